import { attributeName } from '../../metadata/naming.ts';
import { isComputed, type NormalizedType } from '../../metadata/normalized.ts';

/** A row as the GraphQL layer sees it: field names, references as {name}Id, dates as ISO strings. */
export interface RecordObject {
  __typename: string;
  id: number;
  /** Set on records reached through a reference the viewer may not read: only id and name show. */
  __restricted?: boolean;
  /** Keyset position in the list that returned it, as text (ordering.ts's encodeCursor makes the cursor a client holds). */
  __cursor?: string;
  [field: string]: unknown;
}

const toJson = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v);

/** How a row's column becomes a record's value. */
interface ColumnPlan {
  column: string;
  attribute: string;
  computed: boolean;
  references: boolean;
}

/**
 * Worked out once per type: a page with its references turns a few dozen rows of dozens of fields each, and names,
 * labels and conditions read a few fields of every row by name (`attributes`: every field's attribute by its name).
 */
const columnPlans = new WeakMap<NormalizedType, { fields: ColumnPlan[]; byColumn: Map<string, ColumnPlan>; attributes: Map<string, string> }>();

const columnPlan = (type: NormalizedType) => {
  let plan = columnPlans.get(type);
  if (!plan) {
    const fields = type.fields
      .filter((f) => !f.writeOnly)
      .map((f) => ({ column: f.column, attribute: attributeName(f), computed: isComputed(f), references: f.type === 'references' }));
    const attributes = new Map(type.fields.map((f) => [f.name, attributeName(f)]));
    plan = { fields, byColumn: new Map(fields.map((f) => [f.column, f])), attributes };
    columnPlans.set(type, plan);
  }
  return plan;
};

const setValue = (record: RecordObject, f: ColumnPlan, raw: unknown) => {
  const value = toJson(raw);
  record[f.attribute] = f.references ? (value ?? []) : value;
};

export const rowToRecord = (type: NormalizedType, row: Record<string, unknown>): RecordObject => {
  const record: RecordObject = { __typename: type.typename, id: row.id as number };
  // A computed field is in rows its query selected (lists, lookups by id); elsewhere it stays unset and
  // RecordStore.completed() reads it.
  for (const f of columnPlan(type).fields) if (!f.computed || Object.hasOwn(row, f.column)) setValue(record, f, row[f.column]);
  if (Object.hasOwn(row, 'lock_version')) record.lockVersion = row.lock_version;
  if (type.timestamps) {
    record.createdAt = toJson(row.created_at);
    record.updatedAt = toJson(row.updated_at);
  }
  return record;
};

/**
 * A record read for its name alone (RecordStore.list's name-only joins): its id and the few columns its row has,
 * found by the row's own columns rather than by every field of the type.
 */
export const rowToNameRecord = (type: NormalizedType, row: Record<string, unknown>): RecordObject => {
  const record: RecordObject = { __typename: type.typename, id: row.id as number };
  const { byColumn } = columnPlan(type);
  for (const column in row) {
    const f = byColumn.get(column);
    if (f) setValue(record, f, row[column]);
  }
  return record;
};

/** Whether the record lacks a computed field's value (it came from a row without them). */
export const lacksComputed = (type: NormalizedType, record: RecordObject): boolean =>
  columnPlan(type).fields.some((f) => f.computed && !Object.hasOwn(record, f.attribute));

/** The value of a field as JSON Logic and templates read it (references by id). */
export const fieldValue = (type: NormalizedType, record: RecordObject, name: string): unknown =>
  record[columnPlan(type).attributes.get(name) ?? name];
