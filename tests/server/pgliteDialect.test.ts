import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { isPGlite } from '../../src/server/db/pgliteDialect.ts';
import { openTestDatabase, TEST_DATABASES } from '../support/testServer.ts';

describe.each(TEST_DATABASES)('isPGlite on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it('tells the embedded database apart, in a transaction and on one connection as well', async () => {
    const embedded = kind === 'pglite';
    expect(isPGlite(database.db)).toBe(embedded);
    expect(await database.db.transaction().execute(async (trx) => isPGlite(trx))).toBe(embedded);
    expect(await database.db.connection().execute(async (connection) => isPGlite(connection))).toBe(embedded);
  });
});
