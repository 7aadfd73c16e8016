import { sql } from 'kysely';
import { storedFields, type NormalizedField, type NormalizedType, type Registry } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';
import { recordConditions, referencedKey, referenceId, referencesReadThrough, type ReferencedRecords } from '../../shared/ruleReferences.ts';
import type { Row } from '../db/row.ts';

/** The references a type's rules read through and the records they name, for ruleRecord (fieldRules.ts). */
export interface ReadThrough {
  fields: NormalizedField[];
  records: ReferencedRecords;
}

export const NO_READ_THROUGH: ReadThrough = { fields: [], records: new Map() };

/**
 * Loads the records a type's rules read through ({"var": "cameraModel.supportsH265"}) that `rows` name:
 * the stored rows a write changes and the write's own columns, one query per referenced type. The rules
 * may read a record the caller cannot (the write is then refused by its reference check anyway): what they
 * read only decides whether the write holds, it is never answered.
 */
export const loadReadThrough = async (
  db: Db,
  registry: Registry,
  type: NormalizedType,
  rows: Record<string, unknown>[],
  rules: unknown[] = recordConditions(type),
): Promise<ReadThrough> => {
  const fields = referencesReadThrough(type.fields, rules);
  if (!fields.length) return NO_READ_THROUGH;
  const records = new Map<string, Record<string, unknown> | null>();
  for (const field of fields) {
    const target = registry.types[field.typename!];
    const ids = [...new Set(rows.map((r) => referenceId(r[field.column])).filter((id): id is string => id !== null))].map(Number);
    if (!ids.length) continue;
    const { rows: found } = await sql<Row>`SELECT * FROM ${sql.table(target.table)} WHERE id = ANY(${sql.val(ids)}::integer[])`.execute(db);
    for (const row of found) records.set(referencedKey(target.typename, String(row.id)), { id: row.id, ...storedRecord(target, row) });
  }
  return { fields, records };
};

/** A stored row as rules read it: each field by name (references by id), instants as ISO strings. */
export const storedRecord = (type: NormalizedType, row: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    // Computed fields are not in a row; check:metadata refuses a write rule that reads one (M209).
    storedFields(type).map((f) => {
      const value = row[f.column] ?? null;
      return [f.name, value instanceof Date ? value.toISOString() : value];
    }),
  );
