import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { GraphqlClient, problemsOf, signedIn } from '../support/graphqlClient.ts';
import { startTestServer, TEST_DATABASES, type TestServer, viewersChanged } from '../support/testServer.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

interface Stats {
  gamesCount: number;
  activePlayersCount: number;
  activeUsersCount: number;
  activeUsersWithEmailCount: number;
  liveStreamsCount: number;
  liveStreamsDurationSec: number;
}
const STATS = `query($id: ID!, $dateRange: DateRangeInput!, $timeZone: String) {
  org(id: $id) { id stats(dateRange: $dateRange, timeZone: $timeZone) {
    gamesCount activePlayersCount activeUsersCount activeUsersWithEmailCount liveStreamsCount liveStreamsDurationSec } }
}`;
const MARCH = { start: '2026-03-01', end: '2026-03-31' };

/**
 * Spec 002 §2.10 / §7 'Org stats by date range': Org.stats over a fixture organisation of its own (Australia/Perth,
 * UTC+8 all year), so every figure is exact: a game just inside the range only in Perth, one outside it, another
 * organisation's game, a coach, a player with no user, a user with a blank address and one unsubscribed.
 */
describe.each(TEST_DATABASES)('Org.stats on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let orgId: string;

  const stats = (client: GraphqlClient, dateRange: Record<string, unknown>, timeZone?: string, id = orgId) =>
    client.request<{ org: { stats: Stats | null } | null }>(STATS, { id, dateRange, timeZone });

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, orgAdmin, venueAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)),
    );
    const db = server.database.db;
    const one = async (q: ReturnType<typeof sql<{ id: number }>>) => (await q.execute(db)).rows[0].id;
    const org = await one(sql`INSERT INTO orgs (name, time_zone) VALUES ('Stats Fixture Org', 'Australia/Perth') RETURNING id`);
    orgId = String(org);
    const preset = await one(sql`INSERT INTO ad_presets (name, org_id) VALUES ('Stats preset', ${org}) RETURNING id`);
    const league = (name: string, owner: number) =>
      one(sql`INSERT INTO leagues (name, org_id, sport, scoring_mode, ad_preset_id, period_type)
              VALUES (${name}, ${owner}, 'basketball', 'team_game_people_scoring_team', ${preset}, 'quarters') RETURNING id`);
    const [leagueA, leagueB] = [await league('Stats A', org), await league('Stats B', org)];
    const venue = (await sql<{ id: number }>`SELECT id FROM venues ORDER BY id LIMIT 1`.execute(db)).rows[0].id;
    const court = await one(sql`INSERT INTO courts (name, org_id, venue_id) VALUES ('Stats court', ${org}, ${venue}) RETURNING id`);
    const [home, away] = [
      await one(sql`INSERT INTO teams (name, org_id) VALUES ('Stats Home', ${org}) RETURNING id`),
      await one(sql`INSERT INTO teams (name, org_id) VALUES ('Stats Away', ${org}) RETURNING id`),
    ];
    const game = (leagueId: number, playedAt: string, owner = org) =>
      one(sql`INSERT INTO games (org_id, league_id, court_id, home_team_id, away_team_id, played_at)
              VALUES (${owner}, ${leagueId}, ${court}, ${home}, ${away}, ${playedAt}::timestamptz) RETURNING id`);
    // 1 March 00:30 in Perth is still 28 February in UTC; 1 April 00:30 in Perth is 31 March in UTC.
    const g1 = await game(leagueA, '2026-03-01T00:30:00+08:00');
    const g2 = await game(leagueB, '2026-03-15T19:00:00+08:00');
    const g3 = await game(leagueA, '2026-04-01T00:30:00+08:00');
    // A game of another organisation's league, in the range: not this organisation's, whatever its org column says.
    const foreignLeague = (await sql<{ id: number }>`SELECT id FROM leagues WHERE org_id <> ${org} ORDER BY id LIMIT 1`.execute(db)).rows[0].id;
    const g4 = await game(foreignLeague, '2026-03-10T19:00:00+08:00');

    const user = (email: string, unsubscribed = false) =>
      one(sql`INSERT INTO users (email, unsubscribed_notifications) VALUES (${email}, ${unsubscribed}) RETURNING id`);
    const u1 = await user('stats.one@example.org');
    const u2 = await user('stats.unsubscribed@example.org', true);
    const u3 = await user(''); // a legacy account with no address
    const u4 = await user('stats.four@example.org');
    const u5 = await user('stats.outside@example.org');
    const person = (name: string, userId: number | null) =>
      one(sql`INSERT INTO people (first_name, org_id, user_id) VALUES (${name}, ${org}, ${userId}) RETURNING id`);
    const p1 = await person('One', u1);
    const p2 = await person('Unsubscribed', u2);
    const p3 = await person('Blank', u3);
    const p4 = await person('No user', null);
    const p5 = await person('One again', u1); // a second person of the same user
    const p6 = await person('Outside', u5);
    const p7 = await person('Coach', u4);
    const p8 = await person('Four', u4);
    const roster = (gameId: number, personId: number, role = 'player') =>
      sql`INSERT INTO game_people (game_id, person_id, role, team_id) VALUES (${gameId}, ${personId}, ${role}, ${home})`.execute(db);
    for (const [g, p, role] of [
      [g1, p1],
      [g1, p2],
      [g1, p4],
      [g1, p7, 'coach'],
      [g2, p1],
      [g2, p3],
      [g2, p5],
      [g2, p8],
      [g3, p6],
      [g4, p6],
    ] as [number, number, string?][])
      await roster(g, p, role);

    const stream = (startAt: string, minutes: number, cancelled = false) =>
      sql`INSERT INTO live_streams (name, court_id, start_at, finish_at, output_resolution, cancelled)
          VALUES ('Stats stream', ${court}, ${startAt}::timestamptz, ${startAt}::timestamptz + make_interval(mins => ${minutes}), '720p', ${cancelled})`.execute(
        db,
      );
    await stream('2026-03-02T10:00:00+08:00', 90);
    await stream('2026-03-20T18:00:00+08:00', 60);
    await stream('2026-03-21T18:00:00+08:00', 60, true); // cancelled
    await stream('2026-04-02T18:00:00+08:00', 60); // after the range
    await stream('2026-03-25T18:00:00+08:00', -10); // finishes before it starts: counted, 0 seconds
  });
  afterAll(() => server.close());

  it("counts the organisation's games, players, users and live streams of the range, in its time zone", async () => {
    const res = await stats(admin, MARCH);
    expect(res.errors).toBeUndefined();
    expect(res.data!.org!.stats).toEqual({
      gamesCount: 2, // g1 and g2; g3 is in April, g4 another organisation's league
      activePlayersCount: 6, // p1, p2, p3, p4, p5, p8 (p7 coached, p6 played outside)
      activeUsersCount: 4, // u1 (two people), u2, u3, u4; p4 has no user
      activeUsersWithEmailCount: 2, // u1, u4: u2 unsubscribed, u3 has a blank address
      liveStreamsCount: 3, // not the cancelled one nor April's
      liveStreamsDurationSec: 5400 + 3600,
    } satisfies Stats);
  });

  it('reads the days in the time zone asked', async () => {
    // In UTC, March holds g2 and g3 (31 March 16:30 UTC), not g1 (28 February 16:30 UTC).
    const res = await stats(admin, MARCH, 'UTC');
    expect(res.data!.org!.stats).toMatchObject({ gamesCount: 2, activePlayersCount: 5, activeUsersCount: 4, activeUsersWithEmailCount: 3 });
    const oneDay = await stats(admin, { start: '2026-03-01', end: '2026-03-01' });
    expect(oneDay.data!.org!.stats).toMatchObject({ gamesCount: 1, activePlayersCount: 3, activeUsersCount: 2, activeUsersWithEmailCount: 1 });
  });

  it('counts a running live stream up to now', async () => {
    const court = (await sql<{ id: number }>`SELECT id FROM courts WHERE org_id = ${Number(orgId)}`.execute(server.database.db)).rows[0].id;
    await sql`INSERT INTO live_streams (name, court_id, start_at, finish_at, output_resolution)
      VALUES ('Running', ${court}, now() - interval '30 minutes', now() + interval '1 hour', '720p')`.execute(server.database.db);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const res = await stats(admin, { start: day(-1), end: day(1) }, 'UTC');
    const running = res.data!.org!.stats!;
    expect(running.liveStreamsCount).toBe(1);
    expect(running.liveStreamsDurationSec).toBeGreaterThanOrEqual(1800);
    expect(running.liveStreamsDurationSec).toBeLessThan(1800 + 120);
  });

  it("answers only those who may read the organisation: another organisation's admin gets null, a venue admin is refused", async () => {
    const foreign = await stats(orgAdmin, MARCH);
    expect(foreign.errors).toBeUndefined();
    expect(foreign.data!.org).toBeNull();
    const venue = await stats(venueAdmin, MARCH);
    expect(venue.errors![0].extensions!.code).toBe('FORBIDDEN');
    expect(venue.data?.org ?? null).toBeNull();
    // The organisation admin's own organisation answers.
    const own = (
      await sql<{
        org_id: number;
      }>`SELECT org_id FROM org_admins oa JOIN users u ON u.id = oa.user_id WHERE u.email = ${DEMO_USERS.orgAdmin}`.execute(server.database.db)
    ).rows[0].org_id;
    const res = await stats(orgAdmin, MARCH, undefined, String(own));
    expect(res.errors).toBeUndefined();
    expect(res.data!.org!.stats!.gamesCount).toEqual(expect.any(Number));
    // Made an admin of the fixture organisation too, they read its figures.
    await sql`INSERT INTO org_admins (org_id, user_id) SELECT ${Number(orgId)}, id FROM users WHERE email = ${DEMO_USERS.orgAdmin}`.execute(
      server.database.db,
    );
    viewersChanged(server);
    expect((await stats(orgAdmin, MARCH)).data!.org!.stats!.gamesCount).toBe(2);
    // Anonymous: refused.
    const anonymous = new GraphqlClient(server.url);
    await anonymous.loadPage();
    expect((await stats(anonymous, MARCH)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a missing, reversed or over-long range and an unknown time zone, naming the problem', async () => {
    const refused = async (dateRange: Record<string, unknown>, timeZone?: string) => {
      const res = await stats(admin, dateRange, timeZone);
      expect(res.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      return problemsOf(res).map((p) => p.message);
    };
    expect(await refused({ start: '2026-03-01' })).toEqual(['dateRange.end is required']);
    expect(await refused({ start: '2026-03-31', end: '2026-03-01' })).toEqual([
      'Choose an end date on or after the start date: 2026-03-01 is before 2026-03-31.',
    ]);
    expect(await refused({ start: '2025-01-01', end: '2026-01-02' })).toEqual(['Choose a range of at most 366 days; this one covers 367 days.']);
    expect(await refused({ start: '2024-01-01', end: '2026-12-01' })).toEqual(['Choose a range of at most 366 days; this one covers 1,066 days.']);
    expect(await refused({ start: '2026-02-30', end: '2026-03-01' })).toEqual(['dateRange.start is not a real date (2026-02-30)']);
    expect(await refused(MARCH, 'Mars/Olympus')).toEqual(["timeZone 'Mars/Olympus' is not a known time zone"]);
    // A whole leap year is accepted.
    expect((await stats(admin, { start: '2024-01-01', end: '2024-12-31' })).errors).toBeUndefined();
  });

  it('answers All time without a range: every game up to the end of today, none scheduled later', async () => {
    const [{ league_id, court_id, home_team_id, away_team_id }] = (
      await sql<Record<string, number>>`SELECT league_id, court_id, home_team_id, away_team_id FROM games WHERE org_id = ${orgId} LIMIT 1`.execute(
        server.database.db,
      )
    ).rows;
    await sql`INSERT INTO games (org_id, league_id, court_id, home_team_id, away_team_id, played_at)
              VALUES (${orgId}, ${league_id}, ${court_id}, ${home_team_id}, ${away_team_id}, '2099-01-01T10:00:00Z')`.execute(server.database.db);
    const ALL_TIME = `query($id: ID!) { org(id: $id) { stats { gamesCount activePlayersCount } } }`;
    const res = await orgAdmin.request<{ org: { stats: Pick<Stats, 'gamesCount' | 'activePlayersCount'> } }>(ALL_TIME, { id: orgId });
    expect(res.errors).toBeUndefined();
    // The three games of March and April 2026 (the fixture's), not another organisation's, not the one in 2099.
    expect(res.data!.org.stats.gamesCount).toBe(3);
    const explicitNull = await orgAdmin.request<{ org: { stats: Stats } }>(STATS.replace('DateRangeInput!', 'DateRangeInput'), {
      id: orgId,
      dateRange: null,
    });
    expect(explicitNull.data!.org.stats.gamesCount).toBe(3);
  });
});
