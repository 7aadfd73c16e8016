import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import jsonLogic from 'json-logic-js';
import type { Database } from '../../src/server/db/database.ts';
import type { NormalizedType } from '../../src/metadata/normalized.ts';
import { whereSql } from '../../src/server/records/whereSql.ts';
import type { JsonLogic } from '../../src/shared/jsonLogic.ts';
import { openTestDatabase, TEST_DATABASES } from '../support/testServer.ts';
import { createSpecimenTable, insertSpecimens } from '../support/specimen.ts';

/** Rows with empty, falsy and truthy values of each kind a condition reads. */
const ROWS: Record<string, unknown>[] = [
  { integerValue: 0, decimalValue: null, stringValue: null, booleanValue: false, enumValue: null, stringsValue: [], dateValue: null },
  { integerValue: 3, decimalValue: 2.5, stringValue: '', booleanValue: true, enumValue: 'gold', stringsValue: ['a'], dateValue: '2026-03-01' },
  { integerValue: 12, decimalValue: 0, stringValue: 'Lakeside', booleanValue: false, enumValue: 'silver', stringsValue: [], dateValue: '2026-09-30' },
  { integerValue: 25, decimalValue: 40, stringValue: 'x', booleanValue: true, enumValue: 'gold', stringsValue: ['b', 'c'], dateValue: '2025-12-31' },
];

/** Every shape the translator supports; each must select exactly the rows json-logic-js accepts. */
const RULES: JsonLogic[] = [
  true,
  false,
  { var: 'stringValue' },
  { '!!': [{ var: 'integerValue' }] },
  { '!': { var: 'stringsValue' } },
  { '!!': { var: 'booleanValue' } },
  { '==': [{ var: 'enumValue' }, 'gold'] },
  { '!=': [{ var: 'enumValue' }, 'gold'] },
  { '===': [{ var: 'stringValue' }, null] },
  { '!==': [null, { var: 'decimalValue' }] },
  { '>': [{ var: 'integerValue' }, 10] },
  { '<=': [3, { var: 'integerValue' }] },
  { '>=': [{ var: 'dateValue' }, '2026-01-01'] },
  { in: [{ var: 'enumValue' }, ['silver', 'bronze_plus']] },
  { '!': { in: [{ var: 'enumValue' }, ['gold']] } },
  { '!': { '==': [{ var: 'stringValue' }, 'x'] } },
  { '==': [{ var: 'integerValue' }, { var: 'durationSecondsValue' }] },
  { and: [{ var: 'booleanValue' }, { or: [{ '>': [{ var: 'integerValue' }, 20] }, { '==': [{ var: 'enumValue' }, 'gold'] }] }] },
];

describe.each(TEST_DATABASES)('JSON Logic conditions as SQL on %s', (kind) => {
  let database: Database;
  let type: NormalizedType;
  let ids: number[];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    type = await createSpecimenTable(database);
    ids = await insertSpecimens(database, type, ROWS);
  });
  afterAll(() => database.close());

  const selected = async (rule: JsonLogic) =>
    (await sql<{ id: number }>`SELECT id FROM specimens AS t WHERE ${whereSql(type, rule)} ORDER BY id`.execute(database.db)).rows.map((r) => r.id);

  it.each(RULES.map((rule) => [JSON.stringify(rule), rule] as const))('%s selects the rows JSON Logic accepts', async (_, rule) => {
    const expected = ids.filter((_id, i) => jsonLogic.truthy(jsonLogic.apply(rule as never, { durationSecondsValue: null, ...ROWS[i] })));
    expect(await selected(rule)).toEqual(expected);
  });

  it('reads an empty field as false in an ordering comparison, as SQL does', async () => {
    expect(await selected({ '<': [{ var: 'decimalValue' }, 1] })).toEqual([ids[2]]);
  });
});
