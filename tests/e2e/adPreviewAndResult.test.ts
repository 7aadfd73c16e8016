import { describe, expect, it } from 'vitest';
import { useE2E } from '../support/e2e.ts';

/**
 * Two hand-written tabs against the real server: an ad asset's Court Preview (the JPEG the court preview
 * route draws) and an API game schedule's Result (its game's score per team and the result sent to GameDay).
 */
describe('Court Preview and Result tabs, in Chromium', () => {
  const { page, url, db } = useE2E({ signIn: 'admin@example.com', timeout: 15_000 });

  it("shows an overlay's court preview, and says when advertising is off on the court picked", async () => {
    const overlay = await db()
      .selectFrom('ad_assets')
      .select('id')
      .where('org_id', '=', 1)
      .where('asset_type', '=', 'video_overlay')
      .executeTakeFirstOrThrow();
    const off = await db()
      .selectFrom('courts')
      .select('name')
      .where('org_id', '=', 1)
      .where('advertising_active', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await page().goto(url(`/readmin/ad_assets/${overlay.id}`));
    await page().getByRole('tab', { name: 'Court Preview' }).click();
    const image = page().getByRole('img', { name: /^Court preview on / });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1280, 720]);

    await page().getByRole('combobox', { name: 'Court' }).click();
    await page().getByRole('option', { name: off.name, exact: true }).click();
    await page().getByText('Advertising is disabled on this court.').waitFor();
    expect(
      await page()
        .getByRole('img', { name: /^Court preview on / })
        .count(),
    ).toBe(0);
  });

  it("shows a played fixture's game score per team and the result sent to GameDay; a fixture not played says so", async () => {
    const played = await db()
      .selectFrom('api_game_schedules as s')
      .innerJoin('games as g', 'g.id', 's.game_id')
      .innerJoin('teams as h', 'h.id', 'g.home_team_id')
      .innerJoin('teams as a', 'a.id', 'g.away_team_id')
      .select(['s.id', 'g.home_score', 'g.away_score', 'h.name as home', 'a.name as away'])
      .where('s.external_id', '=', 'HCBA-FX-5001')
      .executeTakeFirstOrThrow();
    await page().goto(url(`/readmin/api_game_schedules/${played.id}`));
    await page().getByRole('tab', { name: 'Result' }).click();
    const table = page().getByRole('table', { name: 'Final score' });
    await table.waitFor();
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows).toEqual([
      ['Home', played.home, String(played.home_score)],
      ['Away', played.away, String(played.away_score)],
    ]);
    await page().getByRole('region', { name: 'Sent to the provider' }).getByText('78 - 71, submitted at', { exact: false }).waitFor();

    const upcoming = await db().selectFrom('api_game_schedules').select('id').where('external_id', '=', 'HCBA-FX-5014').executeTakeFirstOrThrow();
    await page().goto(url(`/readmin/api_game_schedules/${upcoming.id}`));
    await page().getByRole('tab', { name: 'Result' }).click();
    await page().getByText('No result yet: the game has not been played.').waitFor();
  });
});
