import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { runtimeTables, type Db } from '../db/database.ts';
import { storedFields, type NormalizedField, type NormalizedType, type Registry } from '../../metadata/normalized.ts';
import { checkDemoRows, insertionOrder, keyFieldOf, readDemoDir, type DemoFile, type ReadableKey } from '../../metadata/demoRows.ts';
import { formatProblem } from '../../metadata/problems.ts';
import { FIELD_TYPES, noValueOf } from '../../metadata/fieldTypes.ts';
import { didYouMean } from '../../metadata/suggest.ts';
import { checkValue, isEmpty } from '../fieldTypes/validation.ts';
import { hashPassword } from '../auth/passwords.ts';

/** The project's demo rows: metadata/demo/<Typename>.json beside the metadata. */
export const DEMO_ROWS_DIR = join(import.meta.dirname, '../../../metadata/demo');
/** The registry the server runs on, read only when there are demo rows to check against it. */
const GENERATED_REGISTRY = join(import.meta.dirname, '../../generated/registry.json');

/** A demo row the seed cannot insert: which file, row and field, and why. */
class DemoRowError extends Error {}

/** The id of the one record of `target` a readable key names; refuses none or several, with the names it has. */
const resolveKey = async (db: Db, target: NormalizedType, key: ReadableKey, at: string): Promise<number> => {
  const byName = keyFieldOf(target);
  const match: [NormalizedField, unknown][] =
    typeof key === 'string' ? [[byName!, key]] : Object.entries(key).map(([name, v]) => [storedFields(target).find((f) => f.name === name)!, v]);
  const where = sql.join(
    match.map(([f, v]) => sql`${sql.ref(f.column)} = ${v}`),
    sql` AND `,
  );
  const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.table(target.table)} WHERE ${where} ORDER BY id LIMIT 2`.execute(db);
  if (rows.length === 1) return rows[0].id;
  const said = typeof key === 'string' ? `'${key}'` : JSON.stringify(key);
  if (rows.length > 1) throw new DemoRowError(`${at}: several ${target.label.plural} match ${said}: name one by more of its fields`);
  const names = byName
    ? (
        await sql<{ name: string }>`SELECT ${sql.ref(byName.column)} AS name FROM ${sql.table(target.table)} ORDER BY id LIMIT 500`.execute(db)
      ).rows.map((r) => r.name)
    : [];
  throw new DemoRowError(`${at}: no ${target.label.singular} is ${said}${typeof key === 'string' ? didYouMean(key, names) : ''}`);
};

/**
 * The value to store for one field a row gives or whose default applies: a reference's key resolved to its id, the
 * value checked as the API checks a write (the same messages), a password hashed.
 */
const storedValue = async (db: Db, registry: Registry, field: NormalizedField, raw: unknown, at: string): Promise<unknown> => {
  let value = raw;
  if (!isEmpty(value) && field.type === 'reference') value = await resolveKey(db, registry.types[field.typename!], value as ReadableKey, at);
  if (!isEmpty(value) && field.type === 'references') {
    const ids: number[] = [];
    for (const key of value as ReadableKey[]) ids.push(await resolveKey(db, registry.types[field.typename!], key, at));
    value = ids;
  }
  if (isEmpty(value)) {
    const none = noValueOf(field.type);
    if (field.required || 'problem' in none) throw new DemoRowError(`${at}: ${field.label} is required`);
    return none.value;
  }
  const checked = checkValue(field, value);
  if (!checked.ok) throw new DemoRowError(`${at}: ${field.label} ${checked.message}`);
  return field.type === 'password' ? await hashPassword(checked.value as string) : checked.value;
};

/** Inserts one file's rows in order. A field a row leaves out takes its default, else no value, as a create does. */
const insertFile = async (db: Db, registry: Registry, { file, typename, rows }: DemoFile): Promise<void> => {
  const type = registry.types[typename];
  for (const [i, row] of rows.entries()) {
    const columns: Record<string, unknown> = {};
    for (const field of storedFields(type)) {
      const raw = Object.hasOwn(row, field.name) ? row[field.name] : field.default;
      // A field left out with no default and nothing to store (the column's own default) is not written.
      if (raw === undefined && !field.required && FIELD_TYPES[field.type].noValue !== 'emptyList') continue;
      columns[field.column] = await storedValue(db, registry, field, raw, `${file} $.rows[${i}].${field.name}`);
    }
    await runtimeTables(db).insertInto(type.table).values(columns).execute();
  }
};

/** Another project's registry and demo rows (the fixture record type's test); by default this project's. */
export interface DemoRowsOptions {
  registry?: Registry;
  dir?: string;
}

/**
 * Seeds the demo rows written as data (metadata/demo/<Typename>.json), after the built-in demo data whose records
 * they may name: each file is checked against the registry first (as npm run check:metadata does), then each row's
 * values as the API checks a write. Answers how many rows it inserted.
 */
export const seedDemoRows = async (db: Db, { registry, dir = DEMO_ROWS_DIR }: DemoRowsOptions = {}): Promise<number> => {
  const raw = readDemoDir(dir);
  if (!raw.length) return 0;
  const types = registry ?? (JSON.parse(readFileSync(GENERATED_REGISTRY, 'utf8')) as Registry);
  const { problems, files } = checkDemoRows(raw, types);
  if (problems.length) throw new DemoRowError(`demo rows with problems:\n${problems.map(formatProblem).join('\n')}`);
  for (const file of insertionOrder(files, types)) await insertFile(db, types, file);
  return files.reduce((n, f) => n + f.rows.length, 0);
};
