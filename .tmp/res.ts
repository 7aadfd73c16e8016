import { join } from 'node:path';
import { launchChromium } from '../tests/support/browser.ts';
import { ROOT, startTestServer } from '../tests/support/testServer.ts';
const server = await startTestServer({ distDir: join(ROOT, 'dist') });
const browser = await launchChromium();
for (let run = 0; run < 2; run++) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(server.url + '/readmin/login', { waitUntil: 'networkidle' });
  const r = await tab.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((x) => [x.name.split('/').pop(), Math.round(x.startTime), Math.round(x.requestStart), Math.round(x.responseStart), Math.round(x.responseEnd), x.transferSize, x.nextHopProtocol]));
  if (run === 1) for (const x of r) console.log(x.join('\t'));
  await context.close();
}
await browser.close(); await server.close();
