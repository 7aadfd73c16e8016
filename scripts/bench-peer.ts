/**
 * npm run bench:peer: this server side by side with PostGraphile 4.14 (and postgraphile-plugin-connection-filter)
 * over one PostgreSQL database of N games (BENCH_ROWS, default 1,000,000). For each case of bench-lists (a
 * games list, the same with its total, a small league's games over three years and over any date, a page after row
 * 100,000, one game by id, an 8-character people search) it checks that
 * both return the same rows, then times BENCH_ITERATIONS (60) alternating runs of each, and of this server's
 * list SQL alone (Kysely, no HTTP), and prints p50/p95 and the ratios as a Markdown table. A last case,
 * `{ __typename }`, times each server's HTTP and GraphQL layers with no database work. Both servers run with
 * NODE_ENV=production, as they would be deployed, and both are asked by the same client code with the same headers
 * (peerServers.ts graphqlAsker). BENCH_CASES=detail,typename runs only the cases whose names hold one of the words.
 *
 * PostGraphile lives in its own npm project, scripts/peer/ (it needs graphql 15, this project graphql 16), and
 * runs in a child process (scripts/peer/postgraphile.mjs); the script installs it there when it is missing. This
 * server runs in a child process of its own as well (scripts/peer/readmin.ts), so neither shares the client's event loop.
 * PostgreSQL from BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test);
 * the benchmark makes its own database readmin_peer_bench on that server and drops it at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { loadViewer } from '../src/server/auth/viewer.ts';
import { accessFor } from '../src/server/access/ownership.ts';
import { countRows, listRows, recordRow } from '../src/server/records/listQuery.ts';
import type { ReferenceJoin } from '../src/server/records/referenceJoins.ts';
import { registry } from '../tests/support/testServer.ts';
import {
  ALL_GAMES,
  GAME_DETAIL,
  GAME_LIST,
  GAME_LIST_WITH_TOTAL,
  PEOPLE_SEARCH,
  SEARCH_LONG,
  allGamesCursorAt,
  gameListCase,
  type GameDetail,
  type GameRows,
  type GameTotal,
} from './benchCases.ts';
import {
  alternatingSamples,
  processCpuMs,
  benchDatabaseUrl,
  benchServerUrl,
  dropBenchDatabase,
  ms,
  openBenchDatabase,
  seedBenchGames,
  time,
} from './benchSeed.ts';
import { ratioInterval, summarise, type Percentiles } from './benchStats.ts';
import {
  PEER_ALL_GAMES,
  PEER_GAME_CURSOR_AT,
  PEER_GAME_DETAIL,
  PEER_GAME_LIST,
  PEER_GAME_LIST_ANY_DATE,
  PEER_GAME_LIST_WITH_TOTAL,
  PEER_PEOPLE_SEARCH,
  type PeerConnection,
} from './peerQueries.ts';
import { installPeer, startOurs, startPeer } from './peerServers.ts';

const serverUrl = benchServerUrl() ?? 'postgres://postgres@127.0.0.1:5432/test';
const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 60);

installPeer();

const files = mkdtempSync(join(tmpdir(), 'readmin-peer-bench-'));
const database = await openBenchDatabase(serverUrl, files, 'readmin_peer_bench');
const db = database.db;
console.log(`PostgreSQL ${new URL(serverUrl).host}, database readmin_peer_bench; seeding ${rows.toLocaleString('en')} games…`);
/** Every this many games of organisation 1's first league move to a small league of its own. */
const SMALL_LEAGUE_EVERY = 997;

/**
 * A league of organisation 1 (a copy of its first) with every SMALL_LEAGUE_EVERY-th game of that league: a few
 * hundredths of a percent of the games, spread over the seeded three years. Its page shows how each server
 * plans a list whose filter matches few rows of a wide date range. Returns its id and how many games it has.
 */
