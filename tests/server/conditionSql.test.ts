import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import jsonLogic from 'json-logic-js';
import type { Database } from '../../src/server/db/database.ts';
import type { NormalizedType } from '../../src/metadata/normalized.ts';
import { whereSql } from '../../src/server/records/whereSql.ts';
import { evaluate, type JsonLogic } from '../../src/metadata/jsonLogic.ts';
import { openSeededTestDatabase, openTestDatabase, registry, TEST_DATABASES } from '../support/testServer.ts';
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
  // Negations pushed down to each kind of column, and through and/or.
  { '!': { var: 'stringValue' } },
  { '!': { var: 'integerValue' } },
  { '!': { var: 'decimalValue' } },
  { '!': { var: 'booleanValue' } },
  { '!': { var: 'dateValue' } },
  { '!!': { var: 'stringsValue' } },
  { '!': { '!': { var: 'enumValue' } } },
  { '!': { '!=': [{ var: 'enumValue' }, 'gold'] } },
  { '!': { '===': [{ var: 'stringValue' }, null] } },
  { '!': { '>': [{ var: 'integerValue' }, 10] } },
  { '!': { '<=': [{ var: 'dateValue' }, '2026-03-01'] } },
  { '!': { and: [{ var: 'booleanValue' }, { '!': { var: 'decimalValue' } }] } },
  { '!': { or: [{ '==': [{ var: 'enumValue' }, 'silver'] }, { '!': { var: 'stringsValue' } }] } },
  { '!': { '==': [{ var: 'integerValue' }, { var: 'durationSecondsValue' }] } },
  { '!': true },
  // An empty field in an ordering comparison with a literal reads as JavaScript reads null: 0 against a number.
  { '<': [{ var: 'decimalValue' }, 1] },
  { '>=': [{ var: 'decimalValue' }, 0] },
  { '!': { '<': [{ var: 'decimalValue' }, 1] } },
  { '<': [{ var: 'dateValue' }, '2026-06-01'] },
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

  it('compiles to predicates on the bare column: no cast, no coalesce, no NOT', () => {
    const text = (rule: JsonLogic) => whereSql(type, rule).compile(database.db).sql;
    expect(text({ '!!': { var: 'dateValue' } })).toBe('("t"."date_value" IS NOT NULL)');
    expect(text({ '!': { var: 'dateValue' } })).toBe('("t"."date_value" IS NULL)');
    expect(text({ var: 'booleanValue' })).toBe('("t"."boolean_value" IS TRUE)');
    expect(text({ '!': { var: 'booleanValue' } })).toBe('("t"."boolean_value" IS NOT TRUE)');
    expect(text({ var: 'integerValue' })).toBe(`("t"."integer_value" IS NOT NULL AND "t"."integer_value" <> 0)`);
    expect(text({ '!': { var: 'stringValue' } })).toBe(`("t"."string_value" IS NULL OR "t"."string_value" = '')`);
    expect(text({ '==': [{ var: 'enumValue' }, 'gold'] })).toBe('("t"."enum_value" = $1)');
    expect(text({ '>': [{ var: 'integerValue' }, -1] })).toBe('(("t"."integer_value" > $1) OR "t"."integer_value" IS NULL)');
    for (const rule of RULES) expect(text(rule)).not.toMatch(/::|coalesce|NOT \(|NOT coalesce/i);
  });
});

/** A stored row as the console's JSON Logic sees a record: field names, numbers as numbers, instants as ISO text. */
const asRecord = (type: NormalizedType, row: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries([
    ['id', row.id],
    ...type.fields.map((f) => {
      const v = row[f.column];
      if (v instanceof Date) return [f.name, v.toISOString()];
      if (v !== null && (f.type === 'decimal' || f.type === 'integer' || f.type === 'duration_seconds')) return [f.name, Number(v)];
      return [f.name, v];
    }),
  ]);

/** Every scope and filter option with a condition that the metadata declares, by type. */
const DECLARED = Object.values(registry.types).flatMap((type) => [
  ...type.list.scopes.filter((s) => s.where !== undefined).map((s) => [type.typename, `scope ${s.value}`, s.where!] as const),
  ...type.list.filters.flatMap((f) =>
    f.options.filter((o) => o.where !== undefined).map((o) => [type.typename, `filter ${f.name}=${o.value}`, o.where!] as const),
  ),
]);

describe.each(TEST_DATABASES)('declared scopes and filter options on the seeded rows of %s', (kind) => {
  let database: Database;
  const checked: Record<string, number> = {};
  beforeAll(async () => {
    database = await openSeededTestDatabase(kind);
  });
  afterAll(() => database.close());

  it.each(DECLARED)('%s %s selects the rows JSON Logic accepts', async (typename, _, rule) => {
    const type = registry.types[typename];
    const all = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(type.table)} AS t ORDER BY id`.execute(database.db)).rows;
    const selected = (
      await sql<{ id: number }>`SELECT id FROM ${sql.table(type.table)} AS t WHERE ${whereSql(type, rule)} ORDER BY id`.execute(database.db)
    ).rows.map((r) => r.id);
    expect(selected).toEqual(all.filter((row) => evaluate(rule, asRecord(type, row))).map((row) => row.id));
    checked[typename] = all.length;
  });

  it('had seeded rows to check for most of the declaring types', () => {
    const types = new Set(DECLARED.map(([t]) => t));
    expect(Object.keys(checked).length).toBe(types.size);
    expect(Object.values(checked).filter((n) => n > 0).length).toBeGreaterThanOrEqual(Math.ceil(types.size / 2));
    expect(checked.Game).toBeGreaterThan(0);
  });
});
