/**
 * PostgreSQL: the statements this server runs again and again (the session's viewer, a list's page, its count, a
 * record's detail) run as named prepared statements, as PostGraphile's are. PostgreSQL then parses each once per
 * connection and, where its generic plan proves as cheap as a fresh one, stops planning it too (the viewer's
 * statement is one). A list's page and count run on connections that plan every statement afresh for its values
 * (database.ts listPageDb) and save only the parsing.
 *
 * Bounds, because each prepared statement keeps its plan in its connection's backend: a text is prepared from its
 * second run on (one-off statements such as migrations stay unnamed), and a connection prepares at most
 * MAX_PREPARED_PER_CONNECTION of them; past that it runs new texts unnamed until the pool replaces it.
 */
import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

export const MAX_PREPARED_PER_CONNECTION = 100;
/** How many distinct texts the process remembers having seen once, and has named; past it, it starts over. */
const REMEMBERED_TEXTS = 2000;
/** Texts shorter than this (begin, commit, savepoints) gain nothing from a name. */
const SHORTEST_PREPARED = 40;

/** PostgreSQL's answer to a prepared statement whose columns changed under it (e.g. a migration added one to `t.*`). */
const isStalePlan = (e: unknown) => (e as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String(e));

/** The process's names for statement texts: a text gets one (a hash of it) on its second run. */
class StatementNames {
  private readonly seenOnce = new Set<string>();
  private readonly names = new Map<string, string>();

  nameFor(text: string): string | undefined {
    const name = this.names.get(text);
    if (name || text.length < SHORTEST_PREPARED) return name;
    if (!this.seenOnce.delete(text)) {
      if (this.seenOnce.size >= REMEMBERED_TEXTS) this.seenOnce.clear();
      this.seenOnce.add(text);
      return undefined;
    }
    if (this.names.size >= REMEMBERED_TEXTS) this.names.clear();
    const named = `readmin_${createHash('sha1').update(text).digest('base64url')}`;
    this.names.set(text, named);
    return named;
  }
}

type Values = readonly unknown[];

/** What one connection has prepared, and the statements whose plan went stale on it (they run unnamed there). */
interface ConnectionStatements {
  prepared: Set<string>;
  stale: Set<string>;
}

/** A pool's statement names and what each of its connections has prepared: one per pool, whoever wraps it. */
interface PoolStatements {
  names: StatementNames;
  byConnection: WeakMap<pg.PoolClient, ConnectionStatements>;
}

const statementsByPool = new WeakMap<pg.Pool, PoolStatements>();

const statementsOf = (pool: pg.Pool): PoolStatements => {
  let statements = statementsByPool.get(pool);
  if (!statements) statementsByPool.set(pool, (statements = { names: new StatementNames(), byConnection: new WeakMap() }));
  return statements;
};

/** A cursor Kysely hands over is pg-cursor's, which pg runs itself (its `submit`). */
const isSubmittable = <C extends object>(cursor: C): cursor is C & pg.Submittable => 'submit' in cursor && typeof cursor.submit === 'function';

/** pg's result as Kysely reads it: the command tag of a statement it runs is one of Kysely's, and a count is there. */
const kyselyResult = <R>({ command, rowCount, rows }: pg.QueryResult): PostgresQueryResult<R> => ({
  command: command as PostgresQueryResult<R>['command'],
  rowCount: rowCount ?? 0,
  rows,
});

const preparingClient = (client: pg.PoolClient, names: StatementNames, { prepared, stale }: ConnectionStatements, types?: pg.CustomTypesConfig) => {
  const unnamed = (text: string, values: Values) => client.query({ text, values: [...values], types });
  const run = async (text: string, values: Values) => {
    const name = names.nameFor(text);
    if (!name || stale.has(name) || (!prepared.has(name) && prepared.size >= MAX_PREPARED_PER_CONNECTION)) return unnamed(text, values);
    prepared.add(name);
    try {
      return await client.query({ name, text, values: [...values], types });
    } catch (e) {
      if (!isStalePlan(e)) throw e;
      stale.add(name);
      // Outside a transaction the same text runs again, freshly planned. Inside one, PostgreSQL has already
      // aborted the transaction: it fails with the original error, and the next one runs the text unnamed.
      return unnamed(text, values).catch(() => Promise.reject(e));
    }
  };
  function query<R>(text: string, values: Values): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(textOrCursor: string | PostgresCursor<R>, values?: Values): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof textOrCursor === 'string') return run(textOrCursor, values ?? []).then(kyselyResult<R>);
    if (!isSubmittable(textOrCursor)) throw new Error('A cursor must be one pg runs itself (pg-cursor).');
    return client.query(textOrCursor);
  }
  return { query, release: () => client.release() };
};

/**
 * `pool` for Kysely's PostgresDialect, running repeated statements as named prepared statements, their rows read
 * with `types` (pg's own parsers when not given). A pool may be wrapped more than once, with different `types`:
 * its wrappers share its statement names and what each connection has prepared, and only the wrapper that `owns`
 * it ends it.
 */
export const preparingPool = (pool: pg.Pool, { types, owns = true }: { types?: pg.CustomTypesConfig; owns?: boolean } = {}): PostgresPool => {
  const { names, byConnection } = statementsOf(pool);
  // One wrapper per connection, so that Kysely (which keys its connection objects by client) sees the same one.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        let statements = byConnection.get(client);
        if (!statements) byConnection.set(client, (statements = { prepared: new Set(), stale: new Set() }));
        wrappers.set(client, (wrapper = preparingClient(client, names, statements, types)));
      }
      return wrapper;
    },
    end: async () => {
      if (owns) await pool.end();
    },
  };
};
