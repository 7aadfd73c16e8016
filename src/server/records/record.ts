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

/** How a row's column becomes a record's value. */
interface ColumnPlan {
  column: string;
  attribute: string;
  computed: boolean;
  references: boolean;
}

/** Worked out once per type: a page with its references turns a few dozen rows of dozens of fields each. */
const columnPlans = new WeakMap<NormalizedType, ColumnPlan[]>();

const columnPlan = (type: NormalizedType): ColumnPlan[] => {
  let plan = columnPlans.get(type);
  if (!plan) {
    plan = type.fields
      .filter((f) => !f.writeOnly)
      .map((f) => ({ column: f.column, attribute: attributeName(f), computed: isComputed(f), references: f.type === 'references' }));
    columnPlans.set(type, plan);
  }
  return plan;
};

/** The fields of `row` as a record's values, those `include` lets through. */
const recordValues = (type: NormalizedType, row: Record<string, unknown>, include: (f: ColumnPlan) => boolean): RecordObject => {
  const record: RecordObject = { __typename: type.typename, id: row.id as number };
  for (const f of columnPlan(type)) {
    if (!include(f)) continue;
    const value = toJson(row[f.column]);
    record[f.attribute] = f.references ? (value ?? []) : value;
  }
  return record;
};

export const rowToRecord = (type: NormalizedType, row: Record<string, unknown>): RecordObject => {
  // A computed field is in rows its query selected (lists, lookups by id); elsewhere it stays unset and
  // RecordStore.completed() reads it.
  const record = recordValues(type, row, (f) => !f.computed || Object.hasOwn(row, f.column));
  if (type.timestamps) {
    record.createdAt = toJson(row.created_at);
    record.updatedAt = toJson(row.updated_at);
  }
  return record;
};

/** A record read for its name alone (RecordStore.list's name-only joins): its id and the columns its row has. */
export const rowToNameRecord = (type: NormalizedType, row: Record<string, unknown>): RecordObject =>
  recordValues(type, row, (f) => Object.hasOwn(row, f.column));

/** Whether the record lacks a computed field's value (it came from a row without them). */
export const lacksComputed = (type: NormalizedType, record: RecordObject): boolean =>
  type.fields.some((f) => isComputed(f) && !f.writeOnly && !Object.hasOwn(record, attributeName(f)));

/** The value of a field as JSON Logic and templates read it (references by id). */
export const fieldValue = (type: NormalizedType, record: RecordObject, name: string): unknown => {
  const f = type.fields.find((x) => x.name === name);
  return record[f ? attributeName(f) : name];
};
