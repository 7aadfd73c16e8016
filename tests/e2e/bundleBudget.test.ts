import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { consoleChunks, FIRST_ROW, kb, LOGIN_FORM, measurePageScripts, type Shown } from '../support/pageScripts.ts';
import { PUBLIC_PAGES } from '../support/publicPages.ts';

/**
 * JS on the wire per page (brotli, cold cache), measured as npm run bundle-size does: at most 250 KB for the login
 * page and the first list pages (BUDGET_KB). /readmin/orgs stays inside it because its rows come in the page without
 * the GraphQL client, /readmin/games because its reference filters load their pickers and the GraphQL client only
 * when reached for.
 */
const BUDGET_KB: { path: string; signedIn: boolean; shown: Shown; kb: number }[] = [
  { path: '/readmin/login', signedIn: false, shown: LOGIN_FORM, kb: 250 },
  { path: '/readmin/orgs', signedIn: true, shown: FIRST_ROW, kb: 250 },
  { path: '/readmin/games', signedIn: true, shown: FIRST_ROW, kb: 250 },
];

describe('bundle budget: JS each page loads', () => {
  const { url, signIn } = useE2E();
  let browser: Browser;
  let storageState: BrowserContextOptions['storageState'];
  beforeAll(async () => {
    const page = await signIn('admin@example.com');
    browser = page.context().browser()!;
    storageState = await page.context().storageState();
    await page.context().close();
  });

  it.each(BUDGET_KB)('$path loads at most $kb KB of JS on the wire', async ({ path, signedIn, shown, kb: budget }) => {
    const load = await measurePageScripts(browser, url(path), { storageState: signedIn ? storageState : undefined, bodies: true, shown });
    // The page really loaded its console (a blank page would pass any budget), and the check the public
    // pages pass below finds the console's libraries in it.
    expect(consoleChunks(load).join('\n')).toMatch(/^ConsoleApp-.*the console app/m);
    expect(consoleChunks(load).join('\n')).toMatch(/MUI/);
    expect(consoleChunks(load).join('\n')).toMatch(/react-admin/);
    expect(kb(load.wireBytes), load.scripts.map((s) => `${s.name} ${s.wireBytes}`).join('\n')).toBeLessThanOrEqual(budget);
  });

  it.each(PUBLIC_PAGES)('public page %s loads no console code (the console app, react-admin, MUI)', async (path) => {
    const load = await measurePageScripts(browser, url(path), { bodies: true });
    // Its own page chunk loaded (LandingPage-….js, LiveScorerPage-….js): what is checked is the whole page.
    expect(load.scripts.map((s) => s.name)).toEqual(expect.arrayContaining([expect.stringMatching(/Page-[\w-]+\.js$/)]));
    expect(consoleChunks(load)).toEqual([]);
  });
});
