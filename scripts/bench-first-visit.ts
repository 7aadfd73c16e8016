/**
 * npm run bench:first-visit (after npm run build): a first visit to the console with a cold cache, in Chromium,
 * against dist/ served with the demo data (as npm run bundle-size does). For /readmin/login, the ms from
 * navigation start to the login form's Email input on screen; signed in, for /readmin/orgs and /readmin/games,
 * to the first table row with data on screen. Also the JS files, JS bytes on the wire, sequential rounds of JS
 * (tests/support/pageScripts.ts scriptRounds) and the GraphQL requests sent before the list's data request.
 * BENCH_RUNS runs per page (default 10; one more first, uncounted, warms the server), each in a fresh browser
 * context. Prints p50/p95 beside the targets (TARGET). Not a test: it prints figures (Lighthouse: bench:lighthouse).
 * BENCH_CPU_SLOWDOWN=N (default 1) runs the page's main thread N times slower (Chromium's CPU throttling, as
 * Lighthouse's mobile runs do): what a slower machine than this one would see of the page's own work.
 */
import { join } from 'node:path';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { launchChromium } from '../tests/support/browser.ts';
import { FIRST_ROW, kb, LOGIN_FORM, recordPageLoad, signedInState, type PageLoad, type Shown } from '../tests/support/pageScripts.ts';
import { ROOT, startTestServer } from '../tests/support/testServer.ts';
import { percentile } from './benchStats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
const TARGET = { loginMs: 400, rowMs: 600, wireKb: 250, rounds: 2 };

interface VisitedPage {
  path: string;
  /** What counts as shown, and its target in ms from navigation start. */
  shown: Shown & { label: string; targetMs: number };
  signedIn: boolean;
  /** The list's own data request is ReadminList of this type; GraphQL sent before it is counted. */
  listTypename?: string;
}

const PAGES: VisitedPage[] = [
  {
    path: '/readmin/login',
    shown: { ...LOGIN_FORM, label: 'login form', targetMs: TARGET.loginMs },
    signedIn: false,
  },
  {
    path: '/readmin/orgs',
    shown: { ...FIRST_ROW, label: 'first row', targetMs: TARGET.rowMs },
    signedIn: true,
    listTypename: 'Org',
  },
  {
    path: '/readmin/games',
    shown: { ...FIRST_ROW, label: 'first row', targetMs: TARGET.rowMs },
    signedIn: true,
    listTypename: 'Game',
  },
];

/**
 * Runs in the page before its own scripts: checks on every animation frame (so in the frame that paints it)
 * whether the element is shown, and logs performance.now() of the first such frame: ms since navigation start.
 * A string, not a function: tsx would wrap a function's inner functions in a helper the page does not have.
 *
 * It reports through the console, which the page's main thread writes and forgets, because waiting on it in
 * the page (Playwright's waitForFunction) first injects Playwright's own script into the page while it loads: a
 * long EvaluateScript on the main thread, in the middle of the page's own work, which would be timed as the page's.
 */
const SHOWN_MARK = 'first-visit shown at ';
const watchShown = ({ selector, withText }: Shown) => `{
  const SHOWN_MARK = ${JSON.stringify(SHOWN_MARK)};
  const check = () => {
    const shown = [...document.querySelectorAll(${JSON.stringify(selector)})].some(
      (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && (${!withText} || el.textContent.trim() !== ''),
    );
    if (shown) console.log(SHOWN_MARK + performance.now());
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}`;

interface Visit {
  shownMs: number;
  load: PageLoad;
}

