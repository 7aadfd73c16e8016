import { describe, expect, it } from 'vitest';
import { eventually, useE2E } from '../support/e2e.ts';

/** Declared operations in the console: offered by their availability rule, run through their dialog. */
describe('declared operations, in Chromium', () => {
  const { page, url, db } = useE2E({ signIn: 'orgadmin@example.com' });

  const gameRow = (id: number) => page().locator(`main table tbody tr:has(a[href$="/games/${id}"])`);
  const bulkBar = () => page().getByRole('toolbar', { name: 'Bulk actions' });

  it('offers Enable Plays of the Week only for a game whose league runs it, and enables it', async () => {
    const potwLeague = (
      await db().selectFrom('leagues').select('id').where('org_id', '=', 1).where('potw_enabled', '=', true).executeTakeFirstOrThrow()
    ).id;
    const [eligible, other] = await Promise.all([
      db()
        .selectFrom('games')
        .select('id')
        .where('league_id', '=', potwLeague)
        .where('potw_enabled', '=', false)
        .orderBy('played_at', 'desc')
        .executeTakeFirstOrThrow(),
      db()
        .selectFrom('games')
        .select(['id', 'league_id'])
        .where('org_id', '=', 1)
        .where('league_id', '!=', potwLeague)
        .orderBy('played_at', 'desc')
        .executeTakeFirstOrThrow(),
    ]);
    await page().goto(url(`/readmin/orgs/1/games#${encodeURIComponent(JSON.stringify({ filtersHash: { league: String(potwLeague) } }))}`));
    await gameRow(eligible.id as number)
      .getByRole('checkbox')
      .click();
    await bulkBar().getByText('1 selected').waitFor();
    await bulkBar().getByRole('button', { name: 'Enable Plays of the Week' }).click();
    const dialog = page().getByRole('dialog');
    await dialog.getByRole('button', { name: 'Enable Plays of the Week' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(
      async () => (await db().selectFrom('games').select('potw_enabled').where('id', '=', eligible.id).executeTakeFirstOrThrow()).potw_enabled,
    ).toBe(true);

    // A game of a league without Plays of the Week is not offered the action.
    await page().goto(url(`/readmin/orgs/1/games#${encodeURIComponent(JSON.stringify({ filtersHash: { league: String(other.league_id) } }))}`));
    await gameRow(other.id as number)
      .getByRole('checkbox')
      .click();
    await bulkBar().getByText('1 selected').waitFor();
    await bulkBar().getByRole('button', { name: 'Clear selection' }).waitFor();
    expect(await bulkBar().getByRole('button', { name: 'Enable Plays of the Week' }).count()).toBe(0);
  });

  it("updates a game's score from its detail page, with the arguments checked", async () => {
    const game = await db()
      .selectFrom('games')
      .select(['id', 'home_score', 'away_score'])
      .where('org_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await page().goto(url(`/readmin/orgs/1/games/${game.id}`));
    await page().getByRole('button', { name: 'Update Score' }).click();
    const dialog = page().getByRole('dialog', { name: /Update Score/ });
    const home = dialog.getByRole('spinbutton', { name: 'Home score' });
    expect(await home.inputValue()).toBe(String(game.home_score));
    // Only the home score changes: the dialog still sends every argument, the away score as it was.
    await home.fill('77');
    await dialog.getByRole('button', { name: 'Update Score' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(
      async () => await db().selectFrom('games').select(['home_score', 'away_score']).where('id', '=', game.id).executeTakeFirstOrThrow(),
    ).toEqual({
      home_score: 77,
      away_score: game.away_score,
    });
  });
});
