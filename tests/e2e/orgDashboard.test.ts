import { describe, expect, it } from 'vitest';
import { scheduleWindow } from '../../src/server/features/media/recordingSchedules.ts';
import { orgStatsBetween } from '../../src/server/features/dashboard/orgStats.ts';
import { streamHours } from '../../src/console/custom/tabs/orgDashboard/statsFormat.ts';
import { useE2E } from '../support/e2e.ts';

/**
 * An organisation's Dashboard tab (spec 002 §2.10) in the built console against the real server, as the demo
 * organisation admin: the Stats panel shows the server's figures of the last 30 days, the Scorekeeper panel the
 * scorekeeper link, the Links panel the organisation's downloads.
 */
describe('the organisation Dashboard, in Chromium', () => {
  const { page, url, db } = useE2E({ signIn: 'orgadmin@example.com', timeout: 15_000 });

  it("shows the Stats figures of the last 30 days, the scorekeeper link and the organisation's links", async () => {
    const orgId = (
      await db()
        .selectFrom('org_admins')
        .innerJoin('users', 'users.id', 'org_admins.user_id')
        .select('org_admins.org_id')
        .where('users.email', '=', 'orgadmin@example.com')
        .executeTakeFirstOrThrow()
    ).org_id as number;
    // A game of the organisation yesterday, with two players, so the figures are not all zero.
    const game = await db()
      .selectFrom('games')
      .innerJoin('leagues', 'leagues.id', 'games.league_id')
      .select(['games.league_id', 'games.court_id', 'games.home_team_id', 'games.away_team_id'])
      .where('leagues.org_id', '=', orgId)
      .executeTakeFirstOrThrow();
    const inserted = await db()
      .insertInto('games')
      .values({ ...game, org_id: orgId, played_at: new Date(Date.now() - 86_400_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const people = await db().selectFrom('people').select('id').where('org_id', '=', orgId).orderBy('id').limit(2).execute();
    await db()
      .insertInto('game_people')
      .values(people.map((p) => ({ game_id: inserted.id, person_id: p.id, role: 'player', team_id: game.home_team_id })))
      .execute();

    await page().goto(url(`/readmin/orgs/${orgId}`));
    const stats = page().getByRole('region', { name: 'Stats' });
    await stats.getByText(/^Days in /).waitFor();
    const zone = ((await stats.getByText(/^Days in /).textContent()) ?? '').replace('Days in ', '');
    const rangeLabel = (await stats.getByRole('group', { name: 'Date range' }).getByRole('button').nth(1).getAttribute('aria-label')) ?? '';
    const [, start, end] = /^Last 30 Days, (\d{4}-\d{2}-\d{2}) – (\d{4}-\d{2}-\d{2})$/.exec(rangeLabel) ?? [];
    expect(start).toBeDefined();
    const window = scheduleWindow({ start, end }, zone, 366);
    const expected = await orgStatsBetween(db(), orgId, new Date(window.from), new Date(window.to));
    expect(expected.gamesCount).toBeGreaterThan(0);
    expect(expected.activePlayersCount).toBeGreaterThanOrEqual(2);
    const figure = (label: string) => stats.getByLabel(label, { exact: true });
    await expect.poll(() => figure('Games').textContent()).toBe(expected.gamesCount.toLocaleString('en'));
    expect(await figure('Active players').textContent()).toBe(expected.activePlayersCount.toLocaleString('en'));
    expect(await figure('Active users').textContent()).toBe(expected.activeUsersCount.toLocaleString('en'));
    expect(await figure('Active users with email').textContent()).toBe(expected.activeUsersWithEmailCount.toLocaleString('en'));
    expect(await figure('Live streams').textContent()).toBe(expected.liveStreamsCount.toLocaleString('en'));
    expect(await figure('Live stream hours').textContent()).toBe(streamHours(expected.liveStreamsDurationSec));

    // All time: every game of the organisation up to the end of today, more than the last 30 days hold.
    await stats.getByRole('group', { name: 'Date range' }).getByRole('button').nth(1).click();
    await page().getByRole('dialog', { name: 'Choose a date range' }).getByRole('button', { name: 'All time' }).click();
    const allTime = await orgStatsBetween(db(), orgId, new Date(0), new Date(scheduleWindow({ start: end, end }, zone, 1).to));
    expect(allTime.gamesCount).toBeGreaterThan(expected.gamesCount);
    await expect.poll(() => figure('Games').textContent()).toBe(allTime.gamesCount.toLocaleString('en'));
    expect(await figure('Active players').textContent()).toBe(allTime.activePlayersCount.toLocaleString('en'));

    const scorekeeper = page().getByRole('region', { name: 'Scorekeeper' });
    if (process.env.SCOREKEEPER_URL) {
      expect(await scorekeeper.getByRole('textbox', { name: 'Scorekeeper link' }).inputValue()).toBe(process.env.SCOREKEEPER_URL);
      await scorekeeper.getByRole('button', { name: 'Copy' }).waitFor();
    } else await scorekeeper.getByText('This server has no scorekeeper app configured (SCOREKEEPER_URL)', { exact: false }).waitFor();

    const links = page().getByRole('region', { name: 'Links' });
    expect(await links.getByRole('link', { name: 'Team members CSV' }).getAttribute('href')).toBe(`/readmin/orgs/${orgId}/team_members.csv`);
    expect(await links.getByRole('link', { name: 'Gamesheet' }).getAttribute('href')).toBe(`/readmin/orgs/${orgId}/nightly_gamesheet.csv`);
    // The demo organisation uses public league pages when its flag says so: then they are listed.
    const usesPages = (await db().selectFrom('orgs').select('use_public_league_pages').where('id', '=', orgId).executeTakeFirstOrThrow())
      .use_public_league_pages;
    expect(await links.getByRole('region', { name: 'Public league pages' }).count()).toBe(usesPages ? 1 : 0);
  });
});
