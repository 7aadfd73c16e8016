/**
 * npm run bundle-size: builds nothing; serves dist/ with the demo data, opens pages in Chromium and reports
 * the JavaScript each one loads: bytes on the wire (as the server sent them, brotli from the build) and
 * uncompressed (run npm run build first). The measuring is tests/support/pageScripts.ts, shared with
 * npm run bench:first-visit and the bundle budget test.
 */
import { join } from 'node:path';
import { launchChromium } from '../tests/support/browser.ts';
import { consoleChunks, FIRST_ROW, kb, LOGIN_FORM, measurePageScripts, signedInState, type Shown } from '../tests/support/pageScripts.ts';
import { PUBLIC_PAGES } from '../tests/support/publicPages.ts';
import { ROOT, startTestServer } from '../tests/support/testServer.ts';

const server = await startTestServer({ distDir: join(ROOT, 'dist') });
const browser = await launchChromium();
const storageState = await signedInState(browser, server.url);

const measure = async (path: string, consolePage?: { shown: Shown; signIn: boolean }) => ({
  path,
  load: await measurePageScripts(browser, server.url + path, {
    storageState: consolePage?.signIn ? storageState : undefined,
    bodies: true,
    shown: consolePage?.shown,
  }),
});

const publicResults = [];
for (const path of PUBLIC_PAGES) publicResults.push(await measure(path));
const consoleResults = [
  await measure('/readmin/login', { shown: LOGIN_FORM, signIn: false }),
  await measure('/readmin/orgs', { shown: FIRST_ROW, signIn: true }),
  await measure('/readmin/games', { shown: FIRST_ROW, signIn: true }),
];
for (const { path, load } of [...publicResults, ...consoleResults])
  console.log(
    `${path.slice(0, 40).padEnd(40)} ${String(load.scripts.length).padStart(3)} JS files  ${kb(load.wireBytes)} KB on the wire  ${kb(load.rawBytes)} KB uncompressed`,
  );
const onPublicPages = publicResults.flatMap(({ path, load }) => consoleChunks(load).map((chunk) => `${path}: ${chunk}`));
console.log(
  onPublicPages.length ? `Console code on public pages:\n${onPublicPages.join('\n')}` : 'No public page loads the console chunk, react-admin or MUI.',
);
await browser.close();
await server.close();
