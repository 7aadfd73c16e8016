import type { FieldType } from '../generated/metadataTypes.ts';

/**
 * What every layer needs to know about a field type, in one typed map: adding a type to the JSON Schema
 * does not compile until it has a column, a GraphQL type and an attribute type here.
 * What the server does with a value (validation, filters, export text, audit) is in src/server/fieldTypes/;
 * inputs in src/console/inputs/defs/ and displays in src/console/fields/, each a Record over FieldType too.
 */
export interface FieldTypeDef {
  /** Postgres column type. */
  sql: string;
  /** The column's TypeScript type as the database driver returns it (src/generated/database.ts). */
  ts: string;
  /**
   * The column is NOT NULL whatever the metadata says, and what "no value" becomes: a list stores an empty
   * list ({}); a boolean is true or false, so a null sent for it is refused ('must be true or false').
   */
  noValue?: 'emptyList' | 'refused';
  /** GraphQL output type (null = not exposed, e.g. passwords). */
  graphql: string | null;
  /** GraphQL input type. */
  input: string;
  /** Attribute entry type of spec 000 §3.3 used to display the value. */
  attribute: 'number' | 'string' | 'strings' | 'boolean' | 'duration_seconds' | 'datetime' | 'date' | 'json' | 'readmin_objects';
  /** Text the search box may match with ILIKE / trigram. */
  searchable?: boolean;
  /**
   * Default bounds of a value, so no input is unbounded (a field may declare its own): characters of text
   * (of the serialized form for json), entries of a list, bytes of a file.
   */
  limits?: { maxLength?: number; maxItems?: number; maxSize?: number };
}

const MiB = 1024 * 1024;
/** Lists of ids or texts: the most entries one request may send, as for batch ids. */
export const DEFAULT_MAX_ITEMS = 200;

/** Files and images: stored as JSON (name, size, content), named by their file name in exports. */
const UPLOAD: FieldTypeDef = {
  sql: 'jsonb',
  ts: 'StoredFile',
  graphql: 'FileValue',
  input: 'FileUploadInput',
  attribute: 'json',
  limits: { maxLength: 255, maxSize: 2 * MiB },
};

export const FIELD_TYPES: Record<FieldType, FieldTypeDef> = {
  string: { sql: 'text', ts: 'string', graphql: 'String', input: 'String', attribute: 'string', searchable: true, limits: { maxLength: 255 } },
  text: { sql: 'text', ts: 'string', graphql: 'String', input: 'String', attribute: 'string', searchable: true, limits: { maxLength: 10_000 } },
  integer: { sql: 'integer', ts: 'number', graphql: 'Int', input: 'Int', attribute: 'number' },
  decimal: { sql: 'double precision', ts: 'number', graphql: 'Float', input: 'Float', attribute: 'number' },
  boolean: { sql: 'boolean', ts: 'boolean', noValue: 'refused', graphql: 'Boolean', input: 'Boolean', attribute: 'boolean' },
  enum: { sql: 'text', ts: 'string', graphql: 'String', input: 'String', attribute: 'string', limits: { maxLength: 255 } },
  date: { sql: 'date', ts: 'string', graphql: 'String', input: 'String', attribute: 'date' },
  datetime: { sql: 'timestamptz', ts: 'ColumnType<Date, Date | string, Date | string>', graphql: 'String', input: 'String', attribute: 'datetime' },
  time: { sql: 'text', ts: 'string', graphql: 'String', input: 'String', attribute: 'string', limits: { maxLength: 8 } },
  duration_seconds: { sql: 'integer', ts: 'number', graphql: 'Int', input: 'Int', attribute: 'duration_seconds' },
  json: { sql: 'jsonb', ts: 'JsonValue', graphql: 'JSON', input: 'JSON', attribute: 'json', limits: { maxLength: 100_000 } },
  strings: {
    sql: 'text[]',
    ts: 'string[]',
    noValue: 'emptyList',
    graphql: '[String!]',
    input: '[String!]',
    attribute: 'strings',
    limits: { maxLength: 255, maxItems: DEFAULT_MAX_ITEMS },
  },
  email: { sql: 'text', ts: 'string', graphql: 'String', input: 'String', attribute: 'string', searchable: true, limits: { maxLength: 254 } },
  url: { sql: 'text', ts: 'string', graphql: 'String', input: 'String', attribute: 'string', limits: { maxLength: 2048 } },
  phone: { sql: 'text', ts: 'string', graphql: 'String', input: 'String', attribute: 'string', searchable: true, limits: { maxLength: 20 } },
  ip: { sql: 'text', ts: 'string', graphql: 'String', input: 'String', attribute: 'string', limits: { maxLength: 18 } },
  mac: { sql: 'text', ts: 'string', graphql: 'String', input: 'String', attribute: 'string', limits: { maxLength: 17 } },
  // Long enough for any passphrase, short enough that hashing it costs what a normal one does.
  password: { sql: 'text', ts: 'string', graphql: null, input: 'String', attribute: 'string', limits: { maxLength: 128 } },
  file: UPLOAD,
  image: UPLOAD,
  reference: { sql: 'integer', ts: 'number', graphql: 'ID', input: 'ID', attribute: 'readmin_objects' },
  references: {
    sql: 'integer[]',
    ts: 'number[]',
    noValue: 'emptyList',
    graphql: '[ID!]',
    input: '[ID!]',
    attribute: 'readmin_objects',
    limits: { maxItems: DEFAULT_MAX_ITEMS },
  },
  rectangle: {
    sql: 'jsonb',
    ts: '{ x: number; y: number; width: number; height: number }',
    graphql: 'Rectangle',
    input: 'RectangleInput',
    attribute: 'json',
  },
};

/** Whether a field's column is NOT NULL: required, or of a type that always has a value. */
export const isNotNull = (field: { type: FieldType; required?: boolean }): boolean =>
  Boolean(field.required) || FIELD_TYPES[field.type].noValue !== undefined;

/**
 * What an optional field (or operation argument) given no value stores: null, or an empty list; for a
 * boolean nothing, and the problem to report instead.
 */
export const noValueOf = (type: FieldType): { value: null | never[] } | { problem: string } => {
  const noValue = FIELD_TYPES[type].noValue;
  return noValue === 'refused' ? { problem: 'must be true or false' } : { value: noValue === 'emptyList' ? [] : null };
};
