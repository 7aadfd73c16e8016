/**
 * npm run bench:lists: seeds N games and prints p50/p95 of list queries (filter + date range + sort),
 * their counts, search, Load More deep into the list, and the CSV export rate against psql's \copy.
 * PostgreSQL (BENCH_DATABASE_URL, default N 1,000,000) or embedded PGlite (default N 100,000); BENCH_ROWS
 * overrides N. Not a test: it prints figures.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { exportQuery } from '../src/server/exports/exportQuery.ts';
import { inlineParameters } from '../src/server/exports/inlineSql.ts';
import { loadViewer } from '../src/server/auth/viewer.ts';
import { countRows, listRows } from '../src/server/records/listQuery.ts';
import { accessFor } from '../src/server/access/ownership.ts';
import { registry } from '../tests/support/testServer.ts';
import {
  ALL_GAMES,
  GAME_LIST,
  GAME_LIST_TOTAL,
  PEOPLE_SEARCH,
  SEARCH_LONG,
  SEARCH_SHORT,
  allGamesCursorAt,
  ask as askAs,
  gameListCase,
  startBenchServer,
  type GameTotal,
} from './benchCases.ts';
import { benchDatabaseUrl, dropBenchDatabase, ms, openBenchDatabase, percentiles as timed, seedBenchGames, time } from './benchSeed.ts';

const pgUrl = process.env.BENCH_DATABASE_URL;
const rows = Number(process.env.BENCH_ROWS ?? (pgUrl ? 1_000_000 : 100_000));
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 60);
const files = mkdtempSync(join(tmpdir(), 'readmin-bench-'));
const percentiles = (fn: () => Promise<unknown>) => timed(fn, ITERATIONS);

const database = await openBenchDatabase(pgUrl, files, 'readmin_bench');
const db = database.db;
console.log(`database: ${pgUrl ? 'PostgreSQL' : 'PGlite'}; seeding ${rows.toLocaleString('en')} games…`);
const seedTime = await time(async () => {
  await seedBenchGames(db, rows);
  await sql`ANALYZE`.execute(db);
});
console.log(`seeded in ${(seedTime / 1000).toFixed(1)} s`);

const bench = await startBenchServer(database);
const { url, orgAdmin: client, platformAdmin } = bench;
const ask = (query: string, variables: Record<string, unknown>) => askAs(client, query, variables);
const { filterBar } = await gameListCase(db);

const list = await percentiles(() => ask(GAME_LIST, { bar: filterBar }));
// The same list and count inside the server, without HTTP, session and GraphQL around them.
const orgAdmin = (await loadViewer(db, registry, 2))!;
const gameType = registry.types.Game;
const access = accessFor(orgAdmin, gameType, 'read');
const listArgs = { orgId: '1', filterBar, limit: 10 };
const listSql = await percentiles(() => listRows(db, registry, gameType, access, listArgs));
const countSql = await percentiles(() => countRows(db, registry, gameType, access, listArgs));
const count = await percentiles(() => ask(GAME_LIST_TOTAL, { bar: filterBar }));
const total = (await ask(GAME_LIST_TOTAL, { bar: filterBar })) as GameTotal;
const searchLong = await percentiles(() => ask(PEOPLE_SEARCH, { term: SEARCH_LONG }));
const searchShort = await percentiles(() => ask(PEOPLE_SEARCH, { term: SEARCH_SHORT }));

// Load More over every game (a platform admin's view), from the cursor of the row just before each depth,
// as the console holds it after paging there.
const totalGames = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM games`.execute(db)).rows[0].n;
const loadMore: Record<number, { p50: number; p95: number }> = {};
for (const depth of [0, 10_000, 100_000].filter((d) => d < totalGames)) {
  const after = depth > 0 ? await allGamesCursorAt(db, depth) : undefined;
  loadMore[depth] = await percentiles(() => askAs(platformAdmin, ALL_GAMES, { after }));
}

// CSV export of every game the org admin may read, against psql's \copy of the very same SELECT.
const exportStart = performance.now();
const started = (await ask(`mutation($input: ExportReadminObjectsCsvInput!) { exportReadminObjectsCsv(input: $input) { id } }`, {
  input: { title: 'Benchmark', timeZone: 'Australia/Sydney', gqlVariables: { typename: 'Game', orgId: '1', filterBar: { orderOption: 'newest' } } },
})) as { exportReadminObjectsCsv: { id: string } };
let state = { state: 'pending', exportedRows: 0 };
while (state.state !== 'completed' && state.state !== 'failed') {
  await new Promise((r) => setTimeout(r, 50));
  state = (
    (await ask(`query($id: ID!) { readminCsvExport(id: $id) { state exportedRows } }`, { id: started.exportReadminObjectsCsv.id })) as {
      readminCsvExport: typeof state;
    }
  ).readminCsvExport;
}
const exportSeconds = (performance.now() - exportStart) / 1000;
// The console's download: the file streamed from the database's chunks, read to the end without keeping it.
const downloadStart = performance.now();
const downloadResponse = await fetch(`${url}/readmin/csv_exports/${started.exportReadminObjectsCsv.id}/download`, {
  headers: { cookie: client.cookieHeader(), 'accept-encoding': 'identity' },
});
let downloadBytes = 0;
const reader = downloadResponse.body!.getReader();
for (let piece = await reader.read(); !piece.done; piece = await reader.read()) downloadBytes += piece.value.byteLength;
const downloadSeconds = (performance.now() - downloadStart) / 1000;
let psqlSeconds: number | null = null;
if (pgUrl) {
  const text = inlineParameters(
    exportQuery(registry, registry.types.Game, orgAdmin, { orgId: '1', filterBar: { orderOption: 'newest' } }, 'Australia/Sydney')
      .select()
      .compile(db),
  );
  const out = join(files, 'psql.csv');
  const start = performance.now();
  execFileSync('psql', [
    benchDatabaseUrl(pgUrl, 'readmin_bench'),
    '-q',
    '-c',
    `\\copy (${text.replace(/\s+/g, ' ')}) to '${out}' with (format csv, header true)`,
  ]);
  psqlSeconds = (performance.now() - start) / 1000;
  console.log(`psql file: ${statSync(out).size.toLocaleString('en')} bytes`);
}

const line = (name: string, r: { p50: number; p95: number }) =>
  console.log(`${name.padEnd(44)} p50 ${ms(r.p50).padStart(9)}   p95 ${ms(r.p95).padStart(9)}`);
console.log(
  `\n${pgUrl ? 'PostgreSQL' : 'PGlite'}, ${rows.toLocaleString('en')} games, ${Math.round(rows / 10).toLocaleString('en')} people, ${ITERATIONS} runs each, through HTTP GraphQL as an organisation admin`,
);
line('list: filter + date range + sort, 10 rows', list);
line(`count (${total.readminObjectsTotal.approximate ? 'approximate' : 'exact'} ${total.readminObjectsTotal.value.toLocaleString('en')})`, count);
line('list query alone (SQL, no HTTP)', listSql);
line('count query alone (SQL, no HTTP)', countSql);
console.log(`${'count query p95 as a share of the list p95'.padEnd(44)} ${((countSql.p95 / list.p95) * 100).toFixed(0)} %`);
line('search, 8 characters (trigram)', searchLong);
line('search, 2 characters (prefix)', searchShort);
for (const [depth, r] of Object.entries(loadMore)) line(`Load More after row ${Number(depth).toLocaleString('en')}`, r);
const deepest = Math.max(...Object.keys(loadMore).map(Number));
console.log(
  `${`Load More after row ${deepest.toLocaleString('en')} vs page one (p95)`.padEnd(44)} ${(loadMore[deepest].p95 / loadMore[0].p95).toFixed(2)}x`,
);
console.log(
  `${'CSV export'.padEnd(44)} ${state.exportedRows.toLocaleString('en')} rows in ${exportSeconds.toFixed(2)} s = ${Math.round(state.exportedRows / exportSeconds).toLocaleString('en')} rows/s (${state.state})`,
);
console.log(
  `${'CSV download (streamed route)'.padEnd(44)} ${downloadBytes.toLocaleString('en')} bytes in ${downloadSeconds.toFixed(2)} s = ${Math.round(downloadBytes / 1e6 / downloadSeconds)} MB/s (HTTP ${downloadResponse.status})`,
);
if (psqlSeconds !== null) {
  console.log(
    `${'psql \\copy of the same SELECT'.padEnd(44)} ${psqlSeconds.toFixed(2)} s; export / psql = ${(exportSeconds / psqlSeconds).toFixed(2)}x`,
  );
}

await bench.stop();
await database.close();
await dropBenchDatabase(pgUrl, 'readmin_bench');
rmSync(files, { recursive: true, force: true });
