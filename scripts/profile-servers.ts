/**
 * npm run profile:servers: where each server's own CPU goes on one of bench:peer's cases, this server and
 * PostGraphile side by side, each profiled in its own process (`node --cpu-prof`) while the benchmark's client
 * alternates between them as bench:peer does. Unlike profile-list.ts (client and server in one process, requests back
 * to back), a server here waits on its socket between requests, as in bench:peer and in use, so what is slow only
 * from cold caches shows (SHA-256 of a session cookie, say, which a tight loop makes look cheap).
 *
 * PROFILE_CASE: detail (default, bench:peer's game detail) or request (`{ __typename }`); PROFILE_REQUESTS (4000)
 * each; BENCH_ROWS games (2,000: the SQL is not what is profiled) on bench:peer's PostgreSQL, in a database of its
 * own (readmin_profile_servers) that it drops at the end. It prints each server's busy time a request and its self
 * time by package, and this server's by function, counting only the samples taken during the timed requests.
 * PROFILE_KEEP=1 keeps the two .cpuprofile files (their folder is printed), to be read line by line or in DevTools.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Profiler } from 'node:inspector';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAME_DETAIL, GAME_LIST, gameListCase, type GameRows } from './benchCases.ts';
import { benchDatabaseUrl, benchServerUrl, dropBenchDatabase, openBenchDatabase, seedBenchGames, type BenchDatabase } from './benchSeed.ts';
import { microsPerRequest, profileTimes, topTimes, type ProfileTimes } from './cpuProfiles.ts';
import { PEER_GAME_DETAIL } from './peerQueries.ts';
import { installPeer, startOurs, startPeer } from './peerServers.ts';

const serverUrl = benchServerUrl() ?? 'postgres://postgres@127.0.0.1:5432/test';
const rows = Number(process.env.BENCH_ROWS ?? 2_000);
const requests = Number(process.env.PROFILE_REQUESTS ?? 4000);
const profiled = process.env.PROFILE_CASE ?? 'detail';
if (profiled !== 'detail' && profiled !== 'request') throw new Error(`PROFILE_CASE must be detail or request, not ${profiled}`);

installPeer();
const files = mkdtempSync(join(tmpdir(), 'readmin-profile-servers-'));
const NAME: BenchDatabase = 'readmin_profile_servers';
const database = await openBenchDatabase(serverUrl, files, NAME);
await seedBenchGames(database.db, rows);
const profileDir = (server: string) => join(files, server);
// A sample every 100 µs: a request's few hundred µs of CPU then get a few samples each, over thousands of requests.
const profiling = (server: string) => ['--cpu-prof', `--cpu-prof-dir=${profileDir(server)}`, '--cpu-prof-interval=100'];
const databaseUrl = benchDatabaseUrl(serverUrl, NAME);
const peer = await startPeer(databaseUrl, profiling('peer'));
const ours = await startOurs(databaseUrl, profiling('ours'));

const { filterBar } = await gameListCase(database.db);
// Both asked by one client with the same headers, as bench:peer asks them.
const [oursAsked, peerAsked] = [ours.as(ours.orgAdmin), peer.as(ours.orgAdmin)];
const detailId = (await oursAsked<GameRows>(GAME_LIST, { bar: filterBar })).readminObjects[0].id;
const askOurs = () => (profiled === 'detail' ? oursAsked(GAME_DETAIL, { id: detailId }) : oursAsked('{ __typename }'));
const askPeer = () => (profiled === 'detail' ? peerAsked(PEER_GAME_DETAIL, { id: Number(detailId) }) : peerAsked('{ __typename }'));
const alternate = async (n: number) => {
  for (let i = 0; i < n; i++) {
    await askOurs();
    await askPeer();
  }
};
await alternate(300);
// A profile's clock is the monotonic clock process.hrtime reads (µs): the window is the same in every process.
const from = Number(process.hrtime.bigint() / 1000n);
await alternate(requests);
const window = { from, to: Number(process.hrtime.bigint() / 1000n) };

peer.stop();
ours.stop();
await Promise.all([peer.exited, ours.exited]);
/** The main thread's profile (thread 0 in --cpu-prof's file name; tsx's loader thread writes one of its own). */
const mainProfile = (server: string): Profiler.Profile => {
  const file = readdirSync(profileDir(server)).find((f) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(f));
  if (!file) throw new Error(`no main-thread profile in ${profileDir(server)}`);
  return JSON.parse(readFileSync(join(profileDir(server), file), 'utf8')) as Profiler.Profile;
};
const times: Record<'ours' | 'peer', ProfileTimes> = {
  ours: profileTimes(mainProfile('ours'), window),
  peer: profileTimes(mainProfile('peer'), window),
};
const perRequest = (ms: number) => `${microsPerRequest(ms, requests)} µs`;
console.log(
  `${requests} ${profiled} requests to each, alternating; busy CPU a request (main thread): this server ${perRequest(times.ours.busy)}, PostGraphile ${perRequest(times.peer.busy)}\n`,
);
console.log(`this server, self time by package or folder:\n${topTimes(times.ours.byPackage, 25, requests)}\n`);
console.log(`PostGraphile, self time by package or folder:\n${topTimes(times.peer.byPackage, 25, requests)}\n`);
console.log(`this server, self time by function:\n${topTimes(times.ours.byFunction, 40, requests)}`);

await database.close();
await dropBenchDatabase(serverUrl, NAME);
if (!process.env.PROFILE_KEEP) rmSync(files, { recursive: true, force: true });
else console.log(`profiles kept in ${files}; the measured window (µs on the profiles' clock): ${window.from}–${window.to}`);