const visit = async (browser: Browser, url: string, page: VisitedPage, storageState?: BrowserContextOptions['storageState']): Promise<Visit> => {
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 900 } });
  try {
    const tab = await context.newPage();
    if (CPU_SLOWDOWN > 1) await (await context.newCDPSession(tab)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await tab.addInitScript(watchShown(page.shown));
    const recorder = recordPageLoad(tab);
    const shownLogged = tab.waitForEvent('console', { predicate: (message) => message.text().startsWith(SHOWN_MARK), timeout: 60_000 });
    await tab.goto(url + page.path, { waitUntil: 'commit' });
    const shownMs = Number((await shownLogged).text().slice(SHOWN_MARK.length));
    await recorder.settled();
    return { shownMs, load: await recorder.finish() };
  } finally {
    await context.close();
  }
};

/**
 * The GraphQL requests the page sent before its list's own. A list page whose first rows came in the page
 * (src/server/http/consoleBoot.ts) sends no list request: what it sends later (a picker opened, a search) is not
 * before its rows. A page without a list counts everything it sent.
 */
const graphqlBeforeList = (load: PageLoad, typename?: string) => {
  const list = load.graphql.findIndex((call) => call.name === `ReadminList(${typename})`);
  if (list < 0) return typename ? [] : load.graphql.map((call) => call.name);
  return load.graphql.slice(0, list).map((call) => call.name);
};

const server = await startTestServer({ distDir: join(ROOT, 'dist') });
const browser = await launchChromium();
const storageState = await signedInState(browser, server.url);
const rows: string[][] = [];
const details: string[] = [];
const mark = (met: boolean) => (met ? 'met' : 'NOT MET');

for (const page of PAGES) {
  const state = page.signedIn ? storageState : undefined;
  await visit(browser, server.url, page, state);
  const visits: Visit[] = [];
  for (let i = 0; i < RUNS; i++) visits.push(await visit(browser, server.url, page, state));
  const shown = visits.map((v) => v.shownMs);
  const median = (pick: (load: PageLoad) => number) =>
    percentile(
      visits.map((v) => pick(v.load)),
      0.5,
    );
  const p50 = percentile(shown, 0.5);
  const wire = median((l) => l.wireBytes);
  const rounds = visits.map((v) => v.load.rounds);
  const before = graphqlBeforeList(visits[0].load, page.listTypename);
  rows.push([
    page.path,
    page.shown.label,
    `${p50.toFixed(0)} / ${percentile(shown, 0.95).toFixed(0)} ms`,
    `≤ ${page.shown.targetMs} ms: ${mark(p50 <= page.shown.targetMs)}`,
    String(median((l) => l.scripts.length)),
    `${kb(wire)} KB`,
    `≤ ${TARGET.wireKb} KB: ${mark(kb(wire) <= TARGET.wireKb)}`,
    `${percentile(rounds, 0.5)} (max ${Math.max(...rounds)})`,
    `≤ ${TARGET.rounds}: ${mark(percentile(rounds, 0.5) <= TARGET.rounds)}`,
    page.listTypename
      ? `${before.length}: ${before.join(', ') || '—'}`
      : `${visits[0].load.graphql.length}: ${visits[0].load.graphql.map((c) => c.name).join(', ') || '—'}`,
  ]);
  const byRound = new Map<number, string[]>();
  for (const s of visits[0].load.scripts) byRound.set(s.round, [...(byRound.get(s.round) ?? []), s.name]);
  details.push(
    `${page.path} (first counted run), JS by round:\n${[...byRound].map(([round, names]) => `  ${round}: ${names.length} files (${names.slice(0, 6).join(', ')}${names.length > 6 ? ', …' : ''})`).join('\n')}`,
  );
}

const header = [
  'page',
  'shown',
  'p50 / p95',
  'target',
  'JS files',
  'JS on the wire',
  'target',
  'JS rounds p50',
  'target',
  'GraphQL before the list request',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
const slowdown = CPU_SLOWDOWN > 1 ? `, the page's CPU ${CPU_SLOWDOWN}× slower` : '';
console.log(`First visit, cold cache, Chromium${slowdown}, ${RUNS} runs per page (p50 / p95 of time; JS figures are the runs' median)\n`);
console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
console.log(`\n${details.join('\n')}`);
await browser.close();
await server.close();
