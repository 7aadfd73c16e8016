import fc from 'fast-check';
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputObjectType,
  type GraphQLInputType,
} from 'graphql';
import type { NormalizedField, NormalizedType, Registry } from '../../src/metadata/normalized.ts';
import { attributeName } from '../../src/metadata/naming.ts';

/**
 * fast-check arbitraries for GraphQL input values, built from the input types of the SDL, so every
 * mutation (and any added later) is fuzzed with values of its own shape: mostly plausible, often hostile.
 * A value's field name picks extra candidates (time zones for `timeZone`, typenames for `typename`, dates
 * for `…At`), so inputs get past the first check often enough to reach the later ones.
 */

/** What the database and the registry hold, so generated values can name real records and options. */
export interface FuzzVocabulary {
  /** Ids of existing rows (any table), as the API spells them. */
  ids: string[];
  typenames: string[];
  /** Enum options, filter names and values, scopes and order options of every type. */
  words: string[];
  /** Filter names of every list, as filtersHash keys. */
  filterNames: string[];
}

export const vocabularyOf = (registry: Registry, ids: string[]): FuzzVocabulary => {
  const types = Object.values(registry.types);
  const words = new Set<string>();
  for (const t of types) {
    for (const f of t.fields) for (const o of f.options ?? []) words.add(String(o.value));
    for (const f of t.list.filters) {
      words.add(f.name);
      for (const o of f.options) words.add(String(o.value));
    }
    for (const s of t.list.scopes) words.add(String(s.value));
    for (const o of t.list.orderOptions) words.add(o.name);
  }
  return {
    ids,
    typenames: types.map((t) => t.typename),
    words: [...words],
    filterNames: [...new Set(types.flatMap((t) => t.list.filters.map((f) => f.name)))],
  };
};

const HUGE = 'x'.repeat(1024 * 1024);
const HUGE_EMOJI = '😀'.repeat(128 * 1024);
/** Ids the strict id check must refuse, and ids that parse but name nothing. */
export const HOSTILE_IDS = [
  '0',
  '-1',
  '0x25',
  '1e3',
  ' 7',
  '7 ',
  '+7',
  '007',
  '1.0',
  '1_000',
  '٣',
  '99999999999',
  '2147483648',
  '2147483647',
  '9'.repeat(400),
  '',
  ' ',
  'abc',
  'null',
  'NaN',
  'Infinity',
  '1; DROP TABLE users',
  '1\u0000',
  HUGE,
];
const DATES = [
  '2025-02-30',
  '2025-02-28',
  '2024-02-29',
  '2023-02-29',
  '2025-13-01',
  '0000-00-00',
  '1899-12-31',
  '1900-01-01',
  '2200-12-31',
  '2201-01-01',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '2025-03-01T10:00:00Z',
  '2025-03-01T10:00:00+14:00',
  '2025-03-01T10:00:00-99:00',
  '2025-03-01 10:00',
  '2025-03-01T24:00:00Z',
  '2025-03-01T10:00:00.1234567Z',
  '1900-01-01T00:30+01:00',
  '2200-12-31T23:59:59-01:00',
  'infinity',
  '-infinity',
  'epoch',
  'now',
  'today',
  'allballs',
  '2025-03-01T10:00:00Z\u0000',
  '1741000000',
  'J2451187',
];
const TIME_ZONES = [
  'UTC',
  'utc',
  'Z',
  'Australia/Sydney',
  'Australia/Canberra',
  'Pacific/Auckland',
  'Asia/Kolkata',
  'Asia/Calcutta',
  'Europe/Kyiv',
  'America/Ciudad_Juarez',
  'America/Nuuk',
  'Etc/GMT+5',
  'Etc/GMT-14',
  'GMT+5',
  '+05:00',
  '-23:59',
  'EST',
  'EST5EDT',
  'Mars/Olympus',
  'Local',
  '',
  ' ',
];
const EMAILS = [
  'admin@example.com',
  'ADMIN@EXAMPLE.COM',
  ' admin@example.com ',
  'orgadmin@example.com',
  'noroles@example.com',
  'a@b.c',
  'not-an-email',
  '@',
  'a@b',
  `${'a'.repeat(250)}@b.co`,
];
const PASSWORDS = [
  'demo-password-1',
  'a-long-fuzz-password',
  'short',
  '',
  ' ',
  'x'.repeat(128),
  'x'.repeat(129),
  'x'.repeat(1025),
  'pässwörd-ünïcode-😀',
];
const BASE64 = ['', 'iVBORw0KGgo=', 'iVBORw0KGgo', 'AAAA', 'AA==', 'A===', '====', '!!!!', 'data:image/png;base64,AAAA', 'A'.repeat(4 * 1024)];
/** Names that exist on every JavaScript object: a lookup `registry.types[name]` must not find them. */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
export const TEXTS = [
  '',
  ' ',
  '\t\n',
  'a\u0000b',
  '\u0000',
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  "Robert'); DROP TABLE orgs;--",
  '%',
  '_',
  '%_\\',
  '\\',
  '$1',
  '{}',
  '[]',
  '{"a":1}',
  'null',
  'true',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  '2025-02-30',
  '+275760-09-13T00:00:00.000Z',
  '2025-03-01T10:00:00Z',
  '25:00:00',
  '10:30:00',
  'AA:BB:CC:DD:EE:FF',
  '10.0.0.1/24',
  '300.1.1.1',
  'https://example.com/x',
  'javascript:alert(1)',
  'admin@example.com',
  'Pacific/Auckland',
  'Mars/Olympus',
  'basketball',
  'Game',
  'Org',
  ...PROTOTYPE_KEYS,
  'x'.repeat(40),
  'x'.repeat(41),
  'x'.repeat(100),
  'x'.repeat(101),
  'x'.repeat(200),
  'x'.repeat(201),
  'x'.repeat(254),
  'x'.repeat(255),
  'x'.repeat(256),
  'x'.repeat(10_000),
  'x'.repeat(10_001),
  '😀'.repeat(50),
  '😀'.repeat(201),
  'e\u0301',
  '\ud800',
  '\udfff',
  '\u202e\u200b\ufeff',
  'Ω≈ç√∫',
  '中文字符',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '\r\n\r\n',
  '../../etc/passwd',
];

