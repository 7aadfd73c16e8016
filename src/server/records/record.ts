import { attributeName } from '../../shared/naming.ts';
import { isComputed, type NormalizedType } from '../../metadata/normalized.ts';

/** A row as the GraphQL layer sees it: field names, references as {name}Id, dates as ISO strings. */
export interface RecordObject {
  __typename: string;
  id: number;
  /** Set on records reached through a reference the viewer may not read: only id and name show. */
  __restricted?: boolean;
  /** Keyset position in the list that returned it (see ordering.ts). */
  __cursor?: string;
  [field: string]: unknown;
}

const toJson = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v);

export const rowToRecord = (type: NormalizedType, row: Record<string, unknown>): RecordObject => {
  const record: RecordObject = { __typename: type.typename, id: row.id as number };
  for (const f of type.fields) {
    if (f.writeOnly) continue;
    // A computed field is in rows its query selected (lists, lookups by id); elsewhere it stays unset and
    // RecordStore.completed() reads it.
    if (isComputed(f) && !Object.hasOwn(row, f.column)) continue;
    const value = toJson(row[f.column]);
    record[attributeName(f)] = f.type === 'references' ? (value ?? []) : value;
  }
  if (type.timestamps) {
    record.createdAt = toJson(row.created_at);
    record.updatedAt = toJson(row.updated_at);
  }
  return record;
};

/** Whether the record lacks a computed field's value (it came from a row without them). */
export const lacksComputed = (type: NormalizedType, record: RecordObject): boolean =>
  type.fields.some((f) => isComputed(f) && !f.writeOnly && !Object.hasOwn(record, attributeName(f)));

/** The value of a field as JSON Logic and templates read it (references by id). */
export const fieldValue = (type: NormalizedType, record: RecordObject, name: string): unknown => {
  const f = type.fields.find((x) => x.name === name);
  return record[f ? attributeName(f) : name];
};
