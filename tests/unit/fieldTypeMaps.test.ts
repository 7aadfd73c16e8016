import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIELD_TYPES } from '../../src/metadata/fieldTypes.ts';
import { CONDITION_SUPPORT } from '../../src/metadata/sqlCondition.ts';
import { SERVER_FIELD_TYPES } from '../../src/server/fieldTypes/index.ts';
import { FIELD_INPUTS } from '../../src/console/inputs/fieldInputs.ts';
import { ROOT } from '../support/testServer.ts';

/** The field types the JSON Schema accepts: every per-type map must decide each of them. */
const SCHEMA_TYPES = (
  JSON.parse(readFileSync(join(ROOT, 'schema/metadata.schema.json'), 'utf8')) as { definitions: { fieldType: { enum: string[] } } }
).definitions.fieldType.enum;

describe('per-field-type maps', () => {
  // The Record<FieldType, …> types make a missing type a compile error; this catches a stale
  // src/generated/metadataTypes.ts (a type in the schema that the TypeScript union has not caught up with).
  it.each([
    ['FIELD_TYPES', FIELD_TYPES],
    ['SERVER_FIELD_TYPES (validation, filters, export text, audit, cursors)', SERVER_FIELD_TYPES],
    ['FIELD_INPUTS (console inputs)', FIELD_INPUTS],
    ['CONDITION_SUPPORT (scopes and filter options as SQL)', CONDITION_SUPPORT],
  ])('%s covers every field type of the JSON Schema', (_, map) => {
    expect(Object.keys(map).sort()).toEqual([...SCHEMA_TYPES].sort());
  });

  it('gives every server field type each of its parts', () => {
    for (const [name, def] of Object.entries(SERVER_FIELD_TYPES)) {
      expect(typeof def.check, name).toBe('function');
      expect(typeof def.exportText, name).toBe('function');
      expect(typeof def.audit, name).toBe('function');
      expect(typeof def.fitsCursor, name).toBe('function');
      expect(def.filter === null || typeof def.filter === 'function', name).toBe(true);
    }
  });
});
