import type { FieldType } from './types.generated.ts';

/**
 * What every layer needs to know about a field type, in one typed map: adding a type to the JSON Schema
 * does not compile until it has a column, a GraphQL type and an attribute type here.
 * Validation lives in src/server/validation.ts, inputs and displays in src/console/fields/.
 */
export interface FieldTypeDef {
  /** Postgres column type. */
  sql: string;
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

export const FIELD_TYPES: Record<FieldType, FieldTypeDef> = {
  string: { sql: 'text', graphql: 'String', input: 'String', attribute: 'string', searchable: true, limits: { maxLength: 255 } },
  text: { sql: 'text', graphql: 'String', input: 'String', attribute: 'string', searchable: true, limits: { maxLength: 10_000 } },
  integer: { sql: 'integer', graphql: 'Int', input: 'Int', attribute: 'number' },
  decimal: { sql: 'double precision', graphql: 'Float', input: 'Float', attribute: 'number' },
  boolean: { sql: 'boolean', graphql: 'Boolean', input: 'Boolean', attribute: 'boolean' },
  enum: { sql: 'text', graphql: 'String', input: 'String', attribute: 'string', limits: { maxLength: 255 } },
  date: { sql: 'date', graphql: 'String', input: 'String', attribute: 'date' },
  datetime: { sql: 'timestamptz', graphql: 'String', input: 'String', attribute: 'datetime' },
  time: { sql: 'text', graphql: 'String', input: 'String', attribute: 'string', limits: { maxLength: 8 } },
  duration_seconds: { sql: 'integer', graphql: 'Int', input: 'Int', attribute: 'duration_seconds' },
  json: { sql: 'jsonb', graphql: 'JSON', input: 'JSON', attribute: 'json', limits: { maxLength: 100_000 } },
  strings: { sql: 'text[]', graphql: '[String!]', input: '[String!]', attribute: 'strings', limits: { maxLength: 255, maxItems: DEFAULT_MAX_ITEMS } },
  email: { sql: 'text', graphql: 'String', input: 'String', attribute: 'string', searchable: true, limits: { maxLength: 254 } },
  url: { sql: 'text', graphql: 'String', input: 'String', attribute: 'string', limits: { maxLength: 2048 } },
  phone: { sql: 'text', graphql: 'String', input: 'String', attribute: 'string', searchable: true, limits: { maxLength: 20 } },
  ip: { sql: 'text', graphql: 'String', input: 'String', attribute: 'string', limits: { maxLength: 18 } },
  mac: { sql: 'text', graphql: 'String', input: 'String', attribute: 'string', limits: { maxLength: 17 } },
  // Long enough for any passphrase, short enough that hashing it costs what a normal one does.
  password: { sql: 'text', graphql: null, input: 'String', attribute: 'string', limits: { maxLength: 128 } },
  file: { sql: 'jsonb', graphql: 'FileValue', input: 'FileUploadInput', attribute: 'json', limits: { maxLength: 255, maxSize: 2 * MiB } },
  image: { sql: 'jsonb', graphql: 'FileValue', input: 'FileUploadInput', attribute: 'json', limits: { maxLength: 255, maxSize: 2 * MiB } },
  reference: { sql: 'integer', graphql: 'ID', input: 'ID', attribute: 'readmin_objects' },
  references: { sql: 'integer[]', graphql: '[ID!]', input: '[ID!]', attribute: 'readmin_objects', limits: { maxItems: DEFAULT_MAX_ITEMS } },
  rectangle: { sql: 'jsonb', graphql: 'Rectangle', input: 'RectangleInput', attribute: 'json' },
};
