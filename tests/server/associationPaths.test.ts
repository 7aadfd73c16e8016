import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

type Rows = { readminObject: { readminAssociationObjects: { id: string }[]; readminAssociationCount: number } | null };
const ASSOCIATION = `query($typename: String!, $id: ID!, $association: String!) {
  readminObject(typename: $typename, id: $id) {
    readminAssociationObjects(associationName: $association, limit: 100) { id }
    readminAssociationCount(associationName: $association)
  }
}`;

/**
 * Associations declared as reference paths ('court.venue'), alternatives (['homeTeam', 'awayTeam']) or
 * anchored elsewhere (`from`) list exactly the rows that SQL written out by hand finds, within the viewer's reach.
 */
describe.each(TEST_DATABASES)('associations through reference paths on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  const ids = async (query: RawBuilder<{ id: number }>) => (await query.execute(server.database.db)).rows.map((r) => String(r.id)).sort();
  const first = async (query: RawBuilder<{ id: number }>) => (await query.execute(server.database.db)).rows[0].id;
  const association = async (client: GraphqlClient, typename: string, id: number, name: string) => {
    const { data, errors } = await client.request<Rows>(ASSOCIATION, { typename, id: String(id), association: name });
    expect(errors).toBeUndefined();
    // One page holds them all, so the page and the SQL can be compared row for row.
    expect(data!.readminObject!.readminAssociationCount).toBeLessThanOrEqual(100);
    return { ids: data!.readminObject!.readminAssociationObjects.map((r) => r.id).sort(), count: data!.readminObject!.readminAssociationCount };
  };

  beforeAll(async () => {
    server = await startTestServer({ kind });
    admin = await signedIn(server.url, DEMO_USERS.admin);
  });
  afterAll(() => server.close());

  it("a venue's Games are the games on its courts", async () => {
    const venue = await first(
      sql<{ id: number }>`SELECT c.venue_id AS id FROM games g JOIN courts c ON c.id = g.court_id GROUP BY c.venue_id ORDER BY count(*) LIMIT 1`,
    );
    const expected = await ids(sql<{ id: number }>`SELECT g.id FROM games g JOIN courts c ON c.id = g.court_id WHERE c.venue_id = ${venue}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(await association(admin, 'Venue', venue, 'games')).toEqual({ ids: expected, count: expected.length });
  });

  it("a team's Games are those it plays at home or away", async () => {
    const team = await first(sql<{ id: number }>`SELECT home_team_id AS id FROM games WHERE home_team_id IS NOT NULL ORDER BY id LIMIT 1`);
    const expected = await ids(sql<{ id: number }>`SELECT id FROM games WHERE home_team_id = ${team} OR away_team_id = ${team}`);
    const home = await ids(sql<{ id: number }>`SELECT id FROM games WHERE home_team_id = ${team}`);
    expect(expected.length).toBeGreaterThan(home.length);
    expect(await association(admin, 'Team', team, 'games')).toEqual({ ids: expected, count: expected.length });
  });

  it("a competition's Teams are those in any of its leagues (a references step)", async () => {
    const competition = await first(
      sql<{ id: number }>`SELECT competition_id AS id FROM leagues WHERE competition_id IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const expected = await ids(
      sql<{
        id: number;
      }>`SELECT t.id FROM teams t WHERE EXISTS (SELECT 1 FROM leagues l WHERE l.competition_id = ${competition} AND l.id = ANY(t.league_ids))`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(await association(admin, 'Competition', competition, 'teams')).toEqual({ ids: expected, count: expected.length });
  });

  it("a venue server's Video Cut Attempts are those of videos its cameras recorded (three steps)", async () => {
    const server = await first(
      sql<{
        id: number;
      }>`SELECT c.venue_server_id AS id FROM video_cut_attempts a JOIN videos v ON v.id = a.video_id JOIN cameras c ON c.id = v.camera_id
        WHERE c.venue_server_id IS NOT NULL ORDER BY a.id LIMIT 1`,
    );
    const expected = await ids(
      sql<{
        id: number;
      }>`SELECT a.id FROM video_cut_attempts a JOIN videos v ON v.id = a.video_id JOIN cameras c ON c.id = v.camera_id WHERE c.venue_server_id = ${server}`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(await association(admin, 'VenueServer', server, 'videoCutAttempts')).toEqual({ ids: expected, count: expected.length });
  });

  it("a camera's Courts are those filmed through its surfaces (a path ending in a references step)", async () => {
    const camera = await first(
      sql<{ id: number }>`SELECT s.camera_id AS id FROM surfaces s JOIN courts c ON s.id = ANY(c.surface_ids) ORDER BY s.id LIMIT 1`,
    );
    const expected = await ids(
      sql<{
        id: number;
      }>`SELECT c.id FROM courts c WHERE EXISTS (SELECT 1 FROM surfaces s WHERE s.camera_id = ${camera} AND s.id = ANY(c.surface_ids))`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(await association(admin, 'Camera', camera, 'courts')).toEqual({ ids: expected, count: expected.length });
  });

  it("a game schedule's Recordings are those cut into its games' videos", async () => {
    const schedule = await first(
      sql<{ id: number }>`SELECT g.game_schedule_id AS id FROM games g JOIN videos v ON v.game_id = g.id
        WHERE g.game_schedule_id IS NOT NULL ORDER BY g.id LIMIT 1`,
    );
    const expected = await ids(
      sql<{ id: number }>`SELECT r.id FROM recordings r WHERE EXISTS (
        SELECT 1 FROM videos v JOIN games g ON g.id = v.game_id WHERE g.game_schedule_id = ${schedule} AND v.id = ANY(r.video_ids))`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(await association(admin, 'GameSchedule', schedule, 'recordings')).toEqual({ ids: expected, count: expected.length });
  });

  it("from a record's reference: a leaderboard's Games are its league's games", async () => {
    const table = await first(sql<{ id: number }>`SELECT id FROM leaderboard_tables WHERE league_id IS NOT NULL ORDER BY id LIMIT 1`);
    const expected = await ids(
      sql<{ id: number }>`SELECT g.id FROM games g JOIN leaderboard_tables l ON l.league_id = g.league_id WHERE l.id = ${table}`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(await association(admin, 'LeaderboardTable', table, 'games')).toEqual({ ids: expected, count: expected.length });
  });

  it("from a references field alone: a usage report entry's Teams are the teams it names", async () => {
    const entry = await first(sql<{ id: number }>`SELECT id FROM usage_report_entries WHERE cardinality(team_ids) > 0 ORDER BY id LIMIT 1`);
    const expected = await ids(sql<{ id: number }>`SELECT unnest(team_ids) AS id FROM usage_report_entries WHERE id = ${entry}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(await association(admin, 'UsageReportEntry', entry, 'reportedTeams')).toEqual({ ids: expected, count: expected.length });
  });

  it("from associations: a user's Accessible Teams and Games are those of the people they sign in as", async () => {
    const user = await first(
      sql<{
        id: number;
      }>`SELECT p.user_id AS id FROM people p JOIN team_members m ON m.person_id = p.id WHERE p.user_id IS NOT NULL ORDER BY p.id LIMIT 1`,
    );
    const teams = await ids(
      sql<{ id: number }>`SELECT DISTINCT m.team_id AS id FROM team_members m JOIN people p ON p.id = m.person_id WHERE p.user_id = ${user}`,
    );
    const games = await ids(
      sql<{ id: number }>`SELECT g.id FROM games g WHERE EXISTS (SELECT 1 FROM team_members m JOIN people p ON p.id = m.person_id
        WHERE p.user_id = ${user} AND m.team_id IN (g.home_team_id, g.away_team_id))`,
    );
    expect(teams.length).toBeGreaterThan(0);
    expect(games.length).toBeGreaterThan(teams.length);
    expect(await association(admin, 'User', user, 'accessibleTeams')).toEqual({ ids: teams, count: teams.length });
    expect(await association(admin, 'User', user, 'accessibleGames')).toEqual({ ids: games, count: games.length });
  });

  it('keeps to the viewer: an organisation admin reaches only their own venue through the path', async () => {
    const orgAdmin = await signedIn(server.url, DEMO_USERS.orgAdmin);
    const foreign = await first(
      sql<{ id: number }>`SELECT v.id FROM venues v JOIN courts c ON c.venue_id = v.id JOIN games g ON g.court_id = c.id
        WHERE v.org_id <> (SELECT org_id FROM org_admins oa JOIN users u ON u.id = oa.user_id WHERE u.email = ${DEMO_USERS.orgAdmin} LIMIT 1) LIMIT 1`,
    );
    const { data } = await orgAdmin.request<Rows>(ASSOCIATION, { typename: 'Venue', id: String(foreign), association: 'games' });
    expect(data?.readminObject ?? null).toBeNull();
  });

  it('answers the GraphQL association field the same way as the tab', async () => {
    const team = await first(sql<{ id: number }>`SELECT away_team_id AS id FROM games WHERE away_team_id IS NOT NULL ORDER BY id LIMIT 1`);
    const expected = await ids(sql<{ id: number }>`SELECT id FROM games WHERE home_team_id = ${team} OR away_team_id = ${team}`);
    const { data } = await admin.request<{ readminObject: { games: { id: string }[] } }>(
      `query($id: ID!) { readminObject(typename: "Team", id: $id) { ... on Team { games { id } } } }`,
      { id: String(team) },
    );
    expect(data!.readminObject.games.map((g) => g.id).sort()).toEqual(expected);
  });
});
