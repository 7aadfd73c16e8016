import { sql } from 'kysely';
import type { Database } from '../../src/server/db/database.ts';
import { FIELD_TYPES } from '../../src/metadata/fieldTypes.ts';
import type { FieldType, RecordTypeMetadata } from '../../src/generated/metadataTypes.ts';
import type { NormalizedType } from '../../src/metadata/normalized.ts';
import { normalizeAll } from '../../src/metadata/normalize.ts';
import { databasePlan, diffPlans } from '../../src/generator/tablePlan.ts';
import { camelCase } from '../../src/metadata/naming.ts';

export const FIELD_TYPE_NAMES = Object.keys(FIELD_TYPES) as FieldType[];

/** The field of each type in the specimen: `${type}Value` (stringValue, durationSecondsValue, …). */
export const fieldOf = (type: FieldType): string => `${camelCase(type)}Value`;

/**
 * A record type with one field of every field type (plus an enum served by an option source), so tests
 * can run the per-field-type SQL of the server on a real table: generated from metadata as any other
 * type, created with the generator's own DDL.
 */
export const SPECIMEN: RecordTypeMetadata = {
  typename: 'Specimen',
  route: 'specimens',
  label: { singular: 'Specimen', plural: 'Specimens' },
  fields: {
    ...Object.fromEntries(
      FIELD_TYPE_NAMES.map((type) => [
        fieldOf(type),
        {
          type,
          ...(type === 'enum' && { options: [{ value: 'gold', label: 'Gold tier' }, 'silver', { value: 'bronze_plus', label: 'Bronze+' }] }),
          ...((type === 'reference' || type === 'references') && { typename: 'Specimen' }),
        },
      ]),
    ),
    sport: { type: 'enum', optionsQuery: 'sports' },
  },
  permissions: { platformAdmin: ['read'] },
};

export const specimenType = (): NormalizedType => normalizeAll([SPECIMEN]).types.Specimen;

/** Creates the specimen's table in `database` exactly as a generated migration would. */
export const createSpecimenTable = async (database: Database): Promise<NormalizedType> => {
  const registry = normalizeAll([SPECIMEN]);
  for (const statement of diffPlans({}, databasePlan(registry)).statements) await sql.raw(statement).execute(database.db);
  return registry.types.Specimen;
};

/** Inserts rows given by field name; returns their ids in order. */
export const insertSpecimens = async (database: Database, type: NormalizedType, rows: Record<string, unknown>[]): Promise<number[]> => {
  const ids: number[] = [];
  for (const row of rows) {
    const entries = Object.entries(row).map(([name, value]) => {
      const field = type.fields.find((f) => f.name === name)!;
      const stored = ['json', 'file', 'image', 'rectangle'].includes(field.type) && value !== null ? JSON.stringify(value) : value;
      return [field.column, stored] as const;
    });
    const columns = entries.length ? sql.join(entries.map(([c]) => sql.ref(c))) : sql``;
    const values = entries.length ? sql.join(entries.map(([, v]) => sql.val(v))) : sql``;
    const inserted = entries.length
      ? await sql<{ id: number }>`INSERT INTO ${sql.table(type.table)} (${columns}) VALUES (${values}) RETURNING id`.execute(database.db)
      : await sql<{ id: number }>`INSERT INTO ${sql.table(type.table)} DEFAULT VALUES RETURNING id`.execute(database.db);
    ids.push(inserted.rows[0].id);
  }
  return ids;
};
