import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { API_GAME_SCHEDULE_RESULT_QUERY, type ApiGameScheduleResult } from '../../src/console/custom/tabs/tabQueries.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

type Answer = { readminObject: (ApiGameScheduleResult & { id: string }) | null };

/** Spec 002 §2.9: the data of an API game schedule's Result tab, read through readminObject as the console reads it. */
describe.each(TEST_DATABASES)('API game schedule Result tab data on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let partnerAdmin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let schedules: { id: number; external_id: string; game_id: number | null }[];
  const byExternalId = (externalId: string) => String(schedules.find((s) => s.external_id === externalId)!.id);

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, partnerAdmin, orgAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.partnerAdmin, DEMO_USERS.orgAdmin].map((u) => signedIn(server.url, u)),
    );
    schedules = (
      await sql<(typeof schedules)[number]>`SELECT id, external_id, game_id FROM api_game_schedules ORDER BY id`.execute(server.database.db)
    ).rows;
  });
  afterAll(() => server.close());

  it("answers a played fixture's game, its final score per team, and the results sent to GameDay", async () => {
    const id = byExternalId('HCBA-FX-5001');
    const game = (
      await sql<{ id: number; home_score: number; away_score: number; home: string; away: string; played_at: Date | null }>`
        SELECT g.id, g.home_score, g.away_score, h.name AS home, a.name AS away, g.played_at FROM games g
        JOIN teams h ON h.id = g.home_team_id JOIN teams a ON a.id = g.away_team_id
        WHERE g.id = (SELECT game_id FROM api_game_schedules WHERE id = ${Number(id)})`.execute(server.database.db)
    ).rows[0];
    expect(game).toBeDefined();
    const res = await admin.request<Answer>(API_GAME_SCHEDULE_RESULT_QUERY, { id });
    expect(res.errors).toBeUndefined();
    const result = res.data!.readminObject!;
    expect(result.status).toBe('completed');
    expect([result.homeApiTeam?.readminName, result.awayApiTeam?.readminName]).toEqual(['Pyrmont Pelicans', 'Redfern Rockets']);
    expect(result.game).toMatchObject({
      id: String(game.id),
      homeScore: game.home_score,
      awayScore: game.away_score,
      homeTeam: { readminName: game.home },
      awayTeam: { readminName: game.away },
    });
    expect(result.game!.playedAt && new Date(result.game!.playedAt).getTime()).toBe(game.played_at?.getTime() ?? null);
    expect(result.gameDaySubmissions.map((s) => [s.state, s.homeScore, s.awayScore, s.responseStatus])).toEqual([
      ['failed', 78, 71, 422],
      ['submitted', 78, 71, 200],
    ]);
  });

  it('answers no game for a fixture not played yet', async () => {
    const res = await admin.request<Answer>(API_GAME_SCHEDULE_RESULT_QUERY, { id: byExternalId('HCBA-FX-5014') });
    expect(res.data!.readminObject).toMatchObject({ status: 'scheduled', game: null, gameDaySubmissions: [] });
  });

  it("answers the partner's admin for their fixtures, and nobody else's", async () => {
    const own = await partnerAdmin.request<Answer>(API_GAME_SCHEDULE_RESULT_QUERY, { id: byExternalId('HCBA-FX-5001') });
    expect(own.errors).toBeUndefined();
    expect(own.data!.readminObject).toMatchObject({ status: 'completed', homeScore: 78, awayScore: 71 });
    expect(own.data!.readminObject!.gameDaySubmissions).toHaveLength(2);
    // The game belongs to an organisation the partner does not administer: named, its fields withheld (the tab falls back to the fixture's).
    expect(own.data!.readminObject!.game).toMatchObject({
      readminName: 'Pyrmont Pelicans vs Redfern Rockets',
      homeScore: null,
      playedAt: null,
      homeTeam: null,
    });
    // An organisation admin holds no API partner role: the fixture is out of reach, so there is nothing to show.
    const other = await orgAdmin.request<Answer>(API_GAME_SCHEDULE_RESULT_QUERY, { id: byExternalId('HCBA-FX-5001') });
    expect(other.data?.readminObject ?? null).toBeNull();
  });
});
