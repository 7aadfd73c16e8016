import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * Kysely on embedded PGlite. PGlite is one connection, so the driver hands it out to one user at a time:
 * a transaction holds it until commit or rollback, and other queries wait their turn.
 */
class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Scripts without parameters may hold several statements (migrations, pg-boss): exec runs them all.
    // A COPY whose text holds "; " inside a literal (an export's array_to_string) takes this path too.
    if (!query.parameters.length && /;\s*\S/.test(query.sql)) {
      const last = (await this.pg.exec(query.sql)).at(-1);
      return { rows: (last?.blob ? [{ blob: last.blob }] : (last?.rows ?? [])) as R[] };
    }
    const result = await this.pg.query<R>(query.sql, query.parameters as unknown[]);
    // COPY ... TO '/dev/blob' answers with a file, not rows: hand it back as the one row's 'blob'.
    if (result.blob) return { rows: [{ blob: result.blob } as R] };
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined && { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(query);
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | null = null;

  constructor(private readonly pg: PGlite) {
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('BEGIN'));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = null;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.pg.close();
  }
}

/** PostgreSQL's catalogue, read on PGlite: its own class so code can tell the embedded database apart (isPGlite). */
class PGliteIntrospector extends PostgresIntrospector {}

/**
 * Whether `db` (or a transaction of it) runs on PGlite, which has no statement timeout. Told by the introspector its
 * dialect makes (Kysely's public `introspection`): a transaction's Kysely has its database's dialect.
 */
export const isPGlite = (db: { readonly introspection: unknown }): boolean => db.introspection instanceof PGliteIntrospector;

export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PGliteDriver(this.pg);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PGliteIntrospector(db);
  }
}
