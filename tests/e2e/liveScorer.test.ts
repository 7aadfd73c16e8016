import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { DEMO_LIVE_SCORER_LINK } from '../../src/server/demo/seeds/video.ts';

const CLICKS = 15;

/** The live scorer remote in Chromium over the real server: two remotes on one link never lose a point. */
describe('live scorer remote in Chromium', () => {
  const { url, newPage, db } = useE2E();
  const stored = async () =>
    (
      await sql<{ team1_score: number; team2_score: number }>`SELECT team1_score, team2_score FROM live_stream_scorers ORDER BY id LIMIT 1`.execute(
        db(),
      )
    ).rows[0];
  const open = async () => {
    const page = await newPage();
    await page.goto(url(`/live_scorer/${DEMO_LIVE_SCORER_LINK}`));
    await page.getByRole('button', { name: 'Bondi Breakers +1' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Bondi Breakers +1' }).isEnabled()).toBe(true);
    return page;
  };
  const shown = (page: Page, team: 'team1' | 'team2') => page.getByTestId(`${team}-score`).textContent();

  it('two pages clicking +1 at the same time both count, and both converge to the server total', async () => {
    const [a, b] = [await open(), await open()];
    const before = await stored();
    const click = async (page: Page) => {
      for (let i = 0; i < CLICKS; i++) await page.getByRole('button', { name: 'Bondi Breakers +1' }).click();
    };
    await Promise.all([click(a), click(b)]);
    const total = before.team1_score + 2 * CLICKS;
    await expect.poll(async () => (await stored()).team1_score, { timeout: 15_000 }).toBe(total);
    // Each page shows its own answer at once and the other page's points after its next read.
    for (const page of [a, b]) await expect.poll(() => shown(page, 'team1'), { timeout: 15_000 }).toBe(String(total));
  });

  it('shows the overlay image, takes points off but never below 0, and sets the period', async () => {
    const page = await open();
    const overlay = page.getByRole('img', { name: /^Overlay:/ });
    await expect.poll(() => overlay.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Glebe Giants -1' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Glebe Giants +1' }).click();
    await expect.poll(() => shown(page, 'team2')).toBe('1');
    await page.getByRole('button', { name: 'Glebe Giants -1' }).click();
    await expect.poll(async () => (await stored()).team2_score).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Glebe Giants -1' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: /^Period / }).click();
    await page.getByRole('button', { name: 'H2', exact: true }).click();
    await expect
      .poll(async () => (await sql<{ period: string }>`SELECT period FROM live_stream_scorers ORDER BY id LIMIT 1`.execute(db())).rows[0].period)
      .toBe('H2');
  });

  it('turns the remote to landscape on a portrait screen', async () => {
    const page = await open();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.locator('main').getAttribute('data-orientation')).toBe('rotated');
    await expect(page.locator('main').evaluate((m) => getComputedStyle(m).transform)).resolves.not.toBe('none');
  });
});
