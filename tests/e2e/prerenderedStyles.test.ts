import { describe, expect, it } from 'vitest';
import { EMOTION_IDS_ATTRIBUTE } from '../../src/shared/prerenderedStyles.ts';
import { useE2E } from '../support/e2e.ts';

/** What a page's styles came from: the build's stylesheet or emotion in the browser. */
interface PageStyles {
  /** Rules in the prerendered stylesheet, as the browser parsed it (0 when it did not load). */
  prerenderedRules: number;
  /** Rules emotion inserted in the browser, global styles (CssBaseline) not counted. */
  insertedRules: number;
  /** Emotion classes the page's elements carry, and how many of them the stylesheet holds. */
  classes: number;
  prerenderedClasses: number;
}

/** A string, not a function: tsx would wrap a function's inner functions in a helper the page does not have. */
const READ_STYLES = `(() => {
  const link = document.querySelector('link[${EMOTION_IDS_ATTRIBUTE}]');
  const ids = new Set(link ? link.getAttribute('${EMOTION_IDS_ATTRIBUTE}').split(' ') : []);
  const inserted = [...document.querySelectorAll('style[data-emotion="css"]')];
  const classes = new Set([...document.querySelectorAll('[class]')].flatMap((e) => [...e.classList]).filter((c) => c.startsWith('css-')));
  return {
    prerenderedRules: link && link.sheet ? link.sheet.cssRules.length : 0,
    insertedRules: inserted.reduce((n, style) => n + style.sheet.cssRules.length, 0),
    classes: classes.size,
    prerenderedClasses: [...classes].filter((c) => ids.has(c.slice(4))).length,
  };
})()`;

/**
 * The build renders the console's first pages and keeps what emotion inserted as a stylesheet
 * (scripts/prerender-styles.ts); the console's emotion cache then skips those styles (shared/prerenderedStyles.ts).
 * If the build's class names were not the browser's, the page would carry none of them and emotion would insert
 * every rule again.
 */
describe("the first list page's styles come prerendered, in Chromium", () => {
  const { page, url } = useE2E({ signIn: 'admin@example.com', timeout: 20_000 });

  it.each(['/readmin/games', '/readmin/orgs'])(
    '%s: most of its classes are in the stylesheet, and emotion inserts few rules',
    { timeout: 120_000 },
    async (path) => {
      await page().goto(url(path));
      await expect.poll(() => page().locator('table tbody tr').filter({ hasText: /\S/ }).count()).toBeGreaterThan(0);
      await expect.poll(() => page().getByRole('navigation', { name: 'Console' }).getByRole('link').count()).toBeGreaterThan(10);
      const styles = (await page().evaluate(READ_STYLES)) as PageStyles;
      expect(styles.prerenderedRules).toBeGreaterThan(100);
      expect(styles.prerenderedClasses / styles.classes).toBeGreaterThan(0.8);
      // Without the stylesheet emotion inserts every rule the page uses; with it, only the few it lacks.
      expect(styles.insertedRules).toBeLessThan(styles.prerenderedRules / 4);
    },
  );
});
