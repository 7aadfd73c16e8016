import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, featuresDisabledBy, PLAYWRIGHT_DISABLED_FEATURES } from '../support/browser.ts';

/**
 * Chromium keeps only the last --disable-features switch, and Playwright passes its own before ours: ours
 * (tests/support/browser.ts) must carry Playwright's whole list, or its features come back on unseen.
 */
const playwrightDisabledFeatures = () => {
  const bundle = readFileSync(join(dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'lib/coreBundle.js'), 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(bundle);
  if (!list) throw new Error("playwright-core's bundle no longer has its disabledFeatures list: read chromiumSwitches there again");
  return [...list[1].matchAll(/^\s*"([^"]+)",?\s*$/gm)].map((match) => match[1]);
};

describe('the Chromium the tests launch', () => {
  it("passes one --disable-features, carrying Playwright's own list and Chromium's UI pages", () => {
    const fromPlaywright = playwrightDisabledFeatures();
    expect(fromPlaywright).toContain('PaintHolding');
    expect(fromPlaywright.filter((name) => !PLAYWRIGHT_DISABLED_FEATURES.includes(name))).toEqual([]);
    const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    expect(featuresDisabledBy(CHROMIUM_ARGS)).toEqual(expect.arrayContaining([...fromPlaywright, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });
});
