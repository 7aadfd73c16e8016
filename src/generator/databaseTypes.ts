import { FIELD_TYPES, isNotNull } from '../metadata/fieldTypes.ts';
import { storedFields, type NormalizedField, type NormalizedType, type Registry } from '../metadata/normalized.ts';
import { BANNER } from './banner.ts';
import { columnDefault } from './tablePlan.ts';

/**
 * A column's TypeScript type (FIELD_TYPES[type].ts). Dates stay 'yyyy-MM-dd' strings (database.ts keeps them
 * so); timestamps come back as Date and are written as Date or ISO strings.
 */
const columnType = (f: NormalizedField): string => {
  const base = FIELD_TYPES[f.type].ts;
  if (isNotNull(f)) {
    if (columnDefault(f) === undefined) return base;
    // The database fills the column in (its DEFAULT) when an insert leaves it out.
    return f.type === 'datetime' ? 'ColumnType<Date, Date | string | undefined, Date | string>' : `Generated<${base}>`;
  }
  // A nullable column may be left out of an insert; Kysely reads `| null` columns as optional on insert.
  return f.type === 'datetime' ? 'ColumnType<Date | null, Date | string | null | undefined, Date | string | null>' : `${base} | null`;
};

const rowName = (t: NormalizedType) => `${t.typename}Row`;

const rowInterface = (t: NormalizedType): string[] => [
  `/** A row of ${t.table} (${t.typename}). */`,
  `export interface ${rowName(t)} {`,
  '  id: Generated<number>;',
  '  lock_version: Generated<number>;',
  ...storedFields(t).map((f) => `  ${f.column}: ${columnType(f)};`),
  ...(t.timestamps ? ['  created_at: Generated<Date>;', '  updated_at: Generated<Date>;'] : []),
  '}',
  '',
];

/**
 * src/generated/database.ts: the Typename union, one row interface per record type and the Kysely
 * `Database` of their tables, so handler modules query with column names the compiler checks.
 */
export const emitDatabaseTypes = (registry: Registry): string => {
  const types = Object.values(registry.types).sort((a, b) => a.typename.localeCompare(b.typename));
  return [
    `/* ${BANNER} */`,
    "import type { ColumnType, Generated, Kysely } from 'kysely';",
    '',
    '/** Every record type of metadata/. */',
    `export type Typename = ${types.map((t) => `'${t.typename}'`).join(' | ')};`,
    '',
    'export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };',
    '/** A stored upload (file and image fields): its blob in readmin_blobs, its name, size in bytes and content type. */',
    'export interface StoredFile {',
    '  blobId: string;',
    '  name: string;',
    '  size: number;',
    '  type: string;',
    '}',
    '',
    ...types.flatMap(rowInterface),
    '/** The tables of the record types, by table name. */',
    'export interface Database {',
    ...types.map((t) => `  ${t.table}: ${rowName(t)};`),
    '}',
    '',
    '/** A transaction or connection typed by the metadata. */',
    'export type TypedDb = Kysely<Database>;',
    '',
  ].join('\n');
};
