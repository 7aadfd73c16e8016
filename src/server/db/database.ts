import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database as RecordTables } from '../../generated/database.ts';
import { PGliteDialect } from './pgliteDialect.ts';
import { preparingPool } from './preparedStatements.ts';

/**
 * A connection or a transaction, typed by the record types' tables (src/generated/database.ts): a query on a table
 * the code names has its columns checked. The engine's own tables (engineTables.ts) and a feature's are added where
 * they are queried, with Kysely's `withTables`.
 */
export type Db = Kysely<RecordTables>;

/**
 * The same handle (no copy, no cast) for the one case the compiler cannot check: a table the code does not name,
 * whose name the registry gives at run time (`type.table` of whichever record type a request, an operation or a
 * hook is about). Its rows are `Row`s, read by the metadata's fields. Use it only for such a table: a query on a
 * table the code names goes through `Db`, typed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table's name, and so its columns, are known only at run time
export const runtimeTables = (db: Db): Kysely<any> => db;

/** Calendar dates stay 'yyyy-MM-dd' strings: a JS Date would shift them by the server's time zone. */
const DATE_OID = 1082;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the connection pool, for COPY streams and the job queue. */
  pool?: import('pg').Pool;
  /** PostgreSQL only: where the job queue connects. */
  url?: string;
  /**
   * Calls `onNotify` on every NOTIFY on `channel` (a plain identifier) until the returned stop is called. On
   * PostgreSQL this holds a connection of its own; `onLost` is called once if it drops, and nothing more is heard.
   */
  listen(channel: string, onNotify: () => void, onLost: (error: Error) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * PostgreSQL when a URL is given (DATABASE_URL), else embedded PGlite in dataDir (or in memory for
 * dataDir 'memory://'). Both speak the same SQL: there is no SQLite path.
 */
export interface DatabaseOptions {
  url?: string;
  dataDir?: string;
  /** Called for every query: the tests count queries to catch N+1 patterns. */
  onQuery?: () => void;
  /** PGlite: start from this data directory (a tarball of PGlite's dumpDataDir) rather than an empty one. */
  loadDataDir?: Blob;
}

/** PostgreSQL: a list's count that would take longer than this gives way to the planner's estimate. */
export const EXACT_COUNT_TIMEOUT = '50ms';

/**
 * PostgreSQL: beside each database, a small pool whose connections cancel any statement after EXACT_COUNT_TIMEOUT,
 * so a time-limited count is one round trip (not BEGIN, SET LOCAL, the count and COMMIT).
 */
const quickPools = new WeakMap<Db, Db>();
export const timeLimitedDb = (db: Db): Db | undefined => quickPools.get(db);

/**
 * PostgreSQL: the pools a list's page runs on. Either way the statement is parsed once per connection, as every
 * repeated statement is (preparedStatements.ts); the pools differ in how PostgreSQL plans it.
 *
 * A page is planned for the values it is given (`plan_cache_mode=force_custom_plan`), never answered by
 * PostgreSQL's generic plan. That plan is costed with average selectivities, so once it wins on a large league's
 * page it also serves a small league's: the newest games of every league read in order for ten of one with few
 * games, where a plan for that league reads its own index.
 *
 * A page whose filters and order one index serves whole (plannedOnce.ts) keeps the generic plan instead
 * (`force_generic_plan`): that plan is the index's scan, right for any league, and it is planned once per
 * connection (binding it is far cheaper than planning afresh). PostgreSQL would not take it on its own: it
 * weighs the generic plan's estimated cost, which is higher, against a fresh plan's plus an allowance for
 * planning, and keeps planning.
 *
 * The database itself (PGlite; a transaction, which keeps its own connection) when there are no such pools.
 */
const listPools = new WeakMap<Db, { planned: Db; kept: Db }>();
export const listPageDb = (db: Db, { planKept }: { planKept: boolean }): Db => {
  const pools = listPools.get(db);
  return pools ? (planKept ? pools.kept : pools.planned) : db;
};

const recordPools = new WeakMap<Db, Db>();
/**
 * PostgreSQL: where statements whose rows only become records run (a record by id, lookups by id): the general
 * pool's connections, reading a timestamptz as the ISO text a record holds (utcTimestamps.ts) rather than as a
 * `Date` the record turns back into that text. `db` itself in a transaction and on PGlite.
 */
export const recordRowsDb = (db: Db): Db => recordPools.get(db) ?? db;

/** The setting of the connections that plan every run (lists' pages and counts). */
const PLANNED_PER_RUN = ' -c plan_cache_mode=force_custom_plan';
/** The setting of the connections that keep one plan for an index-served page. */
const PLAN_KEPT = ' -c plan_cache_mode=force_generic_plan';

export const openDatabase = async (opts: DatabaseOptions): Promise<Database> => {
  const log = opts.onQuery && (() => opts.onQuery!());
  if (opts.url) {
    const pg = await import('pg');
    // int8 (counts) as numbers: they stay far below 2^53 here.
    pg.default.types.setTypeParser(20, (v: string) => Number.parseInt(v, 10));
    pg.default.types.setTypeParser(DATE_OID, (v: string) => v);
    // No JIT: every query here is short, and a list page's computed fields (correlated subqueries the planner
    // cannot estimate well) push its cost over jit_above_cost, so PostgreSQL would spend far longer compiling
    // such a query than running it.
    const openPool = (max: number, settings: string, types?: import('pg').CustomTypesConfig) => {
      const pool = new pg.default.Pool({ connectionString: opts.url, max, options: `-c jit=off${settings}`, types });
      // An idle connection dropped by the server (restart, admin kill) must not crash the process; the pool replaces it.
      pool.on('error', (e) => console.error(`PostgreSQL connection lost: ${e.message}`));
      return pool;
    };
    /** Kysely over `connections`, running repeated statements as prepared ones. */
    const kyselyOn = (connections: import('pg').Pool, wrapping?: Parameters<typeof preparingPool>[1]): Db =>
      new Kysely({ dialect: new PostgresDialect({ pool: preparingPool(connections, wrapping) }), log });
    const pool = openPool(10, '');
    const db = kyselyOn(pool);
    // A list's rows only become records, whose times are ISO text: read as such (utcTimestamps.ts).
    const { recordRowTypes } = await import('./utcTimestamps.ts');
    // So do a record's row by id and a lookup's: read on the same connections, with their times as that text.
    const records = kyselyOn(pool, { types: recordRowTypes, owns: false });
    recordPools.set(db, records);
    // A count is as much a list's as its page: planned for its values too.
    const quick = kyselyOn(openPool(3, ` -c statement_timeout=${EXACT_COUNT_TIMEOUT}${PLANNED_PER_RUN}`));
    quickPools.set(db, quick);
    const lists = { planned: kyselyOn(openPool(5, PLANNED_PER_RUN, recordRowTypes)), kept: kyselyOn(openPool(3, PLAN_KEPT, recordRowTypes)) };
    listPools.set(db, lists);
    const listen = async (channel: string, onNotify: () => void, onLost: (error: Error) => void) => {
      const client = new pg.default.Client({ connectionString: opts.url, keepAlive: true });
      let stopped = false;
      const lost = (error: Error) => {
        if (stopped) return;
        stopped = true;
        onLost(error);
      };
      client.on('notification', (message) => message.channel === channel && onNotify());
      client.on('error', lost);
      client.on('end', () => lost(new Error(`the connection listening on ${channel} closed`)));
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      return async () => {
        stopped = true;
        await client.end();
      };
    };
    return {
      db,
      kind: 'postgres',
      pool,
      url: opts.url,
      listen,
      close: () =>
        Promise.all([records.destroy(), db.destroy(), quick.destroy(), lists.planned.destroy(), lists.kept.destroy()]).then(() => undefined),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm }, parsers: { [DATE_OID]: (v: string) => v }, loadDataDir: opts.loadDataDir });
  const db = new Kysely<RecordTables>({ dialect: new PGliteDialect(pglite), log });
  // One process owns an embedded database, so nothing is lost: a NOTIFY reaches the listener when its COMMIT returns.
  const listen = (channel: string, onNotify: () => void) => pglite.listen(channel, onNotify);
  return { db, kind: 'pglite', listen, close: () => db.destroy() };
};
