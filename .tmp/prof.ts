import { join } from 'node:path';
import { launchChromium } from '../tests/support/browser.ts';
import { ROOT, startTestServer } from '../tests/support/testServer.ts';
import { signedInState } from '../tests/support/pageScripts.ts';
const path = process.argv[2] ?? '/readmin/login';
const server = await startTestServer({ distDir: join(ROOT, 'dist') });
const browser = await launchChromium();
const state = path.includes('login') ? undefined : await signedInState(browser, server.url);
for (let run = 0; run < 3; run++) {
  const context = await browser.newContext({ storageState: state, viewport: { width: 1280, height: 900 } });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await tab.addInitScript(`const c=()=>{if(document.querySelector('${process.argv[3] ?? (path.includes('login') ? 'input[name=email]' : 'table tbody tr')}'))window.__s=performance.now();else requestAnimationFrame(c)};requestAnimationFrame(c);`);
  await tab.goto(server.url + path, { waitUntil: 'commit' });
  const shown = await (await tab.waitForFunction(() => (window as any).__s)).jsonValue();
  const { profile } = await cdp.send('Profiler.stop');
  const nav = await tab.evaluate(() => { const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming; const r = performance.getEntriesByType('resource') as PerformanceResourceTiming[]; return { htmlEnd: n.responseEnd, dcl: n.domContentLoadedEventEnd, lastJs: Math.max(...r.filter(x=>x.name.endsWith('.js')).map(x=>x.responseEnd)), firstJsStart: Math.min(...r.filter(x=>x.name.endsWith('.js')).map(x=>x.startTime)), fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime }; });
  // self time by url
  const dt = profile.timeDeltas; const self = new Map<number, number>();
  profile.samples.forEach((id: number, i: number) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
  const byUrl = new Map<string, number>(); const byFn = new Map<string, number>();
  for (const n of profile.nodes) { const t = (self.get(n.id) ?? 0) / 1000; const u = n.callFrame.url.split('/').pop() || n.callFrame.functionName || '(native)'; byUrl.set(u, (byUrl.get(u) ?? 0) + t); const f = `${n.callFrame.functionName}@${u}`; byFn.set(f, (byFn.get(f) ?? 0) + t); }
  console.log(`run ${run}: shown ${shown.toFixed(0)}`, JSON.stringify(nav));
  if (run === 2) { console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([u, t]) => `${t.toFixed(0)}ms ${u}`).join('\n')); console.log([...byFn].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([u, t]) => `${t.toFixed(0)}ms ${u}`).join('\n')); }
  await context.close();
}
await browser.close(); await server.close();
