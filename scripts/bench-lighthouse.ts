/**
 * npm run bench:lighthouse (after npm run build): Lighthouse 12's desktop preset, performance category only,
 * on /readmin/login and, signed in, on the first list page (/readmin/orgs) and a list with a date range and
 * reference filters (/readmin/games), against dist/ served with the demo data. Prints the performance score,
 * LCP, TBT and FCP (the median run of BENCH_RUNS, default 3) beside the targets (TARGET). Lighthouse's desktop
 * preset simulates its throttling (40 ms RTT, 10 Mbit/s, no CPU slowdown) from the trace, so its times are not the
 * wall-clock ones of npm run bench:first-visit.
 * Chromium is started by chrome-launcher (Lighthouse's own launcher) with a debugging port; the session
 * cookies are put in its default profile over CDP, where Lighthouse's tab reads them (Lighthouse clears the
 * cache and storage between runs, not cookies). Not a test: it prints figures.
 */
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_BASE_ARGS, CHROMIUM_PATH, disableFeaturesSwitch, featuresDisabledBy, launchChromium } from '../tests/support/browser.ts';
import { signedInState } from '../tests/support/pageScripts.ts';
import { ROOT, startTestServer } from '../tests/support/testServer.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET = { score: 0.98, lcpMs: 800, tbtMs: 50 };
const PAGES = [
  { path: '/readmin/login', signedIn: false },
  { path: '/readmin/orgs', signedIn: true },
  { path: '/readmin/games', signedIn: true },
];

const server = await startTestServer({ distDir: join(ROOT, 'dist') });
const login = await launchChromium();
const { cookies } = await signedInState(login, server.url);
await login.close();

// chrome-launcher passes its own --disable-features first; Chromium keeps only the last, so ours carries its list.
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [...CHROMIUM_BASE_ARGS, disableFeaturesSwitch(featuresDisabledBy(chromeLauncher.Launcher.defaultFlags()))],
});
const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  fcp: number;
}

/** One Lighthouse run; on a busy machine a trace is sometimes unusable (NO_NAVSTART), so it is run again. */
const audit = async (url: string, attempts = 3): Promise<Run> => {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, desktopConfig);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempts > 1) return audit(url, attempts - 1);
    throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  const value = (id: string) => lhr.audits[id].numericValue ?? NaN;
  return {
    score: lhr.categories.performance.score ?? NaN,
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    fcp: value('first-contentful-paint'),
  };
};

const mark = (met: boolean) => (met ? 'met' : 'NOT MET');
const report = async () => {
  console.log(`Lighthouse ${desktopConfig.settings?.formFactor ?? 'desktop'} preset, performance, median of ${RUNS} runs per page\n`);
  console.log('| page | score | LCP | TBT | FCP |\n|---|---|---|---|---|');
  for (const page of PAGES) {
    const defaultProfile = cdp.contexts()[0];
    if (page.signedIn) await defaultProfile.addCookies(cookies);
    else await defaultProfile.clearCookies();
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(server.url + page.path));
    const { score, lcp, tbt, fcp } = runs.sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
    console.log(
      `| ${page.path}${page.signedIn ? ' (signed in)' : ''} | ${score.toFixed(2)} (≥ ${TARGET.score}: ${mark(score >= TARGET.score)}) | ` +
        `${lcp.toFixed(0)} ms (≤ ${TARGET.lcpMs}: ${mark(lcp <= TARGET.lcpMs)}) | ${tbt.toFixed(0)} ms (≤ ${TARGET.tbtMs}: ${mark(tbt <= TARGET.tbtMs)}) | ${fcp.toFixed(0)} ms |`,
    );
  }
};
try {
  await report();
} finally {
  await cdp.close();
  chrome.kill();
  await server.close();
}
