import type { RawBuilder } from 'kysely';
import type { NormalizedField, Registry } from '../../metadata/normalized.ts';

/** A value checked against its field: the value to store, or a message completing "{label} ..." (see fieldMessage). */
export type Checked = { ok: true; value: unknown } | { ok: false; message: string };

/** The SQL of "the field holds this value", or the message refusing the value (naming the filter). */
export type FilterMatch = { where: RawBuilder<boolean> } | { refusal: string };
export type FieldFilter = (col: RawBuilder<unknown>, value: string, field: NormalizedField, filter: string) => FilterMatch;

/** What an export's cell text is computed from: the column of the row being exported, or a computed field's expression. */
export interface TextContext {
  registry: Registry;
  field: NormalizedField;
  col: RawBuilder<unknown>;
  timeZone: string;
}

/**
 * Everything the server does with one field type. The shared facts (column type, GraphQL types, attribute
 * type, limits) are in src/metadata/fieldTypes.ts; the console's input and display in src/console/inputs/defs
 * and src/console/fields. SERVER_FIELD_TYPES (index.ts) is a Record over FieldType, so a new field type does
 * not compile until every one of these is written.
 */
export interface ServerFieldType {
  /** Checks one non-empty value a client sent (record fields and operation arguments alike). */
  check: (value: unknown, field: NormalizedField) => Checked;
  /** How a list filter matches one value; null: the type cannot be filtered by one value (use a scope or the date range). */
  filter: FieldFilter | null;
  /** The console's text of the value as SQL, so PostgreSQL formats CSV exports. */
  exportText: (c: TextContext) => RawBuilder<string>;
  /** The value an audit version records for a stored value (never a secret, never file content). */
  audit: (stored: unknown) => unknown;
  /** Whether a value decoded from a client's list cursor may stand where this column is compared. */
  fitsCursor: (value: unknown) => boolean;
}

/** Stored values as JSON: instants as ISO text, a missing value as null. */
export const plainValue = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : (v ?? null));

/** A secret as an audit version records it: only whether it is set. */
export const filteredValue = (v: unknown): unknown => (v == null ? null : '[FILTERED]');

/** Non-scalar columns (lists, JSON, files) are never list sort keys, so no cursor value fits them. */
export const noCursor = (): boolean => false;
