import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser.ts';

/**
 * The benchmarks' first-visit figures and every browser test open fresh contexts. Chromium 156 preloads its
 * address bar's popup in each one (tests/support/browser.ts): its own pages, rendered beside the page under
 * test. The launch turns that off; this checks that it stays off in the Chromium this machine has.
 */
describe('the Chromium the tests launch', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('renders no page of its own beside a fresh context’s page', async () => {
    // Two fresh contexts, as a benchmark opens one a visit; without the switch each lists two chrome:// pages.
    const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
    for (const context of contexts) await (await context.newPage()).goto('about:blank');
    const { targetInfos } = await (await browser.newBrowserCDPSession()).send('Target.getTargets');
    expect(targetInfos.filter((target) => target.type === 'page')).toHaveLength(2);
    expect(targetInfos.filter((target) => target.url.startsWith('chrome://')).map((target) => target.url)).toEqual([]);
    await Promise.all(contexts.map((context) => context.close()));
  });
});
