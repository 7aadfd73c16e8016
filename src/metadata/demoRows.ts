import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Ajv } from 'ajv';
import schema from '../../schema/demo-rows.schema.json' with { type: 'json' };
import { CODES, type Problem } from './problems.ts';
import { parseJsonFile, type RawFile } from './jsonSyntax.ts';
import { jsonPath, schemaMessage } from './validateSchema.ts';
import { didYouMean, type NameCandidate } from './suggest.ts';
import { FIELD_TYPES } from './fieldTypes.ts';
import { storedFields, type NormalizedField, type NormalizedType, type Registry } from './normalized.ts';

/** Where a type's demo rows live, beside its metadata: metadata/demo/<Typename>.json. */
export const DEMO_DIR = 'metadata/demo';

/** One row as written: API field names to values, references by readable key. */
export type DemoRow = Record<string, unknown>;

/** A reference's readable key: the referenced record's display name, or values of its fields. */
export type ReadableKey = string | Record<string, string | number | boolean>;

/** A checked demo file: its type and its rows. */
export interface DemoFile {
  file: string;
  typename: string;
  rows: DemoRow[];
}

const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
const validate = ajv.compile(schema);

/** Reads metadata/demo/*.json, sorted; none when the folder does not exist. */
export const readDemoDir = (dir: string, root = process.cwd()): RawFile[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => ({ file: relative(root, join(dir, f)), text: readFileSync(join(dir, f), 'utf8') }))
    : [];

/**
 * The field a string key is matched against: the referenced type's display name when it is one plain field
 * ('name'); undefined when the name is a template ('{firstName} {lastName}'), which a key must spell as fields.
 */
export const keyFieldOf = (type: NormalizedType): NormalizedField | undefined =>
  type.display.name.includes('{') ? undefined : storedFields(type).find((f) => f.name === type.display.name);

/** Fields a key object may match on: stored values that compare as text, numbers or booleans. */
const KEY_TYPES = new Set(['string', 'text', 'integer', 'decimal', 'boolean', 'enum', 'date', 'email', 'url', 'phone', 'time']);

const fieldCandidates = (type: NormalizedType): NameCandidate[] => type.fields.map((f) => ({ name: f.name, aliases: [f.label] }));

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Problems of one value against its field's type, as messages (the server checks the value itself again on insert). */
const valueProblem = (field: NormalizedField, value: unknown, registry: Registry): string | undefined => {
  if (value === null) return field.required ? `'${field.name}' is required: give a value or leave it out for its default` : undefined;
  if (field.type === 'file' || field.type === 'image') return `'${field.name}' is a ${field.type} field: demo rows take no uploads, leave it out`;
  if (field.type === 'reference') return keyProblem(field, value, registry);
  if (field.type === 'references')
    return Array.isArray(value)
      ? value.map((v) => keyProblem(field, v, registry)).find(Boolean)
      : `'${field.name}' takes a list of keys of ${field.typename} records`;
  if (field.type === 'boolean') return typeof value === 'boolean' ? undefined : `'${field.name}' takes true or false`;
  if (['integer', 'decimal', 'duration_seconds'].includes(field.type))
    return typeof value === 'number' ? undefined : `'${field.name}' takes a number`;
  if (field.type === 'strings')
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? undefined : `'${field.name}' takes a list of texts`;
  if (field.type === 'json' || field.type === 'rectangle') return undefined;
  if (typeof value !== 'string') return `'${field.name}' takes text`;
  if (field.type === 'enum' && field.options?.length && !field.options.some((o) => o.value === value))
    return `'${value}' is not an option of '${field.name}' (${field.options.map((o) => o.value).join(', ')})${didYouMean(
      value,
      field.options.map((o) => ({ name: o.value, aliases: [o.label] })),
    )}`;
  return undefined;
};

/** A readable key of a record of the reference's type: its display name, or values of its fields. */
function keyProblem(field: NormalizedField, key: unknown, registry: Registry): string | undefined {
  const target = registry.types[field.typename!];
  if (typeof key === 'string') {
    if (keyFieldOf(target)) return undefined;
    return `${target.typename} records are named by a template ('${target.display.name}'): name the record by its fields, as {"field": "value"}`;
  }
  if (!isPlainObject(key) || !Object.keys(key).length)
    return `'${field.name}' names a ${target.typename} by its ${keyFieldOf(target)?.name ?? 'fields'} as text, or by its fields as an object`;
  for (const [name, v] of Object.entries(key)) {
    const f = storedFields(target).find((x) => x.name === name);
    if (!f) return `'${field.name}' names a ${target.typename} by unknown field '${name}'${didYouMean(name, fieldCandidates(target))}`;
    if (!KEY_TYPES.has(f.type) || !['string', 'number', 'boolean'].includes(typeof v))
      return `'${field.name}' names a ${target.typename} by '${name}', which is not a text, number or boolean field`;
  }
  return undefined;
}

