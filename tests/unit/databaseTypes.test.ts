import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Registry } from '../../src/metadata/normalized.ts';
import { emitDatabaseTypes } from '../../src/generator/databaseTypes.ts';
import { databasePlan } from '../../src/generator/tablePlan.ts';

const registry = JSON.parse(readFileSync(join(import.meta.dirname, '../../src/generated/registry.json'), 'utf8')) as Registry;

/** The emitted row interfaces' column lines, by table: `name: type`. */
const emittedColumns = (text: string): Record<string, Record<string, string>> => {
  const tables: Record<string, Record<string, string>> = {};
  for (const [, table, body] of text.matchAll(/\/\*\* A row of (\w+) \(\w+\)\. \*\/\nexport interface \w+ \{\n([\s\S]*?)\n\}\n/g)) {
    tables[table] = Object.fromEntries(body.split('\n').map((line) => /^ {2}(\w+): (.*);$/.exec(line)!.slice(1, 3) as [string, string]));
  }
  return tables;
};

describe('the generated table types', () => {
  const emitted = emittedColumns(emitDatabaseTypes(registry));
  const plan = databasePlan(registry);

  it('let an insert leave out exactly the columns the database fills in', () => {
    const mismatches: string[] = [];
    for (const [table, { columns }] of Object.entries(plan)) {
      for (const [column, { definition }] of Object.entries(columns)) {
        const type = emitted[table]?.[column];
        if (type === undefined) continue; // a column no row type names (none today)
        const optional = type.startsWith('Generated<') || type.includes('| undefined') || type.endsWith('| null');
        const filledIn = /DEFAULT|GENERATED/.test(definition) || !/NOT NULL/.test(definition);
        if (optional !== filledIn) mismatches.push(`${table}.${column}: ${type} for ${definition}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('types a defaulted column as optional on insert but present when read', () => {
    expect(emitted.users.unsubscribed_notifications).toBe('Generated<boolean>');
    expect(emitted.users.email).toBe('string');
    expect(emitted.ad_presets.ad_asset_ids).toBe('Generated<number[]>');
  });
});
