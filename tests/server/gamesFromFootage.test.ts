import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { FREE_FOOTAGE } from '../../src/server/demo/seeds/people.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { expectCutVideo } from '../support/cutVideo.ts';

const RECORDINGS_ANY = `query($courtId: ID!, $from: String!, $to: String!) {
  recordingsAny(courtId: $courtId, from: $from, to: $to) { any recordings { id startedAt finishedAt state } }
}`;
const ADD = `mutation($input: AddGameManuallyInput!) { addGameManually(input: $input) { id homeScore awayScore playedAt completedAt } }`;
const ADD_MISSING = `mutation($input: GameScheduleAddMissingGameInput!) { gameScheduleAddMissingGame(input: $input) { id missingGames } }`;
const NOT_AVAILABLE = 'Recordings not available for this court between these times.';
const HOUR = 3_600_000;

/** What a game of the free footage's court needs: the court, a surface filming it, a league of its organisation and two of its teams. */
interface Setting {
  orgId: number;
  court: number;
  surface: number;
  league: number;
  home: number;
  away: number;
}

/**
 * Spec 001 §2, §7, §8: the recordings of a court between two times (recordingsAny), Add Game Manually
 * (addGameManually) and Add Missing Game (gameScheduleAddMissingGame), which cut the new game's video from
 * those recordings in the same transaction, through the API as the console calls it.
 */
