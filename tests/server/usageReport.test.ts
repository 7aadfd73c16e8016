import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { orgAdPreset } from '../support/adPresets.ts';
import { registry, startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { computeUsageReport, recomputeOrgMonth, usageFigures, zonedMonth } from '../../src/server/features/usageReport/computeUsageReport.ts';
import { USAGE_REPORT_QUEUE } from '../../src/server/features/usageReport/usageReportJob.ts';
import { USAGE_REPORT_RECOMPUTE_ISSUED } from '../../src/server/features/usageReport/handlers/usageReportRecompute.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const RECOMPUTE = `mutation($org: ID) { usageReportRecompute(input: { orgId: $org }) { message } }`;
const ZONE = 'Australia/Perth'; // UTC+8 all year: a game at 17:00 UTC on the last day of a month is played the next month.
const MONTH = '2031-03';

type Entry = {
  id: number;
  league_id: number | null;
  month: string;
  games_count: number;
  recorded_games_count: number;
  recorded_seconds: number;
  live_streams_count: number;
  live_streams_seconds: number;
  active_players_count: number;
  team_ids: number[];
};

/** The usage report: one league's figures a month, computed from games, recordings, live streams and rosters. */
describe.each(TEST_DATABASES)('usage report on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let orgId: number;
  let leagueA: number;
  let leagueB: number;
  let court: number;
  let teams: Record<string, number>;
  let gameB: number;
  const db = () => server.database.db;
  const actor = { userId: null, via: 'job' };

  const entries = async (month = `${MONTH}-01`) =>
    (
      await sql<Entry>`SELECT id, league_id, to_char(month, 'YYYY-MM-DD') AS month, games_count, recorded_games_count, recorded_seconds,
        live_streams_count, live_streams_seconds, active_players_count, team_ids
        FROM usage_report_entries WHERE org_id = ${orgId} AND month = ${month}::date ORDER BY league_id`.execute(db())
    ).rows;
  const versions = async () =>
    (
      await sql<{ event: string; item_id: number; whodunnit_id: number | null; via: string }>`
        SELECT event, item_id, whodunnit_id, via FROM paper_trail_versions WHERE item_type = 'UsageReportEntry' ORDER BY id`.execute(db())
    ).rows;
  const insertGame = async (league: number, home: string, away: string, playedAt: string, completedAt: string | null) =>
    (
      await db()
        .insertInto('games')
        .values({
          org_id: orgId,
          league_id: league,
          court_id: court,
          home_team_id: teams[home],
          away_team_id: teams[away],
          played_at: playedAt,
          completed_at: completedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id as number;
  const jobStates = async () =>
    (await sql<{ state: string }>`SELECT state FROM pgboss.job WHERE name = ${USAGE_REPORT_QUEUE}`.execute(db())).rows.map((r) => r.state);

  beforeAll(async () => {
    server = await startTestServer({ kind, exports: true });
    [admin, orgAdmin] = await Promise.all([DEMO_USERS.admin, DEMO_USERS.orgAdmin].map((u) => signedIn(server.url, u)));
    const org = await db().insertInto('orgs').values({ name: 'Usage Test Association', time_zone: ZONE }).returning('id').executeTakeFirstOrThrow();
    orgId = org.id as number;
    const [a, b] = await db()
      .insertInto('leagues')
      .values(
        ['Usage A', 'Usage B'].map((name) => ({
          name,
          org_id: orgId,
          ad_preset_id: orgAdPreset(1),
          sport: 'basketball',
          scoring_mode: 'team_no_game_people',
          period_type: 'quarters',
        })),
      )
      .returning('id')
      .execute();
    [leagueA, leagueB] = [a.id as number, b.id as number];
    const venue = await db().selectFrom('venues').select('id').orderBy('id').executeTakeFirstOrThrow();
    court = (
      await db()
        .insertInto('courts')
        .values({ name: 'Usage Court', org_id: orgId, venue_id: venue.id as number, surface_ids: [] })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id as number;
    teams = {};
    for (const [name, league] of [
      ['A1', leagueA],
      ['A2', leagueA],
      ['A3', leagueA],
      ['B1', leagueB],
      ['B2', leagueB],
    ] as const)
      teams[name] = (
        await db()
          .insertInto('teams')
          .values({ name, org_id: orgId, league_ids: [league] })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
    const people: number[] = [];
    for (const first of ['P1', 'P2', 'P3', 'P4'])
      people.push(
        (await db().insertInto('people').values({ first_name: first, org_id: orgId }).returning('id').executeTakeFirstOrThrow()).id as number,
      );
    const [p1, p2, p3, p4] = people;

    // League A: g1 on 1 March in Perth (28 February in UTC), recorded for its whole hour.
    const g1 = await insertGame(leagueA, 'A1', 'A2', '2031-02-28T17:00:00Z', '2031-02-28T18:00:00Z');
    // g2: two overlapping recordings cover 10:30-11:15 of its 10:00-11:30 (2,700 s); a live stream, and a cancelled one.
    const g2 = await insertGame(leagueA, 'A1', 'A3', '2031-03-10T10:00:00Z', '2031-03-10T11:30:00Z');
    // g3: played, not recorded (its court's recording is still in progress, so it cannot be cut from).
    await insertGame(leagueA, 'A2', 'A3', '2031-03-20T10:00:00Z', '2031-03-20T11:00:00Z');
    // g4: 1 April in Perth (31 March in UTC), outside the month, recorded.
    const g4 = await insertGame(leagueA, 'A1', 'A2', '2031-03-31T17:00:00Z', '2031-03-31T18:00:00Z');
    // League B: one game, not recorded, live streamed.
    gameB = await insertGame(leagueB, 'B1', 'B2', '2031-03-15T10:00:00Z', '2031-03-15T11:00:00Z');
    await db()
      .insertInto('recordings')
      .values([
        { court_id: court, started_at: '2031-02-28T16:30:00Z', finished_at: '2031-02-28T18:30:00Z', state: 'uploaded' },
        { court_id: court, started_at: '2031-03-10T10:30:00Z', finished_at: '2031-03-10T11:00:00Z', state: 'archived' },
        { court_id: court, started_at: '2031-03-10T10:45:00Z', finished_at: '2031-03-10T11:15:00Z', state: 'uploaded' },
        { court_id: court, started_at: '2031-03-20T09:00:00Z', finished_at: null, state: 'recording' },
        { court_id: court, started_at: '2031-03-31T16:30:00Z', finished_at: '2031-03-31T18:30:00Z', state: 'uploaded' },
      ])
      .execute();
    const stream = { court_id: court, output_resolution: '1080p' };
    await db()
      .insertInto('live_streams')
      .values([
        { ...stream, name: 'A live', start_at: '2031-03-10T09:45:00Z', finish_at: '2031-03-10T11:45:00Z' },
        { ...stream, name: 'A cancelled', start_at: '2031-03-10T10:00:00Z', finish_at: '2031-03-10T11:00:00Z', cancelled: true },
        { ...stream, name: 'B live', start_at: '2031-03-15T10:00:00Z', finish_at: '2031-03-15T11:00:00Z' },
      ])
      .execute();
    await db()
      .insertInto('game_people')
      .values([
        { game_id: g1, person_id: p1, role: 'player', team_id: teams.A1 },
        { game_id: g1, person_id: p2, role: 'player', team_id: teams.A2 },
        { game_id: g1, person_id: p3, role: 'coach', team_id: teams.A2 },
        { game_id: g2, person_id: p1, role: 'player', team_id: teams.A1 },
        { game_id: g2, person_id: p4, role: 'player', team_id: teams.A3 },
        { game_id: g4, person_id: p3, role: 'player', team_id: teams.A1 },
        { game_id: gameB, person_id: p2, role: 'player', team_id: teams.B1 },
      ])
      .execute();
  });
  afterAll(() => server.close());

  const expectedA = () => ({
    league_id: leagueA,
    month: '2031-03-01',
    games_count: 3,
    recorded_games_count: 2,
    recorded_seconds: 3600 + 2700,
    live_streams_count: 1,
    live_streams_seconds: 5400, // the stream's 09:45-11:45 counts only while g2 (10:00-11:30) is played
    active_players_count: 3,
    team_ids: [teams.A1, teams.A2, teams.A3].sort((x, y) => x - y),
  });
  const expectedB = () => ({
    league_id: leagueB,
    month: '2031-03-01',
    games_count: 1,
    recorded_games_count: 0,
    recorded_seconds: 0,
    live_streams_count: 1,
    live_streams_seconds: 3600,
    active_players_count: 1,
    team_ids: [teams.B1, teams.B2].sort((x, y) => x - y),
  });

  it("computes each league's figures of the month in the organisation's time zone", async () => {
    const figures = await usageFigures(db(), orgId, MONTH);
    expect(figures.map((f) => f.league_id)).toEqual([leagueA, leagueB]);
    const changes = await recomputeOrgMonth(db(), registry, orgId, MONTH, actor);
    expect(changes).toEqual({ created: 2, updated: 0, removed: 0 });
    expect((await entries()).map(({ id: _, ...e }) => e)).toEqual([expectedA(), expectedB()]);
    // The game of 1 April (Perth) is April's.
    expect(await recomputeOrgMonth(db(), registry, orgId, '2031-04', actor)).toEqual({ created: 1, updated: 0, removed: 0 });
    const april = await entries('2031-04-01');
    expect(april.map((e) => [e.league_id, e.games_count, e.recorded_games_count, e.recorded_seconds, e.active_players_count])).toEqual([
      [leagueA, 1, 1, 3600, 1],
    ]);
    expect((await versions()).filter((v) => v.event === 'create')).toHaveLength(3);
    expect((await versions()).every((v) => v.via === 'job' && v.whodunnit_id === null)).toBe(true);
  });

  it('changes nothing when run again: the same rows, no duplicates, nothing audited', async () => {
    const before = await entries();
    const audited = (await versions()).length;
    const changes = await computeUsageReport(db(), registry, { orgId, months: [MONTH], actor });
    expect(changes).toEqual({ created: 0, updated: 0, removed: 0 });
    expect(await entries()).toEqual(before);
    expect((await versions()).length).toBe(audited);
  });

  it('updates a changed figure, and removes the row of a league that lost its games', async () => {
    const [rowA, rowB] = await entries();
    // A seeded-style row of a league without games this month goes too.
    await db().updateTable('usage_report_entries').set({ games_count: 99 }).where('id', '=', rowA.id).execute();
    await db().deleteFrom('game_people').where('game_id', '=', gameB).execute();
    await db().deleteFrom('games').where('id', '=', gameB).execute();
    const changes = await recomputeOrgMonth(db(), registry, orgId, MONTH, actor);
    expect(changes).toEqual({ created: 0, updated: 1, removed: 1 });
    const after = await entries();
    expect(after).toEqual([{ ...expectedA(), id: rowA.id }]);
    const audited = (await versions()).slice(-2);
    expect(audited.map((v) => [v.event, v.item_id])).toEqual([
      ['update', rowA.id],
      ['destroy', rowB.id],
    ]);
  });

  it('refuses Recompute to organisation admins, and queues nothing', async () => {
    const before = (await jobStates()).length;
    const refused = await orgAdmin.request(RECOMPUTE, { org: String(orgId) });
    expect(refused.errors?.[0]).toMatchObject({ message: 'You may not run usageReportRecompute.', extensions: { code: 'FORBIDDEN' } });
    expect((await jobStates()).length).toBe(before);
  });

  it("queues a recompute for a platform admin; the job writes the organisation's current month, audited as theirs", async () => {
    const playedAt = new Date(Date.now() - 60_000);
    await insertGame(leagueB, 'B1', 'B2', playedAt.toISOString(), new Date(playedAt.getTime() + 30_000).toISOString());
    const month = `${zonedMonth(playedAt, ZONE)}-01`;
    const answer = await admin.request<{ usageReportRecompute: { message: string } }>(RECOMPUTE, { org: String(orgId) });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.usageReportRecompute.message).toBe(USAGE_REPORT_RECOMPUTE_ISSUED);
    await expect
      .poll(async () => (await entries(month)).map((e) => [e.league_id, e.games_count]), { timeout: 60_000, interval: 50 })
      .toEqual([[leagueB, 1]]);
    const adminId = (await db().selectFrom('users').select('id').where('email', '=', DEMO_USERS.admin).executeTakeFirstOrThrow()).id;
    const [entry] = await entries(month);
    expect((await versions()).find((v) => v.item_id === entry.id)).toMatchObject({ event: 'create', whodunnit_id: adminId, via: 'job' });
  });

  it('recomputes every organisation from the platform list (no organisation given)', async () => {
    const completed = async () => (await jobStates()).filter((s) => s === 'completed').length;
    const before = await completed();
    // The demo's games were played in September and October 2026: a game of every other organisation played two
    // hours ago keeps the months checked below from being empty, whatever the date.
    await sql`INSERT INTO games (org_id, league_id, court_id, home_team_id, away_team_id, played_at, completed_at)
      SELECT DISTINCT ON (org_id) org_id, league_id, court_id, home_team_id, away_team_id, now() - interval '2 hours', now() - interval '30 minutes'
      FROM games WHERE org_id <> ${orgId} ORDER BY org_id, id`.execute(db());
    const answer = await admin.request<{ usageReportRecompute: { message: string } }>(RECOMPUTE, {});
    expect(answer.data?.usageReportRecompute.message).toBe(USAGE_REPORT_RECOMPUTE_ISSUED);
    await expect.poll(completed, { timeout: 60_000, interval: 50 }).toBe(before + 1);
    // Every organisation's current and previous month hold one row a league that played, as computed now
    // (the seeded organisations' courts include a live stream left on for years: it must not overflow the seconds).
    const orgs = (await db().selectFrom('orgs').select(['id', 'time_zone']).orderBy('id').execute()) as { id: number; time_zone: string }[];
    let rowsSeen = 0;
    for (const org of orgs)
      for (const offset of [-1, 0]) {
        const month = zonedMonth(new Date(), org.time_zone, offset);
        const stored = await db()
          .selectFrom('usage_report_entries')
          .selectAll()
          .where('org_id', '=', org.id)
          .where('month', '=', `${month}-01`)
          .orderBy('league_id')
          .execute();
        const figures = await usageFigures(db(), org.id, month);
        expect(stored.map((r) => ({ ...r, team_ids: (r.team_ids as number[]).map(Number) }))).toMatchObject(figures);
        expect(stored).toHaveLength(figures.length);
        rowsSeen += stored.length;
      }
    expect(rowsSeen).toBeGreaterThan(1);
  });
});