const hugeString = fc.constantFrom(HUGE, HUGE_EMOJI, 'a\u0000'.repeat(4096));

const stringArbitrary = (extra: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    ...(extra.length ? [{ weight: 8, arbitrary: fc.constantFrom(...extra) }] : []),
    { weight: 6, arbitrary: fc.constantFrom(...TEXTS) },
    { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: hugeString },
  );

/** Candidates a field name suggests (typenames for `typename`, zones for `timeZone`, …). */
const hintedStrings = (name: string, v: FuzzVocabulary): string[] => {
  if (/typename|itemType/i.test(name)) return [...v.typenames, ...v.typenames.map((t) => t.toLowerCase()), ...PROTOTYPE_KEYS];
  if (/timeZone/i.test(name)) return TIME_ZONES;
  if (/email/i.test(name)) return EMAILS;
  if (/password/i.test(name)) return PASSWORDS;
  if (/base64/i.test(name)) return BASE64;
  if (/sport|gender|^age$|region|scope|order|event/i.test(name)) return [...v.words, ...PROTOTYPE_KEYS];
  if (/At$|date|^start$|^end$|birth/i.test(name)) return DATES;
  if (/Id$/.test(name)) return v.ids;
  return [];
};

const idArbitrary = (v: FuzzVocabulary): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...v.ids) },
    { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_IDS) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 ** 31 - 1 }).map(String) },
    // GraphQL's ID also takes integers; these are values JSON carries but the id check must refuse.
    { weight: 1, arbitrary: fc.constantFrom(7, 0, -1, 2 ** 31, 2 ** 53, 1.5) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );

/** Ints the schema accepts (2^31 and fractions are GraphQL's to refuse), around typical limits. */
const intArbitrary = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(0, 1, -1, 2, 3, 40, 50, 51, 99, 100, 101, 128, 255, 256, 1024, 2 ** 31 - 1, -(2 ** 31)) },
  { weight: 3, arbitrary: fc.integer({ min: -5, max: 200 }) },
  { weight: 2, arbitrary: fc.integer() },
);
/** Int values GraphQL's variable coercion must refuse (out of 32 bits, fractions, strings). */
const badIntArbitrary = fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, 1e308, 1.5, -0.5, '7', true, [1]);
const floatArbitrary = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 0.1, -1, 1e-308, 5e-324, 2 ** 53, 1e308, -1e308),
);