/** Every problem of one row: unknown or underived fields, values of the wrong kind, required fields left out. */
const rowProblems = (type: NormalizedType, row: DemoRow, at: string, registry: Registry): { path: string; code: string; message: string }[] => {
  const problems: { path: string; code: string; message: string }[] = [];
  for (const [name, value] of Object.entries(row)) {
    const field = type.fields.find((f) => f.name === name);
    if (!field)
      problems.push({
        path: `${at}.${name}`,
        code: CODES.demoField,
        message: `unknown field '${name}' of ${type.typename}${didYouMean(name, fieldCandidates(type))}`,
      });
    else if (field.computed !== undefined)
      problems.push({ path: `${at}.${name}`, code: CODES.demoField, message: `'${name}' is computed: it is derived, never stored` });
    else {
      const message = valueProblem(field, value, registry);
      if (message) problems.push({ path: `${at}.${name}`, code: CODES.demoValue, message });
    }
  }
  // As a create through the API: a required field, and a boolean (true or false, never empty), need a value or a default.
  for (const field of storedFields(type))
    if ((field.required || FIELD_TYPES[field.type].noValue === 'refused') && field.default === undefined && !(field.name in row))
      problems.push({
        path: at,
        code: CODES.demoRequired,
        message: `the row gives no '${field.name}', which ${type.typename} requires${field.required ? '' : ' (a boolean with no default)'}`,
      });
  return problems;
};

/**
 * Checks demo row files against the normalized registry: each file names a type (its file name), each row its
 * fields and values of their kinds, references by readable keys. Without a registry (the types have problems of
 * their own) only each file's JSON and schema. Pure; the seed inserts the rows it answers.
 */
export const checkDemoRows = (raw: RawFile[], registry?: Registry): { problems: Problem[]; files: DemoFile[] } => {
  const problems: Problem[] = [];
  const files: DemoFile[] = [];
  const typeNames: NameCandidate[] = Object.values(registry?.types ?? {}).map((t) => ({
    name: t.typename,
    aliases: [t.label.singular, t.label.plural],
  }));
  for (const { file, text } of raw) {
    const parsed = parseJsonFile(file, text);
    if (parsed.problem) {
      problems.push(parsed.problem);
      continue;
    }
    if (!validate(parsed.data)) {
      for (const e of validate.errors ?? []) problems.push({ code: CODES.schema, file, path: jsonPath(e.instancePath), message: schemaMessage(e) });
      continue;
    }
    if (!registry) continue;
    const typename = file
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
    const type = registry.types[typename];
    if (!type) {
      problems.push({
        code: CODES.demoType,
        file,
        path: '$',
        message: `no record type is named '${typename}'${didYouMean(typename, typeNames)}: name the file after its type`,
      });
      continue;
    }
    const rows = (parsed.data as { rows: DemoRow[] }).rows;
    const found = rows.flatMap((row, i) => rowProblems(type, row, `$.rows[${i}]`, registry)).map((p) => ({ ...p, file }));
    problems.push(...found);
    if (!found.length) files.push({ file, typename, rows });
  }
  return { problems, files };
};

/**
 * The files in an order where every type comes after the demo types its references name (a type naming itself
 * is left as it is): a row may name a row of another demo file, which is then already inserted.
 */
export const insertionOrder = (files: DemoFile[], registry: Registry): DemoFile[] => {
  const byType = new Map(files.map((f) => [f.typename, f]));
  const ordered: DemoFile[] = [];
  const visiting = new Set<string>();
  const visit = (f: DemoFile) => {
    if (ordered.includes(f) || visiting.has(f.typename)) return;
    visiting.add(f.typename);
    for (const field of registry.types[f.typename].fields)
      if (field.typename && field.typename !== f.typename && byType.has(field.typename)) visit(byType.get(field.typename)!);
    ordered.push(f);
  };
  files.forEach(visit);
  return ordered;
};
