import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Database, Db } from '../../src/server/db/database.ts';
import { MAX_PREPARED_PER_CONNECTION } from '../../src/server/db/preparedStatements.ts';
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
});
