/**
 * npx tsx scripts/profile-list.ts: where this server's JavaScript time goes on a games list request (the first
 * case of bench:peer). Seeds BENCH_ROWS games (default 20,000: the SQL is not what is profiled) on the
 * PostgreSQL server of bench:peer, warms up, then records a CPU profile of PROFILE_REQUESTS (2000) list
 * requests one after another, writes it (open it in Chrome DevTools or speedscope) and prints the functions
 * and the packages with the most self time. The client (fetch) runs in the same process and shows as
 * node:internal/deps/undici. PROFILE_CASE=request profiles `{ __typename }` instead: the request alone, with no
 * database work (bench:peer's last case), to see what the framework around every request costs; PROFILE_CASE=detail
 * profiles bench:peer's game detail (one game by id with its four references' names), the list's first game.
 * Run it with NODE_ENV=production, as bench:peer runs both servers: without it graphql-js makes its development
 * checks (its instanceOf compares class names) on every request, work that no deployed server does.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { GAME_DETAIL, GAME_LIST, ask, gameListCase, startBenchServer, type GameRows } from './benchCases.ts';
import { profileTimes, topTimes } from './cpuProfiles.ts';
import { benchServerUrl, dropBenchDatabase, openBenchDatabase, seedBenchGames } from './benchSeed.ts';

const serverUrl = benchServerUrl() ?? 'postgres://postgres@127.0.0.1:5432/test';
const rows = Number(process.env.BENCH_ROWS ?? 20_000);
const requests = Number(process.env.PROFILE_REQUESTS ?? 2000);
const output = process.env.PROFILE_OUTPUT ?? join(tmpdir(), 'readmin-list.cpuprofile');

const files = mkdtempSync(join(tmpdir(), 'readmin-profile-'));
const database = await openBenchDatabase(serverUrl, files, 'readmin_profile');
await seedBenchGames(database.db, rows);
await sql`ANALYZE`.execute(database.db);
const bench = await startBenchServer(database);
const { filterBar } = await gameListCase(database.db);
const profiled = process.env.PROFILE_CASE ?? 'list';
const detailId = (await ask<GameRows>(bench.orgAdmin, GAME_LIST, { bar: filterBar })).readminObjects[0].id;
const requestOf: Record<string, () => Promise<unknown>> = {
  list: () => ask(bench.orgAdmin, GAME_LIST, { bar: filterBar }),
  request: () => ask(bench.orgAdmin, '{ __typename }'),
  detail: () => ask(bench.orgAdmin, GAME_DETAIL, { id: detailId }),
};
const send = requestOf[profiled];
if (!send) throw new Error(`PROFILE_CASE must be one of ${Object.keys(requestOf).join(', ')}, not ${profiled}`);
for (let i = 0; i < 300; i++) await send();

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
const start = performance.now();
for (let i = 0; i < requests; i++) await send();
const elapsed = performance.now() - start;
const { profile } = await session.post('Profiler.stop');
session.disconnect();
writeFileSync(output, JSON.stringify(profile));

const { byPackage, byFunction } = profileTimes(profile);
const top = (m: Map<string, number>, n: number) => topTimes(m, n, requests);
console.log(
  `${requests} ${profiled} requests in ${(elapsed / 1000).toFixed(1)} s: ${(elapsed / requests).toFixed(2)} ms each (wall); profile in ${output}\n`,
);
console.log(`self time by package or folder:\n${top(byPackage, 25)}\n`);
console.log(`self time by function:\n${top(byFunction, 40)}`);

await bench.stop();
await database.close();
await dropBenchDatabase(serverUrl, 'readmin_profile');
rmSync(files, { recursive: true, force: true });
