/**
 * What the benchmark scripts share (bench-lists.ts, bench-dashboard.ts, bench-peer.ts): a throw-away database,
 * the demo data with N games over it, and p50/p95 timings. Not a test: the scripts print figures.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase, type Database, type Db } from '../src/server/db/database.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { seedDemoData } from '../src/server/demo/seed.ts';
import { summarise, type Percentiles } from './benchStats.ts';

/** The database each script makes on the server, its own so that two benchmarks never drop each other's. */
export type BenchDatabase = 'readmin_bench' | 'readmin_bench_dashboard' | 'readmin_peer_bench' | 'readmin_profile' | 'readmin_profile_servers';

/** The PostgreSQL server the benchmark uses (each script its own database on it), or undefined for embedded PGlite. */
export const benchServerUrl = (env: Record<string, string | undefined> = process.env): string | undefined =>
  env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? env.TEST_DATABASE_URL;

const benchUrl = (serverUrl: string, name: BenchDatabase) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const adminQuery = async (serverUrl: string, text: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(text);
  await admin.end();
};

/** A fresh database: `name` on the PostgreSQL server at serverUrl (dropped and made again), else PGlite in `files`. */
export const openBenchDatabase = async (serverUrl: string | undefined, files: string, name: BenchDatabase): Promise<Database> => {
  if (!serverUrl) return openDatabase({ dataDir: join(files, 'pglite') });
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  return openDatabase({ url: benchUrl(serverUrl, name) });
};

/** The benchmark database's own address (for psql). */
export const benchDatabaseUrl = benchUrl;

/** Drops the benchmark's database again (PostgreSQL only). */
export const dropBenchDatabase = async (serverUrl: string | undefined, name: BenchDatabase) => {
  if (serverUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
};

export const time = async (fn: () => Promise<unknown>) => {
  const start = performance.now();
  await fn();
  return performance.now() - start;
};

/** p50 and p95 of `iterations` runs, after 5 that warm caches and plans. */
export const percentiles = async (fn: () => Promise<unknown>, iterations: number): Promise<Percentiles> => {
  for (let i = 0; i < 5; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) samples.push(await time(fn));
  return summarise(samples);
};

/**
 * The times of each of `fns`, run in turns (one of each per round, the first of the round changing every round)
 * after 5 warm-up rounds, so that a busy moment of the machine falls on all of them alike: `iterations` rounds,
 * round i's times at index i of each list.
 */
export const alternatingSamples = async (fns: (() => Promise<unknown>)[], iterations: number): Promise<number[][]> => {
  for (let i = 0; i < 5; i++) for (const fn of fns) await fn();
  const samples: number[][] = fns.map(() => []);
  for (let i = 0; i < iterations; i++) {
    for (let j = 0; j < fns.length; j++) {
      const k = (i + j) % fns.length;
      samples[k].push(await time(fns[k]));
    }
  }
  return samples;
};

export const ms = (n: number) => `${n.toFixed(1)} ms`;

/**
 * The CPU time a process has used so far, in ms, every thread counted (V8's garbage collector and libuv's pool as
 * well as the main thread), to the nanosecond: the sum of its threads' /proc/<pid>/task/<tid>/schedstat (/proc's
 * `stat` counts in 10 ms ticks). Null where there are no such files (not Linux).
 */
export const processCpuMs = (pid: number): number | null => {
  try {
    const tasks = readdirSync(`/proc/${pid}/task`);
    const ns = tasks.reduce((sum, tid) => sum + Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]), 0);
    return ns / 1e6;
  } catch {
    return null;
  }
};

/**
 * Migrates, seeds the demo data, then adds `games` games spread over the demo organisations' leagues, courts and
 * teams, over three years up to a month ahead, and games / 10 people (half in each of the first two organisations).
 */
export const seedBenchGames = async (db: Db, games: number) => {
  await migrate(db);
  await seedDemoData(db);
  await addBenchGames(db, games);
};

/** The games and people of seedBenchGames on a database already seeded with the demo data. */
export const addBenchGames = async (db: Db, games: number) => {
  await sql`
    WITH l AS (SELECT id, org_id, row_number() OVER (ORDER BY id) - 1 AS i, count(*) OVER () AS n FROM leagues),
         c AS (SELECT id, org_id, row_number() OVER (PARTITION BY org_id ORDER BY id) - 1 AS i, count(*) OVER (PARTITION BY org_id) AS n FROM courts),
         tm AS (SELECT id, org_id, row_number() OVER (PARTITION BY org_id ORDER BY id) - 1 AS i, count(*) OVER (PARTITION BY org_id) AS n FROM teams)
    INSERT INTO games (org_id, league_id, court_id, home_team_id, away_team_id, played_at, completed_at, home_score, away_score)
    SELECT l.org_id, l.id, c.id, h.id, a.id, p.played_at, CASE WHEN p.played_at < now() THEN p.played_at + interval '90 minutes' END, g % 97, g % 89
    FROM generate_series(1, ${games}) AS g
    JOIN l ON l.i = g % l.n
    JOIN c ON c.org_id = l.org_id AND c.i = g % c.n
    JOIN tm h ON h.org_id = l.org_id AND h.i = g % h.n
    JOIN tm a ON a.org_id = l.org_id AND a.i = (g + 1) % a.n
    CROSS JOIN LATERAL (SELECT now() - interval '3 years' + (g::float / ${games}) * interval '1125 days' AS played_at) AS p`.execute(db);
  await sql`INSERT INTO people (first_name, last_name, org_id, email)
    SELECT (ARRAY['Olivia','Jack','Mia','Noah','Ava','Leo','Isla','Liam'])[1 + g % 8], 'Surname' || g, 1 + g % 2, 'person' || g || '@example.org'
    FROM generate_series(1, ${Math.round(games / 10)}) AS g`.execute(db);
};