describe.each(TEST_DATABASES)('games from footage on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let partnerAdmin: GraphqlClient;
  let own: Setting;
  const db = () => server.database.db;

  /** The court of `orgId` with the demo's free footage, and what a game on it needs. */
  const settingOf = async (orgId: number): Promise<Setting> => {
    const { rows } = await sql<Setting>`SELECT c.org_id AS "orgId", c.id AS court, c.surface_ids[1] AS surface, l.id AS league,
        (SELECT min(t.id) FROM teams t WHERE l.id = ANY(t.league_ids)) AS home, (SELECT max(t.id) FROM teams t WHERE l.id = ANY(t.league_ids)) AS away
      FROM recordings r JOIN courts c ON c.id = r.court_id JOIN leagues l ON l.org_id = c.org_id
      WHERE r.started_at = ${FREE_FOOTAGE.start} AND c.org_id = ${orgId} ORDER BY l.id LIMIT 1`.execute(db());
    return rows[0];
  };
  const count = async (table: string) => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db())).rows[0].n);
  const versions = async (type: string, id: number) =>
    (
      await sql<{ event: string }>`SELECT event FROM paper_trail_versions WHERE item_type = ${type} AND item_id = ${id} ORDER BY id`.execute(db())
    ).rows.map((v) => v.event);
  const probe = (client: GraphqlClient, courtId: number, from: Date, to: Date) =>
    client.request<{ recordingsAny: { any: boolean; recordings: { id: string; startedAt: string; finishedAt: string | null; state: string }[] } }>(
      RECORDINGS_ANY,
      { courtId: String(courtId), from: from.toISOString(), to: to.toISOString() },
    );
  const gameInput = (s: Setting, start: Date, end: Date, over: Record<string, unknown> = {}) => ({
    courtId: String(s.court),
    surfaceId: String(s.surface),
    leagueId: String(s.league),
    homeTeamId: String(s.home),
    awayTeamId: String(s.away),
    playedAt: start.toISOString(),
    completedAt: end.toISOString(),
    homeScore: 61,
    awayScore: 0,
    ...over,
  });
  const add = (client: GraphqlClient, input: Record<string, unknown>) =>
    client.request<{ addGameManually: { id: string; homeScore: number; awayScore: number } }>(ADD, { input });
  const within = { start: new Date(FREE_FOOTAGE.start.getTime() + HOUR / 4), end: new Date(FREE_FOOTAGE.start.getTime() + (7 * HOUR) / 4) };
  const longAgo = { start: new Date('2020-01-01T10:00:00Z'), end: new Date('2020-01-01T11:30:00Z') };

  beforeAll(async () => {
    server = await startTestServer({ kind, exports: true });
    [admin, orgAdmin, venueAdmin, partnerAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin, DEMO_USERS.partnerAdmin].map((u) => signedIn(server.url, u)),
    );
    own = await settingOf(1);
  });
  afterAll(() => server.close());

  describe('recordingsAny', () => {
    it('lists the uploaded recordings of a court the caller may read that overlap the times, and none outside them', async () => {
      const found = await probe(orgAdmin, own.court, within.start, within.end);
      expect(found.errors).toBeUndefined();
      expect(found.data!.recordingsAny.any).toBe(true);
      expect(found.data!.recordingsAny.recordings).toContainEqual({
        id: expect.any(String),
        startedAt: FREE_FOOTAGE.start.toISOString(),
        finishedAt: FREE_FOOTAGE.end.toISOString(),
        state: 'uploaded',
      });
      const none = await probe(orgAdmin, own.court, longAgo.start, longAgo.end);
      expect(none.data!.recordingsAny).toEqual({ any: false, recordings: [] });
    });

    it("refuses another organisation's court, roles that read no recordings, backwards times and spans over 6 hours", async () => {
      const foreignCourt = (await sql<{ id: number }>`SELECT id FROM courts WHERE org_id <> 1 ORDER BY id LIMIT 1`.execute(db())).rows[0].id;
      expect((await probe(orgAdmin, foreignCourt, within.start, within.end)).errors?.[0].message).toBe(
        `No Court you may read with id ${foreignCourt}.`,
      );
      // The venue admin reads the courts of their venue only, and the organisation admin's first court is not one of them.
      expect((await probe(venueAdmin, own.court, within.start, within.end)).errors?.[0].message).toBe(`No Court you may read with id ${own.court}.`);
      expect((await probe(admin, foreignCourt, within.start, within.end)).errors).toBeUndefined();
      expect((await probe(partnerAdmin, own.court, within.start, within.end)).errors?.[0].message).toBe('You may not read recordings.');
      expect((await probe(orgAdmin, own.court, within.end, within.start)).errors?.[0].message).toBe('End time must be after the start time');
      expect((await probe(orgAdmin, own.court, within.start, new Date(within.start.getTime() + 7 * HOUR))).errors?.[0].message).toBe(
        'The footage may be at most 6 hours long',
      );
      const bad = await orgAdmin.request(RECORDINGS_ANY, { courtId: String(own.court), from: '2026-02-30T10:00:00Z', to: within.end.toISOString() });
      expect(bad.errors?.[0].message).toMatch(/^From /);
    });
  });

  describe('addGameManually', () => {
    it("creates the game and cuts its video from the court's recording with ffmpeg, auditing every row written", async () => {
      const { data, errors } = await add(orgAdmin, gameInput(own, within.start, within.end));
      expect(errors).toBeUndefined();
      expect(data!.addGameManually).toMatchObject({ homeScore: 61, awayScore: 0 });
      const id = Number(data!.addGameManually.id);
      const game = (await sql<Record<string, unknown>>`SELECT * FROM games WHERE id = ${id}`.execute(db())).rows[0];
      expect(game).toMatchObject({ org_id: 1, court_id: own.court, league_id: own.league, home_team_id: own.home, away_team_id: own.away });
      expect(new Date(game.completed_at as Date).getTime()).toBe(within.end.getTime());
      const video = (
        await sql<{ id: number; surface_id: number; duration_seconds: number }>`SELECT * FROM videos WHERE game_id = ${id}`.execute(db())
      ).rows;
      expect(video).toHaveLength(1);
      expect(video[0]).toMatchObject({ surface_id: own.surface });
      // Cut by its attempt's job from the free footage's one recording: an original 1.5 hours long.
      await expectCutVideo(server, video[0].id, 1.5 * 3600, 1);
      const linked = (await sql<{ id: number }>`SELECT id FROM recordings WHERE ${video[0].id} = ANY(video_ids)`.execute(db())).rows;
      expect(linked.length).toBeGreaterThan(0);
      expect(await versions('Game', id)).toEqual(['create']);
      expect(linked).toHaveLength(1);
      expect(await versions('Video', video[0].id)).toEqual(['create', 'update']);
      for (const r of linked) expect(await versions('Recording', r.id)).toEqual(['update']);
    });

    it("refuses times without recordings, a surface that does not film the court, teams of another league, another organisation's court and venue admins", async () => {
      const games = await count('games');
      const videos = await count('videos');
      expect((await add(orgAdmin, gameInput(own, longAgo.start, longAgo.end))).errors?.[0].message).toBe(NOT_AVAILABLE);
      const otherSurface = (
        await sql<{
          id: number;
        }>`SELECT s.id FROM surfaces s, courts c WHERE c.id = ${own.court} AND NOT s.id = ANY(c.surface_ids) ORDER BY s.id LIMIT 1`.execute(db())
      ).rows[0].id;
      expect((await add(orgAdmin, gameInput(own, within.start, within.end, { surfaceId: String(otherSurface) }))).errors?.[0].message).toBe(
        'Surface must film the chosen court',
      );
      const outsider = (
        await sql<{ id: number }>`SELECT id FROM teams WHERE org_id = 1 AND NOT ${own.league} = ANY(league_ids) ORDER BY id LIMIT 1`.execute(db())
      ).rows[0].id;
      expect((await add(orgAdmin, gameInput(own, within.start, within.end, { awayTeamId: String(outsider) }))).errors?.[0].message).toBe(
        'Away team must be a team of the chosen league',
      );
      expect((await add(orgAdmin, gameInput(own, within.start, within.end, { homeScore: -1 }))).errors).toBeDefined();
      const foreign = await settingOf(2);
      expect((await add(orgAdmin, gameInput(foreign, within.start, within.end))).errors).toBeDefined();
      expect((await add(venueAdmin, gameInput(foreign, within.start, within.end))).errors?.[0].message).toMatch(/may not run addGameManually/);
      expect(await count('games')).toBe(games);
      expect(await count('videos')).toBe(videos);
    });
  });

  describe('gameScheduleAddMissingGame', () => {
    it('adds the game linked to the schedule, cut from its recording, and takes one off its missing games, then is no longer available', async () => {
      const schedule = (
        await sql<{
          id: number;
          court_id: number;
          league_id: number;
          home_team_id: number;
          away_team_id: number;
          scheduled_at: Date;
          duration_seconds: number;
        }>`
          SELECT * FROM game_schedules WHERE org_id = 1 AND missing_games > 0 ORDER BY id LIMIT 1`.execute(db())
      ).rows[0];
      const start = new Date(schedule.scheduled_at);
      const input = {
        gameScheduleId: String(schedule.id),
        ...gameInput(
          { ...own, court: schedule.court_id, league: schedule.league_id, home: schedule.home_team_id, away: schedule.away_team_id },
          start,
          new Date(start.getTime() + schedule.duration_seconds * 1000),
        ),
        surfaceId: String((await sql<{ s: number }>`SELECT surface_ids[1] AS s FROM courts WHERE id = ${schedule.court_id}`.execute(db())).rows[0].s),
      };
      const { data, errors } = await orgAdmin.request<{ gameScheduleAddMissingGame: { missingGames: number } }>(ADD_MISSING, { input });
      expect(errors).toBeUndefined();
      expect(data!.gameScheduleAddMissingGame.missingGames).toBe(0);
      const games = (await sql<{ id: number; org_id: number }>`SELECT id, org_id FROM games WHERE game_schedule_id = ${schedule.id}`.execute(db()))
        .rows;
      expect(games).toHaveLength(1);
      expect(games[0].org_id).toBe(1);
      expect(await versions('Game', games[0].id)).toEqual(['create']);
      expect(await versions('GameSchedule', schedule.id)).toEqual(['update']);
      const videos = (await sql<{ id: number }>`SELECT id FROM videos WHERE game_id = ${games[0].id}`.execute(db())).rows;
      expect(videos).toHaveLength(1);
      // The missed game's hour, cut from the recording of it.
      await expectCutVideo(server, videos[0].id, schedule.duration_seconds, 1);

      const again = await orgAdmin.request(ADD_MISSING, { input });
      expect(again.errors?.[0].message).toBe('Add Missing Game is offered only for a game schedule with missing games.');
      expect((await sql`SELECT 1 FROM games WHERE game_schedule_id = ${schedule.id}`.execute(db())).rows).toHaveLength(1);
    });
  });
});
