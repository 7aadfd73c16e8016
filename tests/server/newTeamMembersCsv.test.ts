import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { zonedParts } from '../../src/shared/zonedParts.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { parseCsv } from '../support/csv.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const DAY = 86_400_000;
const localDate = (at: Date, timeZone: string) => {
  const p = zonedParts(at, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
};
const localTime = (at: Date, timeZone: string) => {
  const p = zonedParts(at, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${String(at.getUTCSeconds()).padStart(2, '0')}`;
};

/**
 * Spec 002 §7 "Downloads by link": the new-team-members-with-game CSV, members who joined a team in a range of
 * days and have been on that team's roster of a game played since, with the team members list's access.
 */
describe.each(TEST_DATABASES)('the new team members with a game CSV on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let org: { id: number; foreign: number; timeZone: string };
  /** withGame joined two days before their first game; noGame never played; lateJoiner joined after their games; recent joined this week. */
  let members: Record<'withGame' | 'noGame' | 'lateJoiner' | 'recent', number>;
  let lateJoinedAt: Date;
  let withGame: { joinedAt: Date; firstGameAt: Date; games: number; team: string; person: string; email: string; number: number };
  const db = () => server.database.db;
  const download = (client: GraphqlClient | null, orgId: number, query = '') =>
    fetch(`${server.url}/readmin/orgs/${orgId}/new_team_members_with_game.csv${query}`, { headers: client ? { cookie: client.cookieHeader() } : {} });
  const rowsOf = async (res: Response) => {
    expect(res.status).toBe(200);
    return parseCsv(await res.text());
  };
  const idsOf = (rows: string[][]) => rows.slice(1).map((r) => Number(r[0]));

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, orgAdmin, venueAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)),
    );
    const own = (
      await sql<{ id: number; tz: string }>`SELECT o.id, o.time_zone AS tz FROM orgs o JOIN org_admins a ON a.org_id = o.id
        JOIN users u ON u.id = a.user_id WHERE u.email = ${DEMO_USERS.orgAdmin}`.execute(db())
    ).rows[0];
    const foreign = (await sql<{ id: number }>`SELECT min(id) AS id FROM orgs WHERE id <> ${own.id}`.execute(db())).rows[0].id;
    org = { id: own.id, foreign, timeZone: own.tz };
    // Members of the organisation on the rosters of its seeded games (game_people), with those games.
    const rostered = (
      await sql<{ member: number; team: string; person: string; email: string; number: number; first: Date; last: Date; games: number }>`
        SELECT m.id AS member, tm.name AS team, p.first_name || ' ' || p.last_name AS person, p.email, m.player_number AS number,
          min(g.played_at) AS first, max(g.played_at) AS last, count(DISTINCT g.id)::int AS games
        FROM team_members m JOIN teams tm ON tm.id = m.team_id JOIN people p ON p.id = m.person_id
        JOIN game_people gp ON gp.team_id = m.team_id AND gp.person_id = m.person_id JOIN games g ON g.id = gp.game_id
        WHERE tm.org_id = ${org.id} AND m.role = 'player' AND g.completed_at IS NOT NULL
        GROUP BY m.id, tm.name, p.first_name, p.last_name, p.email ORDER BY m.id`.execute(db())
    ).rows;
    const unrostered = (
      await sql<{ id: number }>`SELECT m.id FROM team_members m JOIN teams tm ON tm.id = m.team_id WHERE tm.org_id = ${org.id}
        AND NOT EXISTS (SELECT 1 FROM game_people gp WHERE gp.team_id = m.team_id AND gp.person_id = m.person_id) ORDER BY m.id LIMIT 1`.execute(db())
    ).rows[0];
    const [first, late, recent] = rostered;
    const firstGameAt = new Date(first.first);
    withGame = { ...first, joinedAt: new Date(firstGameAt.getTime() - 2 * DAY), firstGameAt };
    members = { withGame: first.member, noGame: unrostered.id, lateJoiner: late.member, recent: recent.member };
    const setJoined = (id: number, at: Date) => sql`UPDATE team_members SET created_at = ${at} WHERE id = ${id}`.execute(db());
    await setJoined(members.withGame, withGame.joinedAt);
    await setJoined(members.noGame, withGame.joinedAt);
    // Joined an hour after their last game: none of their games counts.
    lateJoinedAt = new Date(new Date(late.last).getTime() + 3_600_000);
    await setJoined(members.lateJoiner, lateJoinedAt);
    // Joined three days ago and on the roster of a game of their team played yesterday.
    await setJoined(members.recent, new Date(Date.now() - 3 * DAY));
    const { rows: played } = await sql<{
      id: number;
    }>`INSERT INTO games (org_id, league_id, court_id, home_team_id, away_team_id, played_at, completed_at, home_score, away_score)
      SELECT g.org_id, g.league_id, g.court_id, g.home_team_id, g.away_team_id, now() - interval '1 day', now() - interval '22 hours', 50, 48
      FROM games g JOIN game_people gp ON gp.game_id = g.id JOIN team_members m ON m.team_id = gp.team_id AND m.person_id = gp.person_id
      WHERE m.id = ${members.recent} LIMIT 1 RETURNING id`.execute(db());
    await sql`INSERT INTO game_people (game_id, role, team_id, person_id, player_number, notify)
      SELECT ${played[0].id}, 'player', m.team_id, m.person_id, m.player_number, false FROM team_members m WHERE m.id = ${members.recent}`.execute(
      db(),
    );
    // The organisation masks people's emails: its admins read them masked, platform admins as they are.
    await sql`UPDATE orgs SET mask_people_email = true WHERE id = ${org.id}`.execute(db());
  });
  afterAll(() => server.close());

  it('lists who joined in the range and has played for the team since, with the game columns', async () => {
    const range = `?from=${localDate(withGame.joinedAt, org.timeZone)}&to=${localDate(withGame.firstGameAt, org.timeZone)}`;
    const res = await download(admin, org.id, range);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="new_team_members_with_game.csv"');
    const [header, ...rows] = await rowsOf(res);
    const tz = org.timeZone;
    expect(header).toEqual([
      'ID',
      'Team',
      'Leagues',
      'Person',
      'Email',
      'Role',
      'Player number',
      `Joined at (${tz})`,
      `First game at (${tz})`,
      'Games played',
    ]);
    expect(rows.map((r) => Number(r[0]))).toEqual([members.withGame]);
    const [row] = rows;
    expect(row[1]).toBe(withGame.team);
    expect(row[2]).not.toBe('');
    expect(row[3]).toBe(withGame.person);
    expect(row[4]).toBe(withGame.email);
    expect(row.slice(5, 7)).toEqual(['Player', String(withGame.number)]);
    expect(row[7]).toBe(localTime(withGame.joinedAt, tz));
    expect(row[8]).toBe(localTime(withGame.firstGameAt, tz));
    expect(row[9]).toBe(String(withGame.games));
    expect(idsOf(await rowsOf(await download(admin, org.id, range)))).not.toContain(members.noGame);
    expect(idsOf(await rowsOf(await download(admin, org.id, `?from=2000-01-01&to=2000-12-31`)))).toEqual([]);
  });

  it("leaves out a member whose games were all before they joined, and masks emails for the organisation's admins", async () => {
    const days = [withGame.joinedAt, lateJoinedAt].map((at) => localDate(at, org.timeZone)).sort();
    const [, ...rows] = await rowsOf(await download(orgAdmin, org.id, `?from=${days[0]}&to=${days[1]}`));
    expect(rows.map((r) => Number(r[0]))).toContain(members.withGame);
    expect(rows.map((r) => Number(r[0]))).not.toContain(members.lateJoiner);
    const own = rows.find((r) => Number(r[0]) === members.withGame)!;
    expect(own[4]).toBe(`${withGame.email[0]}***${withGame.email.slice(withGame.email.indexOf('@'))}`);
  });

  it("defaults to the last 7 days in the organisation's time zone", async () => {
    const rows = await rowsOf(await download(orgAdmin, org.id));
    expect(idsOf(rows)).toEqual([members.recent]);
    expect(rows[1][9]).toBe('1');
    // 'to' alone: the 7 days ending then (before the recent member joined); 'from' alone: from then to today.
    const daysAgo = (n: number) => localDate(new Date(Date.now() - n * DAY), org.timeZone);
    expect(idsOf(await rowsOf(await download(orgAdmin, org.id, `?to=${daysAgo(4)}`)))).toEqual([]);
    expect(idsOf(await rowsOf(await download(orgAdmin, org.id, `?from=${daysAgo(5)}`)))).toEqual([members.recent]);
  });

  it('answers 400 naming the parameter for a bad date or range', async () => {
    const bad = await download(orgAdmin, org.id, '?from=2026-02-30');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe("Parameter 'from' is not a real date (2026-02-30).");
    const text = await download(orgAdmin, org.id, '?to=yesterday');
    expect(((await text.json()) as { error: string }).error).toBe("Parameter 'to' must be a date yyyy-MM-dd.");
    const backwards = await download(orgAdmin, org.id, '?from=2026-03-02&to=2026-03-01');
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { error: string }).error).toMatch(/^Parameter 'from' \(2026-03-02\) must not be after 'to'/);
  });

  it('answers 404 for another organisation and for a role that may not read team members, 401 when signed out', async () => {
    expect((await download(orgAdmin, org.foreign)).status).toBe(404);
    expect((await download(venueAdmin, org.id)).status).toBe(404);
    expect((await download(orgAdmin, 999999)).status).toBe(404);
    expect((await download(null, org.id)).status).toBe(401);
  });
});
