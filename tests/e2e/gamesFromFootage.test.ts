import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Locator } from 'playwright-core';
import { eventually, useE2E } from '../support/e2e.ts';
import { FREE_FOOTAGE } from '../../src/server/demo/seeds/people.ts';
import { toLocalDateTime } from '../../src/console/inputs/rules/dateValue.ts';

const HOUR = 3_600_000;

/**
 * Spec 001 §2 and §8 in Chromium: Add Game Manually and Cut New Footage show 'Recordings not available'
 * until the court and times find recordings (the probe of recordingsAny), then 'Recordings available'
 * with the recordings listed, and only then enable their submit; Add Game Manually then creates the game.
 */
describe('games cut from footage, in Chromium', () => {
  const { page, url, db } = useE2E({ signIn: 'orgadmin@example.com', timeout: 15_000 });

  /** The organisation's time zone, the one its pages show and take times in. */
  const zoneOf = async (orgId: number) =>
    (await db().selectFrom('orgs').select('time_zone').where('id', '=', orgId).executeTakeFirstOrThrow()).time_zone ?? 'UTC';
  const pick = async (dialog: Locator, label: string, name: string) => {
    await dialog.getByRole('combobox', { name: label }).fill(name);
    await page().getByRole('option', { name, exact: true }).click();
  };
  const setTimes = async (dialog: Locator, labels: [string, string], start: Date, end: Date, zone: string) => {
    await dialog.getByLabel(labels[0]).fill(toLocalDateTime(start.toISOString(), zone));
    await dialog.getByLabel(labels[1]).fill(toLocalDateTime(end.toISOString(), zone));
  };
  const panel = (dialog: Locator, title: string) => dialog.getByRole('region', { name: title });

  it("adds a game manually once the court's recordings cover its times", async () => {
    const zone = await zoneOf(1);
    const { rows } = await sql<{ court: string; courtId: number; surface: string; league: string; leagueId: number; home: string; away: string }>`
      SELECT c.name AS court, c.id AS "courtId", s.name AS surface, l.name AS league, l.id AS "leagueId",
        (SELECT t.name FROM teams t WHERE l.id = ANY(t.league_ids) ORDER BY t.id LIMIT 1) AS home,
        (SELECT t.name FROM teams t WHERE l.id = ANY(t.league_ids) ORDER BY t.id DESC LIMIT 1) AS away
      FROM recordings r JOIN courts c ON c.id = r.court_id JOIN surfaces s ON s.id = c.surface_ids[1] JOIN leagues l ON l.org_id = c.org_id
      WHERE r.started_at = ${FREE_FOOTAGE.start} AND c.org_id = 1 ORDER BY l.id LIMIT 1`.execute(db());
    const s = rows[0];
    await page().goto(url('/readmin/orgs/1/games'));
    await page().getByRole('button', { name: 'Add Game Manually' }).click();
    const dialog = page().getByRole('dialog', { name: 'Add Game Manually' });
    const create = dialog.getByRole('button', { name: 'Create', exact: true });
    await panel(dialog, 'Recordings not available').waitFor();
    expect(await create.isDisabled()).toBe(true);

    await pick(dialog, 'Court', s.court);
    await setTimes(dialog, ['Start time', 'End time'], new Date('2020-01-01T10:00:00Z'), new Date('2020-01-01T11:00:00Z'), zone);
    // Answered, not waiting for the form: the probe looked and found nothing.
    await eventually(async () => (await panel(dialog, 'Recordings not available').textContent()) ?? '').not.toMatch(/Fill in/);
    expect(await create.isDisabled()).toBe(true);

    const start = new Date(FREE_FOOTAGE.start.getTime() + HOUR / 4);
    const end = new Date(start.getTime() + HOUR);
    await setTimes(dialog, ['Start time', 'End time'], start, end, zone);
    await eventually(() => panel(dialog, 'Recordings available').textContent()).toMatch(/Recording \d+: .*\(Uploaded\)/);
    expect(await create.isEnabled()).toBe(true);

    await pick(dialog, 'Surface', s.surface);
    // The teams come from the chosen league: their pickers wait for it.
    expect(await dialog.getByRole('combobox', { name: 'Home team' }).isDisabled()).toBe(true);
    await pick(dialog, 'League', s.league);
    await pick(dialog, 'Home team', s.home);
    await pick(dialog, 'Away team', s.away);
    await dialog.getByLabel('Home score').fill('55');
    await dialog.getByLabel('Away score').fill('0');
    await create.click();

    await page().waitForURL(/\/readmin\/orgs\/1\/games\/\d+$/);
    const id = Number(/games\/(\d+)$/.exec(page().url())![1]);
    const game = await db().selectFrom('games').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(game).toMatchObject({ court_id: s.courtId, league_id: s.leagueId, home_score: 55, away_score: 0 });
    expect(new Date(game.played_at).getTime()).toBe(start.getTime());
    expect(await db().selectFrom('videos').select('id').where('game_id', '=', id).execute()).toHaveLength(1);
  });

  it("adds a schedule's missing game from a dialog prefilled from the schedule, offered only while games are missing", async () => {
    const zone = await zoneOf(1);
    const schedule = await db()
      .selectFrom('game_schedules')
      .selectAll()
      .where('org_id', '=', 1)
      .where('missing_games', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const surface = (
      await sql<{ name: string }>`SELECT s.name FROM courts c JOIN surfaces s ON s.id = c.surface_ids[1] WHERE c.id = ${schedule.court_id}`.execute(
        db(),
      )
    ).rows[0].name;
    await page().goto(url(`/readmin/orgs/1/game_schedules/${schedule.id}`));
    await page().getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: 'Add Missing Game' }).click();
    const dialog = page().getByRole('dialog', { name: /^Add Missing Game/ });
    const scheduledAt = new Date(schedule.scheduled_at);
    expect(await dialog.getByLabel('Start time').inputValue()).toBe(toLocalDateTime(scheduledAt.toISOString(), zone));
    expect(await dialog.getByLabel('End time').inputValue()).toBe(
      toLocalDateTime(new Date(scheduledAt.getTime() + schedule.duration_seconds * 1000).toISOString(), zone),
    );
    // Court and times come from the schedule, so the recordings are found without a change.
    await eventually(() => panel(dialog, 'Recordings available').textContent()).toMatch(/Recording \d+/);
    await pick(dialog, 'Surface', surface);
    await dialog.getByLabel('Home score').fill('3');
    await dialog.getByLabel('Away score').fill('4');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await eventually(async () => (await db().selectFrom('games').select('id').where('game_schedule_id', '=', schedule.id).execute()).length).toBe(1);
    const after = await db().selectFrom('game_schedules').select('missing_games').where('id', '=', schedule.id).executeTakeFirstOrThrow();
    expect(after.missing_games).toBe(schedule.missing_games! - 1);
    if (after.missing_games === 0) {
      await page().reload();
      await page().getByRole('toolbar', { name: 'Record actions' }).waitFor();
      expect(await page().getByRole('button', { name: 'Add Missing Game' }).count()).toBe(0);
    }
  });

  it('offers Add Game Manually on the game schedules list too (spec 001 §2), waiting for recordings', async () => {
    await page().goto(url('/readmin/orgs/1/game_schedules'));
    await page().getByRole('button', { name: 'Add Game Manually' }).click();
    const dialog = page().getByRole('dialog', { name: 'Add Game Manually' });
    await panel(dialog, 'Recordings not available').waitFor();
    expect(await dialog.getByRole('button', { name: 'Create', exact: true }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it("keeps Cut New Footage waiting until the game's court has recordings between the new times", async () => {
    const zone = await zoneOf(1);
    const game = await db()
      .selectFrom('games')
      .innerJoin('videos', 'videos.game_id', 'games.id')
      .select(['games.id', 'games.played_at', 'games.completed_at'])
      .where('games.org_id', '=', 1)
      .orderBy('games.id')
      .executeTakeFirstOrThrow();
    await page().goto(url(`/readmin/orgs/1/games/${game.id}`));
    await page().getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: 'Cut New Footage' }).click();
    const dialog = page().getByRole('dialog', { name: /^Cut New Footage/ });
    const submit = dialog.getByRole('button', { name: 'Cut New Footage', exact: true });
    await panel(dialog, 'Recordings not available').waitFor();
    expect(await submit.isDisabled()).toBe(true);

    // The court starts as the game's; times long before any recording find nothing.
    await setTimes(dialog, ['Start time', 'End time'], new Date('2020-01-01T10:00:00Z'), new Date('2020-01-01T11:00:00Z'), zone);
    await eventually(async () => (await panel(dialog, 'Recordings not available').textContent()) ?? '').not.toMatch(/Fill in/);
    expect(await submit.isDisabled()).toBe(true);

    await setTimes(dialog, ['Start time', 'End time'], new Date(game.played_at), new Date(game.completed_at!), zone);
    await eventually(() => panel(dialog, 'Recordings available').textContent()).toMatch(/Recording \d+/);
    expect(await submit.isEnabled()).toBe(true);
  });
});
