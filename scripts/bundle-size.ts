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
  return { path, files: scripts.size, wire: kb('wire'), raw: kb('raw') };
};

const results = [await measure('/'), await measure('/readmin/login'), await measure('/readmin/orgs', true), await measure('/readmin/games', true)];
for (const r of results)
  console.log(`${r.path.padEnd(20)} ${String(r.files).padStart(3)} JS files  ${r.wire} KB on the wire  ${r.raw} KB uncompressed`);
await browser.close();
await server.close();
