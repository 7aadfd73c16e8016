import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIELD_TYPES } from '../../src/metadata/fieldTypes.ts';
import { CONDITION_SUPPORT } from '../../src/metadata/sqlCondition.ts';
import { FIELD_CHECKS } from '../../src/server/validation.ts';
import { FIELD_TEXT_SQL } from '../../src/server/exports/displaySql.ts';
import { FIELD_FILTERS } from '../../src/server/records/fieldFilters.ts';
import { ROOT } from '../support/testServer.ts';

/** The field types the JSON Schema accepts: every per-type map must decide each of them. */
const SCHEMA_TYPES = (
  JSON.parse(readFileSync(join(ROOT, 'schema/metadata.schema.json'), 'utf8')) as { definitions: { fieldType: { enum: string[] } } }
).definitions.fieldType.enum;

describe('per-field-type maps', () => {
  // The Record<FieldType, …> types make a missing type a compile error; this catches a stale
  // types.generated.ts (a type in the schema that the TypeScript union has not caught up with).
  it.each([
    ['FIELD_TYPES', FIELD_TYPES],
    ['FIELD_CHECKS (server validation)', FIELD_CHECKS],
    ['FIELD_TEXT_SQL (CSV exports)', FIELD_TEXT_SQL],
    ['FIELD_FILTERS (list filters)', FIELD_FILTERS],
    ['CONDITION_SUPPORT (scopes and filter options as SQL)', CONDITION_SUPPORT],
  ])('%s covers every field type of the JSON Schema', (_, map) => {
    expect(Object.keys(map).sort()).toEqual([...SCHEMA_TYPES].sort());
  });
});
