/**
 * npm run bench:dashboard: seeds N games (scripts/benchSeed.ts, as bench:lists does) with rosters, users and
 * live streams, and prints p50/p95 of an organisation's Dashboard stats (Org.stats, src/server/features/dashboard/orgStats.ts)
 * over the last 30 and 365 days: the SQL alone and through HTTP GraphQL as the organisation's admin.
 * PostgreSQL at BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL (in a database readmin_bench_dashboard made and dropped
 * on that server; default N 1,000,000) or embedded PGlite (default N 100,000). BENCH_GAMES sets N,
 * BENCH_PLAYERS_PER_GAME the roster size (default 8), BENCH_ITERATIONS the runs (default 40), BENCH_EXPLAIN=1 prints
 * the plans, BENCH_KEEP=1 keeps the PostgreSQL database. Not a test: it prints figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { orgStatsBetween, orgStatsQuery } from '../src/server/features/dashboard/orgStats.ts';
import { GraphqlClient } from '../tests/support/graphqlClient.ts';
import { startTestServer } from '../tests/support/testServer.ts';
import { benchServerUrl, dropBenchDatabase, ms, openBenchDatabase, percentiles, seedBenchGames, time } from './benchSeed.ts';

const serverUrl = benchServerUrl();
const games = Number(process.env.BENCH_GAMES ?? (serverUrl ? 1_000_000 : 100_000));
const perGame = Number(process.env.BENCH_PLAYERS_PER_GAME ?? 8);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 40);
const ORG_ID = 1;
const files = mkdtempSync(join(tmpdir(), 'readmin-bench-'));

const database = await openBenchDatabase(serverUrl, files, 'readmin_bench_dashboard');
const db = database.db;
console.log(`database: ${serverUrl ? 'PostgreSQL' : 'PGlite'}; seeding ${games.toLocaleString('en')} games, ${perGame} players each…`);
const seedTime = await time(async () => {
  await seedBenchGames(db, games);
  // Each game's roster: perGame players among its organisation's people, so a person plays about 10 × perGame / 2 games.
  await sql`
    WITH n AS (SELECT org_id, count(*) AS n FROM people GROUP BY org_id),
         p AS (SELECT id, org_id, row_number() OVER (PARTITION BY org_id ORDER BY id) - 1 AS i FROM people)
    INSERT INTO game_people (game_id, person_id, role, team_id)
    SELECT g.id, p.id, 'player', CASE WHEN k % 2 = 0 THEN g.home_team_id ELSE g.away_team_id END
    FROM games g JOIN n ON n.org_id = g.org_id CROSS JOIN generate_series(0, ${perGame - 1}) AS k
    JOIN p ON p.org_id = g.org_id AND p.i = (g.id::bigint * ${perGame} + k * 7919) % n.n
    ON CONFLICT DO NOTHING`.execute(db);
  // A third of the people have a user; one user in seven unsubscribed from notifications.
  await sql`
    WITH u AS (
      INSERT INTO users (email, unsubscribed_notifications)
      SELECT 'bench' || id || '@example.org', id % 7 = 0 FROM people WHERE id % 3 = 0 AND user_id IS NULL
      RETURNING id, email)
    UPDATE people SET user_id = u.id FROM u WHERE u.email = 'bench' || people.id || '@example.org'`.execute(db);
  // One live stream per 20 games over the same three years, on the organisations' courts.
  await sql`
    WITH c AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS i, count(*) OVER () AS n FROM courts)
    INSERT INTO live_streams (name, court_id, start_at, finish_at, output_resolution, cancelled)
    SELECT 'Bench stream ' || s, c.id, t.start_at, t.start_at + interval '100 minutes', '720p', s % 25 = 0
    FROM generate_series(1, ${Math.round(games / 20)}) AS s
    JOIN c ON c.i = s % c.n
    CROSS JOIN LATERAL (SELECT now() - interval '3 years' + (s::float / ${Math.round(games / 20)}) * interval '1125 days' AS start_at) AS t`.execute(
    db,
  );
  await sql`VACUUM ANALYZE`.execute(db);
});
console.log(`seeded in ${(seedTime / 1000).toFixed(1)} s`);

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const ranges = { '30 days': { start: day(-29), end: day(0) }, '365 days': { start: day(-364), end: day(0) } };

const server = await startTestServer({ database });
const client = new GraphqlClient(server.url);
await client.login('orgadmin@example.com');
const STATS = `query($id: ID!, $dateRange: DateRangeInput!) { org(id: $id) { stats(dateRange: $dateRange, timeZone: "Australia/Sydney") {
  gamesCount activePlayersCount activeUsersCount activeUsersWithEmailCount liveStreamsCount liveStreamsDurationSec } } }`;
const ask = async (dateRange: { start: string; end: string }) => {
  const res = await client.request<{ org: { stats: Record<string, number> } | null }>(STATS, { id: String(ORG_ID), dateRange });
  if (res.errors || !res.data?.org) throw new Error(res.errors?.[0].message ?? 'the organisation admin cannot read organisation 1');
  return res.data.org.stats;
};

const line = (name: string, r: { p50: number; p95: number }) =>
  console.log(`${name.padEnd(40)} p50 ${ms(r.p50).padStart(9)}   p95 ${ms(r.p95).padStart(9)}`);
const counts = await sql<{ games: number; rosters: number; people: number; users: number; streams: number }>`
  SELECT (SELECT count(*) FROM games)::int AS games, (SELECT count(*) FROM game_people)::int AS rosters, (SELECT count(*) FROM people)::int AS people,
         (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM live_streams)::int AS streams`.execute(db);
const c = counts.rows[0];
console.log(
  `\n${serverUrl ? 'PostgreSQL' : 'PGlite'}: ${c.games.toLocaleString('en')} games, ${c.rosters.toLocaleString('en')} roster rows, ` +
    `${c.people.toLocaleString('en')} people, ${c.users.toLocaleString('en')} users, ${c.streams.toLocaleString('en')} live streams; ` +
    `organisation ${ORG_ID}, ${ITERATIONS} runs each`,
);
for (const [name, range] of Object.entries(ranges)) {
  console.log(`${name}: ${JSON.stringify(await ask(range))}`);
  const from = new Date(`${range.start}T00:00:00+10:00`);
  const to = new Date(Date.parse(`${range.end}T00:00:00+10:00`) + DAY);
  line(`stats, ${name}, SQL alone`, await percentiles(() => orgStatsBetween(db, ORG_ID, from, to), ITERATIONS));
  line(`stats, ${name}, HTTP GraphQL`, await percentiles(() => ask(range), ITERATIONS));
}
for (const [name, { start, end }] of process.env.BENCH_EXPLAIN ? Object.entries(ranges) : []) {
  const query = orgStatsQuery(ORG_ID, new Date(`${start}T00:00:00+10:00`), new Date(Date.parse(`${end}T00:00:00+10:00`) + DAY));
  const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN (ANALYZE, BUFFERS) ${query}`.execute(db);
  console.log(`\nplan, ${name}:\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
}

await server.close();
await database.close();
if (!process.env.BENCH_KEEP) await dropBenchDatabase(serverUrl, 'readmin_bench_dashboard');
rmSync(files, { recursive: true, force: true });