const addSmallLeague = async (): Promise<{ id: number; games: number }> => {
  const first = (await db.selectFrom('leagues').select('id').where('org_id', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id as number;
  const { id } = (
    await sql<{ id: number }>`INSERT INTO leagues SELECT (jsonb_populate_record(NULL::leagues, to_jsonb(l) - 'id'
      || jsonb_build_object('id', (SELECT max(id) + 1 FROM leagues), 'name', 'Masters Over 45'))).*
      FROM leagues AS l WHERE l.id = ${first} RETURNING id`.execute(db)
  ).rows[0];
  const moved = await sql`UPDATE games SET league_id = ${id} WHERE league_id = ${first} AND id % ${SMALL_LEAGUE_EVERY} = 0`.execute(db);
  return { id, games: Number(moved.numAffectedRows) };
};

let smallLeague = { id: 0, games: 0 };
const seedTime = await time(async () => {
  await seedBenchGames(db, rows);
  smallLeague = await addSmallLeague();
  await sql`ANALYZE`.execute(db);
});
console.log(`seeded in ${(seedTime / 1000).toFixed(1)} s`);

const benchUrl = benchDatabaseUrl(serverUrl, 'readmin_peer_bench');
const peer = await startPeer(benchUrl);
const bench = await startOurs(benchUrl);
// Each server asked with the same client and headers (peerServers.ts graphqlAsker), as the organisation admin or,
// for Load More over every organisation's games, the platform admin.
const [askOurs, askOursAsPlatformAdmin] = [bench.as(bench.orgAdmin), bench.as(bench.platformAdmin)];
const [askPeer, askPeerAsPlatformAdmin] = [peer.as(bench.orgAdmin), peer.as(bench.platformAdmin)];
const game = await gameListCase(db);
const peerList = { league: game.league, from: game.from, to: game.to };
// The small league's games over the whole seeded period (three years and the month ahead).
const smallGame = await gameListCase(db, { league: smallLeague.id, days: 1125 });
const peerSmallList = { league: smallGame.league, from: smallGame.from, to: smallGame.to };
const { dateRange: _allDates, ...anyDateBar } = smallGame.filterBar;
// Row 100,000, or half way down a smaller seeding.
const totalGames = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM games`.execute(db)).rows[0].n;
const DEEP = Math.min(100_000, Math.floor(totalGames / 2));
const ourCursor = await allGamesCursorAt(db, DEEP);
const peerCursor = (await askPeer<{ allGames: PeerConnection }>(PEER_GAME_CURSOR_AT, { offset: DEEP - 1 })).allGames.edges[0].cursor;

// This server's own SQL for each case (listRows, countRows): the floor under HTTP, session, access checks and GraphQL.
const viewerOf = async (email: string) => {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return (await loadViewer(db, registry, user.id))!;
};
const orgAdmin = await viewerOf('orgadmin@example.com');
const platformAdmin = await viewerOf('admin@example.com');
const { Game, Person } = registry.types;
const orgGames = accessFor(orgAdmin, Game, 'read');
const listArgs = { orgId: '1', filterBar: game.filterBar, limit: 10 };
// The detail case's game: the first row of the games list.
const detailId = (await listRows(db, registry, Game, orgGames, listArgs))[0].row.id as number;
const detailJoins: ReferenceJoin[] = ['court', 'league', 'homeTeam', 'awayTeam'].map((name) => {
  const field = Game.fields.find((f) => f.name === name)!;
  const target = registry.types[field.typename!];
  return { field, target, namesOnly: true, access: accessFor(orgAdmin, target, 'read') };
});

type Case = {
  name: string;
  ours: () => Promise<string[]>;
  peer: () => Promise<string[]>;
  sqlAlone: () => Promise<unknown>;
  /** What the case returns besides rows, printed with the check (totals). */
  note?: () => Promise<string>;
};
const ids = (connection: PeerConnection) => connection.edges.map((e) => String(e.node.id));
const ourIds = (data: GameRows) => data.readminObjects.map((r) => r.id);

const allCases: Case[] = [
  {
    name: 'games list: league + date range + completed + newest, 10 rows',
    ours: async () => ourIds(await askOurs<GameRows>(GAME_LIST, { bar: game.filterBar })),
    peer: async () => ids((await askPeer<{ allGames: PeerConnection }>(PEER_GAME_LIST, peerList)).allGames),
    sqlAlone: () => listRows(db, registry, Game, orgGames, listArgs),
  },
  {
    name: 'the same with its total',
    ours: async () => ourIds(await askOurs<GameRows>(GAME_LIST_WITH_TOTAL, { bar: game.filterBar })),
    peer: async () => ids((await askPeer<{ allGames: PeerConnection }>(PEER_GAME_LIST_WITH_TOTAL, peerList)).allGames),
    sqlAlone: async () => {
      await listRows(db, registry, Game, orgGames, listArgs);
      await countRows(db, registry, Game, orgGames, listArgs);
    },
    note: async () => {
      const ours = (await askOurs<GameTotal>(GAME_LIST_WITH_TOTAL, { bar: game.filterBar })).readminObjectsTotal;
      const theirs = (await askPeer<{ allGames: PeerConnection }>(PEER_GAME_LIST_WITH_TOTAL, peerList)).allGames.totalCount;
      if (!ours.approximate && ours.value !== theirs) throw new Error(`totals differ: this server ${ours.value}, PostGraphile ${theirs}`);
      return `total: this server ${ours.approximate ? 'about ' : ''}${ours.value.toLocaleString('en')} (${ours.approximate ? "the planner's estimate" : 'exact'}), PostGraphile ${theirs!.toLocaleString('en')} (exact count)`;
    },
  },
  {
    name: `games list of a small league (${smallLeague.games} games in three years): the same filters over the three years`,
    ours: async () => ourIds(await askOurs<GameRows>(GAME_LIST, { bar: smallGame.filterBar })),
    peer: async () => ids((await askPeer<{ allGames: PeerConnection }>(PEER_GAME_LIST, peerSmallList)).allGames),
    sqlAlone: () => listRows(db, registry, Game, orgGames, { orgId: '1', filterBar: smallGame.filterBar, limit: 10 }),
  },
  {
    name: 'the small league again, without the date range',
    ours: async () => ourIds(await askOurs<GameRows>(GAME_LIST, { bar: anyDateBar })),
    peer: async () => ids((await askPeer<{ allGames: PeerConnection }>(PEER_GAME_LIST_ANY_DATE, { league: smallLeague.id })).allGames),
    sqlAlone: () => listRows(db, registry, Game, orgGames, { orgId: '1', filterBar: anyDateBar, limit: 10 }),
  },
  {
    name: `Load More after row ${DEEP.toLocaleString('en')} (every game, newest)`,
    ours: async () => ourIds(await askOursAsPlatformAdmin<GameRows>(ALL_GAMES, { after: ourCursor })),
    peer: async () => ids((await askPeerAsPlatformAdmin<{ allGames: PeerConnection }>(PEER_ALL_GAMES, { after: peerCursor })).allGames),
    // PostGraphile pages by keyset on the order's values when the order is unique (it ends with the id), as this server does.
    note: async () =>
      `PostGraphile's cursor ${Buffer.from(peerCursor, 'base64').toString('utf8')}, this server's ${Buffer.from(ourCursor, 'base64url').toString('utf8')}`,
    sqlAlone: () =>
      listRows(db, registry, Game, accessFor(platformAdmin, Game, 'read'), { filterBar: { orderOption: 'newest' }, limit: 10, after: ourCursor }),
  },
  {
    name: 'game detail: one game by id with its 4 references',
    ours: async () => {
      const { readminObject } = await askOurs<GameDetail>(GAME_DETAIL, { id: String(detailId) });
      return readminObject ? [readminObject.id] : [];
    },
    peer: async () => {
      const { gameById } = await askPeer<{ gameById: { id: number } | null }>(PEER_GAME_DETAIL, { id: detailId });
      return gameById ? [String(gameById.id)] : [];
    },
    // The record's statement as readminObject runs it for this answer: no computed field, the four names joined.
    sqlAlone: () => recordRow(db, registry, Game, orgGames, detailId, { computed: [], joins: detailJoins }),
  },
  {
    name: `people search, ${SEARCH_LONG.length} characters ('${SEARCH_LONG}')`,
    ours: async () => ourIds(await askOurs<GameRows>(PEOPLE_SEARCH, { term: SEARCH_LONG })),
    peer: async () => ids((await askPeer<{ allPeople: PeerConnection }>(PEER_PEOPLE_SEARCH, { term: SEARCH_LONG, orgId: 1 })).allPeople),
    sqlAlone: () => listRows(db, registry, Person, accessFor(orgAdmin, Person, 'read'), { filterBar: { searchTerm: SEARCH_LONG }, limit: 10 }),
  },
  {
    // What each server's HTTP and GraphQL layers cost on their own: the gap left on the cases above, where both
    // run one statement, is mostly this one's.
    name: 'the request alone: `{ __typename }`, no database work (SQL alone: `SELECT 1`)',
    ours: async () => [(await askOurs<{ __typename: string }>('{ __typename }')).__typename],
    peer: async () => [(await askPeer<{ __typename: string }>('{ __typename }')).__typename],
    sqlAlone: () => sql`SELECT 1`.execute(db),
  },
];
// BENCH_CASES=detail,typename runs only the cases whose names hold one of the words (a quicker look at one case).
const wanted = process.env.BENCH_CASES?.split(',').map((w) => w.trim().toLowerCase());
const cases = wanted ? allCases.filter((c) => wanted.some((w) => c.name.toLowerCase().includes(w))) : allCases;
if (!cases.length) throw new Error(`BENCH_CASES=${process.env.BENCH_CASES} names none of the cases`);

// Same rows, or the figures would compare different work.
for (const c of cases) {
  const [ours, theirs] = [await c.ours(), await c.peer()];
  if (ours.length === 0 || ours.join() !== theirs.join())
    throw new Error(`${c.name}: the servers return different rows\n  this server:  ${ours.join(', ')}\n  PostGraphile: ${theirs.join(', ')}`);
  console.log(`same rows: ${c.name} (${ours.length} rows, ids ${ours[0]}…${ours.at(-1)})${c.note ? `; ${await c.note()}` : ''}`);
}

// Both servers run every case WARM_UP times first: V8 compiles a server's hot code in threads of its own over its
// first few hundred requests, and that CPU time belongs to neither server's steady state.
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 300);
for (let i = 0; i < WARM_UP; i++) for (const c of cases) await Promise.all([c.ours(), c.peer()]);

// Other work on the machine moves every figure: the load average says how busy it was.
const load = () => loadavg()[0].toFixed(1);
const loadBefore = load();
/** Each server's CPU time so far (ms), or null off Linux. */
const serversCpu = () => [processCpuMs(bench.pid), processCpuMs(peer.pid)];
type Interval = { low: number; high: number };
const results: {
  name: string;
  ours: Percentiles;
  peer: Percentiles;
  sqlAlone: Percentiles;
  cpu: (number | null)[];
  /** The 95% intervals of the p50 and p95 ratios (benchStats.ts ratioInterval). */
  sure: { p50: Interval; p95: Interval };
}[] = [];
for (const c of cases) {
  const cpuBefore = serversCpu();
  const [ours, peerTimes, sqlAlone] = await alternatingSamples([c.ours, c.peer, c.sqlAlone], ITERATIONS);
  // Per request: alternatingSamples sends each ITERATIONS times after 5 to warm up.
  const cpu = serversCpu().map((after, i) => (after === null || cpuBefore[i] === null ? null : (after - cpuBefore[i]!) / (ITERATIONS + 5)));
  const sure = { p50: ratioInterval(ours, peerTimes, 0.5), p95: ratioInterval(ours, peerTimes, 0.95) };
  results.push({ name: c.name, ours: summarise(ours), peer: summarise(peerTimes), sqlAlone: summarise(sqlAlone), cpu, sure });
}

const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
/** A ratio with its 95% interval: `1.02× (0.97–1.06)`. */
const sureRatio = (a: number, b: number, { low, high }: Interval) => `${ratio(a, b)} (${low.toFixed(2)}–${high.toFixed(2)})`;
console.log(
  `\nPostgreSQL, ${rows.toLocaleString('en')} games, ${Math.round(rows / 10).toLocaleString('en')} people; ${ITERATIONS} alternating runs each over HTTP GraphQL; ratio = this server / PostGraphile (above 1 = this server slower); load average ${loadBefore} before the runs, ${load()} after, on ${availableParallelism()} cores\n`,
);
console.log(
  '| case | this server p50 / p95 | PostGraphile p50 / p95 | ratio p50 / p95 (95% interval) | SQL alone p50 | server CPU a request: this / PostGraphile |',
);
console.log('|---|---|---|---|---|---|');
const cpuMs = (n: number | null) => (n === null ? 'n/a' : `${n.toFixed(2)} ms`);
for (const r of results) {
  const slower = r.ours.p50 > r.peer.p50 || r.ours.p95 > r.peer.p95 ? ' **slower**' : '';
  const [ourCpu, peerCpu] = r.cpu;
  const cpu = `${cpuMs(ourCpu)} / ${cpuMs(peerCpu)}${ourCpu !== null && peerCpu !== null ? ` (${ratio(ourCpu, peerCpu)})` : ''}`;
  console.log(
    `| ${r.name} | ${ms(r.ours.p50)} / ${ms(r.ours.p95)} | ${ms(r.peer.p50)} / ${ms(r.peer.p95)} | ${sureRatio(r.ours.p50, r.peer.p50, r.sure.p50)} / ${sureRatio(r.ours.p95, r.peer.p95, r.sure.p95)}${slower} | ${ms(r.sqlAlone.p50)} | ${cpu} |`,
  );
}
console.log(`
Fairness: PostGraphile runs no access checks (no JWT, no roles, no row-level security: every request reads as the
database user), while this server loads the session, checks the viewer's organisation scope and masks fields on
every request. Each server runs in a child process of its own; the client and the SQL-alone runs are in the
benchmark's process. A server's CPU a request is its process's CPU time (every thread) over the case's runs,
divided by the requests it answered: its own work, whatever else the machine was doing (this server's also
includes its job queue's polling, about once a second). PostGraphile's totalCount is an exact count; this server's total is exact when counting takes under
its statement timeout, else the planner's estimate. The interval after a ratio is its 95% interval from 2,000
paired bootstrap resamples of the alternating rounds (scripts/benchStats.ts): where it holds 1.00, these runs cannot
tell the two servers apart at that percentile, and more runs (BENCH_ITERATIONS) narrow it.`);

peer.stop();
bench.stop();
await database.close();
await dropBenchDatabase(serverUrl, 'readmin_peer_bench');
rmSync(files, { recursive: true, force: true });
