/** Where a V8 CPU profile's time went, by package (or this project's folder) and by function: profile-list and profile-servers. */
import type { Profiler } from 'node:inspector';

/** Self time (ms) per node, from the samples taken within [from, to] (µs on the profile's clock) when given. */
const selfTimes = (p: Profiler.Profile, window?: { from: number; to: number }): Map<number, number> => {
  const times = new Map<number, number>();
  let at = p.startTime;
  p.samples!.forEach((id, i) => {
    at += p.timeDeltas![i];
    if (!window || (at >= window.from && at <= window.to)) times.set(id, (times.get(id) ?? 0) + p.timeDeltas![i] / 1000);
  });
  return times;
};

const where = (url: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes('/src/')) return `src/${url.split('/src/')[1].split('/').slice(0, -1).join('/')}`;
  return url.startsWith('node:') ? url : url === '' ? '(native/gc/idle)' : url.split('/').slice(-2).join('/');
};

/** A profile's self time (ms) by package or folder, by function, and in all but idle. */
export interface ProfileTimes {
  byPackage: Map<string, number>;
  byFunction: Map<string, number>;
  busy: number;
}

export const profileTimes = (profile: Profiler.Profile, window?: { from: number; to: number }): ProfileTimes => {
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const times = selfTimes(profile, window);
  let busy = 0;
  for (const node of profile.nodes) {
    const t = times.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    const fn = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    const pkg = where(url);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + t);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + t);
    if (functionName !== '(idle)') busy += t;
  }
  return { byFunction, byPackage, busy };
};

/** `ms` of CPU over `requests` requests, in whole µs a request. */
export const microsPerRequest = (ms: number, requests: number): string => ((ms / requests) * 1000).toFixed(0);

/** The `n` largest entries as lines of µs per request. */
export const topTimes = (m: Map<string, number>, n: number, requests: number): string =>
  [...m]
    .filter(([k]) => !k.startsWith('(idle) '))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${microsPerRequest(v, requests).padStart(6)} µs/request  ${k}`)
    .join('\n');
