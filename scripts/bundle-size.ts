/**
 * npm run bundle-size: builds nothing; serves dist/ with the demo data, opens pages in Chromium and reports
 * the gzipped JavaScript each one loads (run npm run build first).
 */
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { launchChromium } from '../tests/support/browser.ts';
import { ROOT, startTestServer } from '../tests/support/testServer.ts';

const server = await startTestServer({ distDir: join(ROOT, 'dist') });
const browser = await launchChromium();

const measure = async (path: string, signIn = false) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (signIn) {
    await page.goto(`${server.url}/readmin/login`);
    await page.getByLabel(/email/i).fill('admin@example.com');
    await page.getByLabel(/password/i).fill('demo-password-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/readmin\/?$/);
  }
  const scripts = new Map<string, number>();
  page.on('response', async (res) => {
    if (!/javascript/.test(res.headers()['content-type'] ?? '')) return;
    try { scripts.set(res.url(), gzipSync(await res.body()).length); } catch { /* navigation ended the body */ }
  });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  await context.close();
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  return { path, files: scripts.size, kb: Math.round(total / 102.4) / 10 };
};

const results = [
  await measure('/'),
  await measure('/readmin/login'),
  await measure('/readmin/orgs', true),
];
for (const r of results) console.log(`${r.path.padEnd(20)} ${String(r.files).padStart(3)} JS files  ${r.kb} KB gzipped`);
await browser.close();
await server.close();
