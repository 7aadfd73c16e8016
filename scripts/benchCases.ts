/**
 * The list requests that bench-lists.ts times and bench-peer.ts times against PostGraphile: this server
 * started over a seeded benchmark database, its GraphQL documents, and the filter bar they send. One
 * definition, so that both scripts measure the same cases.
 */
import { sql } from 'kysely';
import type { Database, Db } from '../src/server/db/database.ts';
import { createApp } from '../src/server/app.ts';
import { createLogger } from '../src/server/http/logger.ts';
import { startJobs } from '../src/server/startJobs.ts';
import { cursorTextSql, encodeCursor, orderBySql, orderKeys } from '../src/server/records/ordering.ts';
import { GraphqlClient, signedIn } from '../tests/support/graphqlClient.ts';
import { installed } from '../tests/support/testServer.ts';

/** This server on a free port over `database`, with its jobs (CSV exports). */
export const serveBench = async (database: Database) => {
  const jobs = await startJobs(database, installed, { publicUrl: 'http://localhost' });
  const app = await createApp({ database, installed, exports: jobs.deps, logger: createLogger({ level: 'warn' }) });
  const server = await app.listen(0);
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    jobs,
    stop: async () => {
      await app.close(); // the server, and the connection its viewer cache listens on
      await jobs.stop();
    },
  };
};

/** Clients of the server at `url`, signed in as an organisation and a platform admin. */
export const benchClients = async (url: string) => ({
  orgAdmin: await signedIn(url, 'orgadmin@example.com'),
  platformAdmin: await signedIn(url, 'admin@example.com'),
});

/** This server in this process (serveBench), with its signed-in clients. */
export const startBenchServer = async (database: Database) => {
  const served = await serveBench(database);
  return { ...served, ...(await benchClients(served.url)) };
};

/** A request's data; its first error thrown, so a broken case stops the benchmark instead of timing errors. */
export const ask = async <T = Record<string, unknown>>(client: GraphqlClient, query: string, variables: Record<string, unknown> = {}) => {
  const res = await client.request<T>(query, variables);
  if (res.errors) throw new Error(res.errors[0].message);
  return res.data as T;
};

export const DATE_RANGE_TIME_ZONE = 'Australia/Sydney';

/**
 * The games list a user of organisation 1 opens: its first league (or `league`), played in the last year (or the
 * last `days` days; whole days in Sydney), completed, newest first. `from` and `to` are the instants the date range
 * means, as PostgreSQL works them out for this server ([from, to)), for a peer that takes instants.
 */
export const gameListCase = async (db: Db, { league: wanted, days = 365 }: { league?: number; days?: number } = {}) => {
  const league = wanted ?? (await db.selectFrom('leagues').select('id').where('org_id', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
  const start = new Date(Date.now() - days * 86400_000).toISOString().slice(0, 10);
  const end = new Date().toISOString().slice(0, 10);
  const bounds = await sql<{ from: string; to: string }>`SELECT
    to_char((${start}::date)::timestamp AT TIME ZONE ${DATE_RANGE_TIME_ZONE} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS from,
    to_char((${end}::date + 1)::timestamp AT TIME ZONE ${DATE_RANGE_TIME_ZONE} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS to`.execute(
    db,
  );
  const filterBar = {
    filtersHash: { league: String(league) },
    scopeFilter: 'completed',
    orderOption: 'newest',
    dateRange: { start, end, timeZone: DATE_RANGE_TIME_ZONE },
  };
  return { league, filterBar, ...bounds.rows[0] };
};

const GAME_ROWS = `readminObjects(typename: "Game", orgId: "1", filterBar: $bar, limit: 10, after: $after) {
  id readminName readminCursor ... on Game { playedAt homeScore awayScore court { readminName } league { readminName } homeTeam { readminName } awayTeam { readminName } } }`;
const GAME_TOTAL = `readminObjectsTotal(typename: "Game", orgId: "1", filterBar: $bar) { value approximate }`;

export type GameRows = { readminObjects: { id: string; readminCursor: string }[] };
export type GameTotal = { readminObjectsTotal: { value: number; approximate: boolean } };

/** Variables: `bar` (gameListCase's filterBar), optionally `after`. */
export const GAME_LIST = `query($bar: FilterBarInput, $after: String) { ${GAME_ROWS} }`;
export const GAME_LIST_TOTAL = `query($bar: FilterBarInput) { ${GAME_TOTAL} }`;
/** The rows and their total in one request, as the console's list asks for them. */
export const GAME_LIST_WITH_TOTAL = `query($bar: FilterBarInput, $after: String) { ${GAME_ROWS} ${GAME_TOTAL} }`;

/** Every game, newest first (a platform admin's Games list), from `after` on: Load More deep into the list. */
export const ALL_GAMES = `query($after: String) { readminObjects(typename: "Game", filterBar: { orderOption: "newest" }, limit: 10, after: $after) {
  id readminName readminCursor ... on Game { playedAt court { readminName } homeTeam { readminName } awayTeam { readminName } } } }`;

/** One game as a detail page reads it: its own fields and its references' names (variables: `id`). */
export const GAME_DETAIL = `query($id: ID!) { readminObject(typename: "Game", id: $id) {
  id readminName ... on Game { playedAt homeScore awayScore court { readminName } league { readminName } homeTeam { readminName } awayTeam { readminName } } } }`;
export type GameDetail = { readminObject: { id: string } | null };

/** This server's cursor of the row at `depth` (1-based) of ALL_GAMES, as the console holds it after paging there. */
export const allGamesCursorAt = async (db: Db, depth: number) => {
  const keys = orderKeys(installed.registry.types.Game, 'newest');
  const row = await sql<{ cursor: string }>`SELECT ${cursorTextSql(keys)} AS cursor FROM games AS t ORDER BY ${orderBySql(keys)}
    OFFSET ${depth - 1} LIMIT 1`.execute(db);
  return encodeCursor(row.rows[0].cursor);
};

/** People search: 8 characters match by trigram (infix), 2 by prefix. bench-seeded surnames are 'Surname' + n. */
export const SEARCH_LONG = 'urname12';
export const SEARCH_SHORT = 'ol';
export const PEOPLE_SEARCH = `query($term: String) { readminObjects(typename: "Person", filterBar: { searchTerm: $term }, limit: 10) { id readminName } }`;
