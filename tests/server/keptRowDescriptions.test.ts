import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { queryKeepingDescription, type KeptDescriptions } from '../../src/server/db/keptRowDescriptions.ts';
import { recordRowTypes } from '../../src/server/db/utcTimestamps.ts';
import { requirePostgres } from '../support/testServer.ts';

/** What pg's Result holds of a row description, read the way keptRowDescriptions.ts sets it. */
type ResultInternals = pg.QueryResult & { _parsers: unknown[]; _prebuiltEmptyResultObject: object };

const TEXT = `SELECT id, name, at, tags FROM kept_probe WHERE id >= $1 ORDER BY id`;

describe('kept row descriptions (PostgreSQL)', () => {
  let client: pg.Client;

  beforeAll(async () => {
    client = new pg.Client({ connectionString: await requirePostgres() });
    await client.connect();
    await client.query(`CREATE TEMP TABLE kept_probe (id int PRIMARY KEY, name text, at timestamptz, tags int[])`);
    await client.query(`INSERT INTO kept_probe VALUES (1, 'one', '2031-06-15 14:24:47.884636+00', '{1,2}'), (2, NULL, NULL, NULL)`);
  });
  afterAll(() => client?.end());

  it('reads a statement’s later executions with the description kept from its first, rows as pg reads them', async () => {
    const kept: KeptDescriptions = new Map();
    const run = (from: number) => queryKeepingDescription(client, kept, { name: 'kept_probe_rows', text: TEXT, values: [from] });
    const first = (await run(1)) as ResultInternals;
    const second = (await run(1)) as ResultInternals;
    const third = (await run(2)) as ResultInternals;

    // pg's own reading of the same statement, unnamed: the same rows, with their columns in the same order.
    const plain = await client.query(TEXT, [1]);
    expect(first.rows).toEqual(plain.rows);
    expect(second.rows).toEqual(plain.rows);
    expect(Object.keys(second.rows[0])).toEqual(['id', 'name', 'at', 'tags']);
    expect(second.rows[0].at).toEqual(new Date('2031-06-15T14:24:47.884Z'));
    expect(second.rows[0].tags).toEqual([1, 2]);
    expect(third.rows).toEqual([{ id: 2, name: null, at: null, tags: null }]);

    // Kept once, then handed to each later execution (this fails if a pg upgrade renames what it sets).
    expect(kept.size).toBe(1);
    expect(second.fields).toBe(first.fields);
    expect(third._parsers).toBe(first._parsers);
    expect(third._prebuiltEmptyResultObject).toBe(first._prebuiltEmptyResultObject);
    expect(second.command).toBe('SELECT');
    expect(second.rowCount).toBe(2);
    // Run as the named statement, prepared once on this connection.
    const prepared = await client.query(`SELECT name FROM pg_prepared_statements WHERE statement = $1`, [TEXT]);
    expect(prepared.rows).toEqual([{ name: 'kept_probe_rows' }]);
  });

  it('keeps a description per set of type parsers, each reading rows its own way', async () => {
    const asDates: KeptDescriptions = new Map();
    const asText: KeptDescriptions = new Map();
    const at = (kept: KeptDescriptions, types?: pg.CustomTypesConfig) =>
      queryKeepingDescription(client, kept, { name: 'kept_probe_at', text: `SELECT at FROM kept_probe WHERE id = $1`, values: [1], types });
    for (let i = 0; i < 2; i++) {
      expect((await at(asDates)).rows[0].at).toBeInstanceOf(Date);
      expect((await at(asText, recordRowTypes)).rows[0].at).toBe('2031-06-15T14:24:47.884Z');
    }
  });

  it('fails with PostgreSQL’s error, and keeps nothing, when the statement does not run', async () => {
    const kept: KeptDescriptions = new Map();
    const wrong = queryKeepingDescription(client, kept, { name: 'kept_probe_wrong', text: `SELECT missing FROM kept_probe`, values: [] });
    await expect(wrong).rejects.toThrow(/column "missing" does not exist/);
    expect(kept.size).toBe(0);
  });
});
