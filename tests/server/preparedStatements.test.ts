import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database, Db } from '../../src/server/db/database.ts';
import { MAX_PREPARED_PER_CONNECTION, preparingPool } from '../../src/server/db/preparedStatements.ts';
import { recordRowTypes } from '../../src/server/db/utcTimestamps.ts';
import { openTestDatabase, requirePostgres } from '../support/testServer.ts';

/** The statements this server has prepared on the connection that runs this. */
const preparedHere = (db: Db) =>
  sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements WHERE name LIKE 'readmin\\_%'`
    .execute(db)
    .then((r) => r.rows.map((row) => row.statement));

/** `work` on one connection of the pool, as a request's statements may be. */
const onOneConnection = <T>(db: Db, work: (connection: Db) => Promise<T>) => db.connection().execute((connection) => work(connection as Db));

describe('prepared statements (PostgreSQL)', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase('postgres', undefined, await requirePostgres());
    await sql`CREATE TABLE prepared_probe (id int PRIMARY KEY, name text)`.execute(database.db);
    await sql`INSERT INTO prepared_probe VALUES (1, 'one'), (2, 'two')`.execute(database.db);
  });
  afterAll(() => database?.close());

  it('prepares a statement from its second run on, and leaves one-off and short statements unnamed', async () => {
    const statements = await onOneConnection(database.db, async (db) => {
      const byId = (id: number) => sql`SELECT name FROM prepared_probe WHERE id = ${id} /* repeated */`.execute(db);
      await byId(1);
      const afterOne = await preparedHere(db);
      expect((await byId(2)).rows).toEqual([{ name: 'two' }]);
      await sql`SELECT name FROM prepared_probe WHERE id = ${1} /* once */`.execute(db);
      return { afterOne, afterTwo: await preparedHere(db) };
    });
    expect(statements.afterOne.some((s) => s.includes('/* repeated */'))).toBe(false);
    expect(statements.afterTwo.filter((s) => s.includes('/* repeated */'))).toHaveLength(1);
    expect(statements.afterTwo.some((s) => s.includes('/* once */'))).toBe(false);
  });

  it('answers with the new columns after a migration changes a prepared statement’s result', async () => {
    const rows = await onOneConnection(database.db, async (db) => {
      const all = () => sql<Record<string, unknown>>`SELECT t.* FROM prepared_probe AS t WHERE t.id = ${1}`.execute(db);
      await all();
      await all();
      await sql`ALTER TABLE prepared_probe ADD COLUMN added int DEFAULT 7`.execute(db);
      const first = (await all()).rows;
      return { first, again: (await all()).rows };
    });
    expect(rows.first).toEqual([{ id: 1, name: 'one', added: 7 }]);
    expect(rows.again).toEqual([{ id: 1, name: 'one', added: 7 }]);
  });

  it(`prepares at most ${MAX_PREPARED_PER_CONNECTION} statements on one connection`, async () => {
    const count = await onOneConnection(database.db, async (db) => {
      for (let i = 0; i < MAX_PREPARED_PER_CONNECTION + 10; i++) {
        const text = sql`SELECT name FROM prepared_probe WHERE id = ${1} AND ${sql.lit(i)} >= 0`;
        await text.execute(db);
        expect((await text.execute(db)).rows).toEqual([{ name: 'one' }]);
      }
      return (await preparedHere(db)).length;
    });
    expect(count).toBe(MAX_PREPARED_PER_CONNECTION);
  });

  it('shares what a connection has prepared between two wrappers of its pool, each reading rows its own way', async () => {
    // One connection, wrapped twice as database.ts wraps the general pool: once as it is, once reading times as text.
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    const plain = new Kysely<never>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) }) as unknown as Db;
    const asText = new Kysely<never>({
      dialect: new PostgresDialect({ pool: preparingPool(pool, { types: recordRowTypes, owns: false }) }),
    }) as unknown as Db;
    try {
      const at = (db: Db) => sql<{ at: unknown }>`SELECT '2031-06-15 14:24:47.884636+00'::timestamptz AS at, ${1}::int AS shared`.execute(db);
      await at(plain);
      expect((await at(plain)).rows[0].at).toBeInstanceOf(Date);
      // The other wrapper runs the statement its sibling prepared on the connection, and reads its row its own way.
      expect((await at(asText)).rows[0].at).toBe('2031-06-15T14:24:47.884Z');
      expect((await at(plain)).rows[0].at).toEqual(new Date('2031-06-15T14:24:47.884Z'));
      expect((await preparedHere(plain)).filter((s) => s.includes('AS shared'))).toHaveLength(1);
      // The bound counts both wrappers' statements: past it, neither prepares another on the connection.
      for (let i = 0; (await preparedHere(plain)).length < MAX_PREPARED_PER_CONNECTION; i++) {
        const text = sql`SELECT name FROM prepared_probe WHERE id = ${1} AND ${sql.lit(i)} >= 1000`;
        await text.execute(plain);
        await text.execute(plain);
      }
      const past = sql`SELECT name FROM prepared_probe WHERE id = ${2} /* past the bound */`;
      await past.execute(asText);
      expect((await past.execute(asText)).rows).toEqual([{ name: 'two' }]);
      expect(await preparedHere(asText)).toHaveLength(MAX_PREPARED_PER_CONNECTION);
      // Only the wrapper that owns the pool ends it.
      await asText.destroy();
      expect((await at(plain)).rows).toHaveLength(1);
    } finally {
      await plain.destroy();
    }
  });
});
