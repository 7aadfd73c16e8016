/**
 * npm run bundle-size: builds nothing; serves dist/ with the demo data, opens pages in Chromium and reports
 * the JavaScript each one loads: bytes on the wire (as the server sent them, brotli from the build) and
 * uncompressed (run npm run build first).
 */
import { join } from 'node:path';
import { launchChromium } from '../tests/support/browser.ts';
import { ROOT, startTestServer } from '../tests/support/testServer.ts';

const server = await startTestServer({ distDir: join(ROOT, 'dist') });
const browser = await launchChromium();

/** A signed-in browser state, so the measured page starts with a cold cache. */
const signedInState = async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/readmin/login`);
  await page.getByLabel(/email/i).fill('admin@example.com');
  await page.getByLabel(/password/i).fill('demo-password-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/readmin\/?$/);
  const state = await context.storageState();
  await context.close();
  return state;
};

const measure = async (path: string, signIn = false) => {
  const context = await browser.newContext(signIn ? { storageState: await signedInState() } : {});
  const page = await context.newPage();
  const scripts = new Map<string, { wire: number; raw: number }>();
  page.on('response', async (res) => {
    if (!/javascript/.test(res.headers()['content-type'] ?? '')) return;
    try {
      const [body, sizes] = await Promise.all([res.body(), res.request().sizes()]);
      scripts.set(res.url(), { wire: sizes.responseBodySize, raw: body.length });
    } catch {
      /* navigation ended the body */
    }
  });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  await context.close();
  const kb = (key: 'wire' | 'raw') => Math.round([...scripts.values()].reduce((a, b) => a + b[key], 0) / 102.4) / 10;
  return { path, files: scripts.size, wire: kb('wire'), raw: kb('raw'), names: [...scripts.keys()].map((u) => u.split('/').pop()!) };
};

/** The demo's public link pages (README "Public pages"): none may load the console's code. */
const PUBLIC_PAGES = [
  '/live_scorer/demo-live-scorer-00000000000000000001',
  '/live_stream_widget/demo-live-stream-widget-0000000000000000',
  '/original_videos/demo-original-video-0000000000000001',
  '/team_registrations/demo-team-registration-0000000001',
  '/passwords/edit?reset_password_token=demo-reset-password-noroles-00000000',
  '/unsubscribe?token=demo-unsubscribe-orgadmin-0000000000',
];

const results = [await measure('/'), await measure('/readmin/login'), await measure('/readmin/orgs', true), await measure('/readmin/games', true)];
const publicResults = [];
for (const path of PUBLIC_PAGES) publicResults.push(await measure(path));
for (const r of [...results, ...publicResults])
  console.log(`${r.path.slice(0, 40).padEnd(40)} ${String(r.files).padStart(3)} JS files  ${r.wire} KB on the wire  ${r.raw} KB uncompressed`);
const consoleChunks = publicResults.flatMap((r) =>
  r.names.filter((n) => /ConsoleApp|react-admin|ra-core|mui/i.test(n)).map((n) => `${r.path}: ${n}`),
);
console.log(
  consoleChunks.length ? `Console code on public pages:\n${consoleChunks.join('\n')}` : 'No public page loads the console chunk, react-admin or MUI.',
);
await browser.close();
await server.close();