/** Nested values for JSON arguments: objects, strings with NUL, deep nesting, filter-shaped hashes. */
const jsonArbitrary = (v: FuzzVocabulary): fc.Arbitrary<unknown> => {
  const deepArray = JSON.parse(`${'['.repeat(40)}1${']'.repeat(40)}`) as unknown;
  const deepObject = JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`) as unknown;
  const filterValue = fc.oneof(
    fc.constantFrom(...v.ids, ...v.words, ...HOSTILE_IDS.slice(0, 14)),
    stringArbitrary([]),
    fc.jsonValue({ maxDepth: 2 }),
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...v.filterNames), filterValue, { maxKeys: 3 }) },
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { note: 'a\u0000b' },
        { 'a\u0000': 1 },
        ['\u0000'],
        { __proto__: { polluted: true } },
        JSON.parse('{"__proto__":{"polluted":1}}') as unknown,
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        deepArray,
        deepObject,
        JSON.parse(`${'['.repeat(11)}1${']'.repeat(11)}`) as unknown,
        JSON.parse(`${'['.repeat(10)}1${']'.repeat(10)}`) as unknown,
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        Array.from({ length: 201 }, (_, i) => i),
        HUGE,
        'x'.repeat(10_001),
        1e308,
        -0,
        '',
      ),
    },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })) },
  );
};

/** A valid-looking file (name, base64, size agree), an oversized one, and inconsistent ones. */
const fileArbitrary = fc.oneof(
  fc.constantFrom(
    { name: 'logo.png', base64: 'iVBORw0KGgo=', size: 8 },
    { name: 'logo.png', base64: 'iVBORw0KGgo=', size: 9 },
    { name: 'logo.png', base64: 'AAAA', size: 3 },
    { name: '', base64: '', size: 0 },
    { name: '../../etc/passwd', base64: 'AAAA', size: 3 },
    { name: 'a\u0000.png', base64: 'AAAA', size: 3 },
    { name: 'x'.repeat(256), base64: 'AAAA', size: 3 },
    { name: 'logo.png', base64: 'AAAA', size: -3 },
    { name: 'logo.png', base64: 'AAAA', size: 2 ** 31 - 1 },
    { name: 'logo.png', base64: 'A'.repeat(2 * 1024 * 1024 + 4), size: (3 * (2 * 1024 * 1024 + 4)) / 4 },
  ),
);

/** A value now and then of the wrong GraphQL type, which GraphQL's own coercion must refuse cleanly. */
const mostly = (right: fc.Arbitrary<unknown>, wrong: fc.Arbitrary<unknown>, wrongWeight = 1) =>
  fc.oneof({ weight: 20, arbitrary: right }, { weight: wrongWeight, arbitrary: wrong });

const scalarArbitrary = (name: string, field: string, v: FuzzVocabulary): fc.Arbitrary<unknown> => {
  switch (name) {
    case 'ID':
      return idArbitrary(v);
    case 'String':
      return mostly(stringArbitrary(hintedStrings(field, v)), fc.constantFrom(7, true, ['a'], { a: 1 }));
    case 'Int':
      return mostly(intArbitrary, badIntArbitrary, 3);
    case 'Float':
      return mostly(floatArbitrary, fc.constantFrom('1.5', true, 'NaN'));
    case 'Boolean':
      return mostly(fc.boolean(), fc.constantFrom('true', 0, 1, 'yes'));
    case 'JSON':
      return jsonArbitrary(v);
    default:
      return fc.anything();
  }
};

/** Lists: a few real entries mostly; empty, 1000 duplicates, 201 distinct entries, a bare value now and then. */
const listArbitrary = (item: fc.Arbitrary<unknown>, itemType: GraphQLInputType, v: FuzzVocabulary) => {
  const isId = isScalarType(getNullableType(itemType)) && (getNullableType(itemType) as { name: string }).name === 'ID';
  return fc.oneof(
    { weight: 12, arbitrary: fc.array(item, { maxLength: 4 }) },
    ...(isId ? [{ weight: 6, arbitrary: fc.uniqueArray(fc.constantFrom(...v.ids), { minLength: 1, maxLength: 3 }) }] : []),
    { weight: 2, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.constant(Array(1000).fill(v.ids[0])) },
    { weight: 1, arbitrary: fc.constant(Array.from({ length: 201 }, (_, i) => String(i + 1))) },
    { weight: 1, arbitrary: fc.constant(Array.from({ length: 200 }, (_, i) => String(i + 1))) },
    { weight: 1, arbitrary: item }, // a single value where a list is expected: GraphQL wraps it
  );
};

/**
 * A value of the given input type, with nulls, omitted fields and wrong shapes mixed in at every level.
 * `field` is the name of the field holding it (for hints).
 */
export const inputArbitrary = (type: GraphQLInputType, v: FuzzVocabulary, field = '', depth = 0): fc.Arbitrary<unknown> => {
  const nonNull = isNonNullType(type);
  const t = getNullableType(type);
  let value: fc.Arbitrary<unknown>;
  if (isListType(t)) value = listArbitrary(inputArbitrary(t.ofType, v, field, depth + 1), t.ofType, v);
  else if (isInputObjectType(t)) {
    const fields = t.getFields();
    const model = Object.fromEntries(
      Object.entries(fields).map(([name, f]) => [name, depth > 5 ? fc.constant(null) : inputArbitrary(f.type, v, name, depth + 1)]),
    );
    const required = Object.entries(fields)
      .filter(([, f]) => isNonNullType(f.type))
      .map(([name]) => name);
    value = fc.oneof(
      ...(t.name === 'FileUploadInput' ? [{ weight: 20, arbitrary: fileArbitrary }] : []),
      { weight: 30, arbitrary: fc.record(model, { requiredKeys: required }) },
      { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) }, // required fields missing
      { weight: 1, arbitrary: fc.constantFrom('x', 7, [], { unknownField: 1 }) }, // not this input object at all
    );
  } else if (isEnumType(t)) value = mostly(fc.constantFrom(...t.getValues().map((e) => e.name)), fc.constant('NOPE'));
  else value = scalarArbitrary(t.name, field, v);
  return nonNull ? mostly(value, fc.constant(null)) : fc.option(value, { freq: 6 });
};

/** Paths into an input type (leaves and whole nested objects), for changing one part of a valid input. */
export const inputPaths = (type: GraphQLInputObjectType, prefix: string[] = [], depth = 0): { path: string[]; type: GraphQLInputType }[] =>
  Object.values(type.getFields()).flatMap((f) => {
    const inner = getNullableType(f.type);
    const here = { path: [...prefix, f.name], type: f.type };
    return isInputObjectType(inner) && depth < 4 ? [here, ...inputPaths(inner, here.path, depth + 1)] : [here];
  });

/** One change to a valid input: a path set to a generated value, or removed. */
export type Patch = { path: string[]; value?: unknown; omit?: true };

export const patchArbitrary = (type: GraphQLInputObjectType, v: FuzzVocabulary): fc.Arbitrary<Patch> => {
  const paths = inputPaths(type);
  return fc.oneof(
    {
      weight: 12,
      arbitrary: fc.constantFrom(...paths).chain((p) => inputArbitrary(p.type, v, p.path.at(-1)).map((value): Patch => ({ path: p.path, value }))),
    },
    { weight: 1, arbitrary: fc.constantFrom(...paths).map((p): Patch => ({ path: p.path, omit: true })) },
  );
};

const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** The base with the patches applied (on a copy); a patch under a missing or non-object parent creates it. */
export const applyPatches = (base: Record<string, unknown>, patches: Patch[]): Record<string, unknown> => {
  const input = clone(base);
  for (const { path, value, omit } of patches) {
    let node = input;
    for (const key of path.slice(0, -1)) {
      const next = node[key];
      if (!next || typeof next !== 'object' || Array.isArray(next)) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    const last = path.at(-1)!;
    if (omit) delete node[last];
    else node[last] = value;
  }
  return input;
};

/** A 1×1 PNG: the smallest upload an image field accepts. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A record field's value as the API takes it, from its stored row (undefined: leave it out). */
export const apiValue = (field: NormalizedField, value: unknown): unknown => {
  if (value === null || value === undefined) return undefined;
  if (field.type === 'reference') return String(value);
  if (field.type === 'references') return (value as number[]).map(String);
  if (field.type === 'password') return 'a-long-fuzz-password';
  if (field.type === 'file' || field.type === 'image') {
    // A stored file is a reference to its blob: an input uploads one anew, a real image under the stored name.
    const f = (typeof value === 'string' ? JSON.parse(value) : value) as { name: string };
    return { name: f.name, base64: PIXEL_PNG, size: Buffer.from(PIXEL_PNG, 'base64').length };
  }
  if (field.type === 'rectangle') {
    const r = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, number>;
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }
  if (field.type === 'json') return typeof value === 'string' ? JSON.parse(value) : value;
  if (value instanceof Date) {
    if (field.type !== 'date') return value.toISOString();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`; // node-postgres reads a date as local midnight
  }
  return value;
};

/** The attributes of a stored row as a create input takes them (fields the viewer may set). */
export const attributesOf = (type: NormalizedType, row: Record<string, unknown>, platformAdmin: boolean): Record<string, unknown> =>
  Object.fromEntries(
    type.fields
      .filter((f) => !f.readOnly && (platformAdmin || !f.adminOnly))
      .map((f) => [attributeName(f), apiValue(f, row[f.column])])
      .filter(([, value]) => value !== undefined),
  );

/**
 * A generated input as fast-check prints it: JSON cut short, so a counterexample holding a 1 MB string
 * does not fill the log.
 */
export const short = (value: unknown, max = 600): string => {
  const text =
    JSON.stringify(value, (_k, x: unknown) => (typeof x === 'string' && x.length > 80 ? `${x.slice(0, 40)}…(${x.length} chars)` : x)) ?? 'undefined';
  return text.length > max ? `${text.slice(0, max)}…` : text;
};

export class FuzzCase<T> {
  constructor(readonly value: T) {}
  [fc.toStringMethod](): string {
    return short(this.value);
  }
}
