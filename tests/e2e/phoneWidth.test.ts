import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../support/publicPages.ts';
import { useE2E } from '../support/e2e.ts';

/** The width of the phone the pages are checked on (an iPhone 12 to 15). */
const PHONE = { width: 390, height: 844 };

/**
 * Pages people open from a link on their phone (the public link pages, signing in, resetting a password) in
 * Chromium at phone width: nothing wider than the screen, so nothing scrolls sideways or is cut off.
 */
describe('public pages on a phone, in Chromium', () => {
  const { url, newPage } = useE2E();

  it.each([...PUBLIC_PAGES, '/readmin/login', '/readmin/reset-password'])('%s fits 390 px', async (path) => {
    const page = await newPage();
    await page.setViewportSize(PHONE);
    await page.goto(url(path));
    // Its heading, or for the stream widget its player.
    await page.locator('h1, h2, video').first().waitFor();
    // Wider than the screen, an element makes the document scroll sideways: name the widest, if any, in the failure.
    const widest = await page.evaluate((width) => {
      const over = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > width + 0.5);
      return { scrollWidth: document.documentElement.scrollWidth, over: over.slice(0, 5).map((e) => e.outerHTML.slice(0, 120)) };
    }, PHONE.width);
    expect(widest).toEqual({ scrollWidth: PHONE.width, over: [] });
  });
});
