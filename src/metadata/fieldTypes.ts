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
}

export const FIELD_TYPES: Record<FieldType, FieldTypeDef> = {
  string: { sql: 'text', graphql: 'String', input: 'String', attribute: 'string', searchable: true },
  text: { sql: 'text', graphql: 'String', input: 'String', attribute: 'string', searchable: true },
  integer: { sql: 'integer', graphql: 'Int', input: 'Int', attribute: 'number' },
  decimal: { sql: 'double precision', graphql: 'Float', input: 'Float', attribute: 'number' },
  boolean: { sql: 'boolean', graphql: 'Boolean', input: 'Boolean', attribute: 'boolean' },
  enum: { sql: 'text', graphql: 'String', input: 'String', attribute: 'string' },
  date: { sql: 'date', graphql: 'String', input: 'String', attribute: 'date' },
  datetime: { sql: 'timestamptz', graphql: 'String', input: 'String', attribute: 'datetime' },
  time: { sql: 'text', graphql: 'String', input: 'String', attribute: 'string' },
  duration_seconds: { sql: 'integer', graphql: 'Int', input: 'Int', attribute: 'duration_seconds' },
  json: { sql: 'jsonb', graphql: 'JSON', input: 'JSON', attribute: 'json' },
  strings: { sql: 'text[]', graphql: '[String!]', input: '[String!]', attribute: 'strings' },
  email: { sql: 'text', graphql: 'String', input: 'String', attribute: 'string', searchable: true },
  url: { sql: 'text', graphql: 'String', input: 'String', attribute: 'string' },
  phone: { sql: 'text', graphql: 'String', input: 'String', attribute: 'string', searchable: true },
  ip: { sql: 'text', graphql: 'String', input: 'String', attribute: 'string' },
  mac: { sql: 'text', graphql: 'String', input: 'String', attribute: 'string' },
  password: { sql: 'text', graphql: null, input: 'String', attribute: 'string' },
  file: { sql: 'jsonb', graphql: 'FileValue', input: 'FileUploadInput', attribute: 'json' },
  image: { sql: 'jsonb', graphql: 'FileValue', input: 'FileUploadInput', attribute: 'json' },
  reference: { sql: 'integer', graphql: 'ID', input: 'ID', attribute: 'readmin_objects' },
  references: { sql: 'integer[]', graphql: '[ID!]', input: '[ID!]', attribute: 'readmin_objects' },
  rectangle: { sql: 'jsonb', graphql: 'Rectangle', input: 'RectangleInput', attribute: 'json' },
};
