import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import fc from 'fast-check';
import type { Database } from '../../src/server/db/database.ts';
import type { NormalizedType } from '../../src/metadata/normalized.ts';
import { install } from '../../src/server/install.ts';
import type { ServerRegistry } from '../../src/server/records/serverRegistry.ts';
import type { FieldType } from '../../src/generated/metadataTypes.ts';
import type { Viewer } from '../../src/server/auth/viewer.ts';
import { exportQuery } from '../../src/server/exports/exportQuery.ts';
import { writeCsv } from '../../src/server/exports/writeCsv.ts';
import { SERVER_FIELD_TYPES } from '../../src/server/fieldTypes/index.ts';
import { formatDuration } from '../../src/shared/duration.ts';
import { openTestDatabase, TEST_DATABASES } from '../support/testServer.ts';
import { createSpecimenTable, fieldOf, insertSpecimens } from '../support/specimen.ts';
import { parseCsv } from '../support/csv.ts';

const PLATFORM_ADMIN: Viewer = {
  userId: 1,
  email: 'admin@example.com',
  isAdmin: true,
  memberships: {
    orgAdmin: { kind: 'org', ids: [] },
    venueAdmin: { kind: 'venue', ids: [] },
    apiPartnerAdmin: { kind: 'apiPartner', ids: [] },
    scorekeeper: { kind: 'org', ids: [] },
  },
};

const FILE = { name: 'photo.png', size: 3, base64: 'AAAA' };

/** The exported row: a value of every field type (the reference and references point at OTHER). */
const ROW: Partial<Record<FieldType, unknown>> = {
  string: 'Harbour',
  text: 'Two\nlines, "quoted"',
  email: 'coach@example.com',
  url: 'https://example.com/a',
  phone: '+61 2 5550 1234',
  ip: '10.0.0.1/24',
  mac: 'AA:BB:CC:DD:EE:FF',
  time: '19:30:00',
  integer: 1234,
  decimal: 2.5,
  json: { a: 1 },
  enum: 'gold',
  duration_seconds: 90061,
  datetime: '2026-03-01T09:30:00Z',
  date: '2026-03-01',
  boolean: true,
  strings: ['a', 'b'],
  file: FILE,
  image: FILE,
  rectangle: { x: 1, y: 2, width: 30, height: 40 },
};
const OTHER: Partial<Record<FieldType, unknown>> = {
  string: 'Other',
  text: 'x',
  email: 'b@example.com',
  url: 'https://b.example.com',
  phone: '+61 3 5550 0000',
  ip: '10.0.0.2',
  mac: '00:11:22:33:44:55',
  time: '08:00:00',
  integer: 1,
  decimal: 0.5,
  enum: 'silver',
  duration_seconds: 59,
  date: '2025-01-01',
  boolean: false,
  strings: ['z'],
};

const byField = (values: Partial<Record<FieldType, unknown>>) =>
  Object.fromEntries(Object.entries(values).map(([t, v]) => [fieldOf(t as FieldType), v]));

describe.each(TEST_DATABASES)('per-field-type SQL on %s', (kind) => {
  let database: Database;
  let type: NormalizedType;
  let registry: ServerRegistry;
  let row: number;
  let other: number;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    type = await createSpecimenTable(database);
    registry = install({ types: { Specimen: type } }, []).registry;
    [other] = await insertSpecimens(database, type, [{ ...byField(OTHER), sport: 'netball' }]);
    [row] = await insertSpecimens(database, type, [
      { ...byField(ROW), sport: 'basketball', [fieldOf('reference')]: other, [fieldOf('references')]: [other] },
    ]);
  });
  afterAll(async () => {
    await database.close();
  });

  it('exports every field type as the console shows it: option labels, durations as days plus HH:MM:SS', async () => {
    const chunks: Buffer[] = [];
    const sink = async (chunk: Buffer) => void chunks.push(Buffer.from(chunk));
    await writeCsv(database, exportQuery(registry, type, PLATFORM_ADMIN, { ids: [row] }, 'Australia/Sydney'), sink, 64, () => {});
    // Chunks of exactly 64 bytes but the last, which together hold the whole file.
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.slice(0, -1).every((c) => c.length === 64)).toBe(true);
    const [header, cells] = parseCsv(Buffer.concat(chunks).toString('utf8'));
    // A time's column names the export's zone, e.g. 'When (Australia/Sydney)'.
    const headerOf = (f: { label: string; type: string }) => (f.type === 'datetime' ? `${f.label} (Australia/Sydney)` : f.label);
    const cell = (name: string) => cells[header.indexOf(headerOf(type.fields.find((f) => f.name === name)!))];
    const expected: Record<Exclude<FieldType, 'password'>, string> = {
      string: 'Harbour',
      text: 'Two\nlines, "quoted"',
      email: 'coach@example.com',
      url: 'https://example.com/a',
      phone: '+61 2 5550 1234',
      ip: '10.0.0.1/24',
      mac: 'AA:BB:CC:DD:EE:FF',
      time: '19:30:00',
      integer: '1234',
      decimal: '2.5',
      json: '{"a": 1}',
      enum: 'Gold tier',
      duration_seconds: '1d 01:01:01',
      datetime: '2026-03-01 20:30:00',
      date: '2026-03-01',
      boolean: 'Yes',
      strings: 'a; b',
      file: 'photo.png',
      image: 'photo.png',
      rectangle: '30×40 at (1, 2)',
      reference: `Specimen #${other}`,
      references: `Specimen #${other}`,
    };
    expect(Object.fromEntries(Object.keys(expected).map((t) => [t, cell(fieldOf(t as FieldType))]))).toEqual(expected);
    expect(cell('sport')).toBe('Basketball'); // the label of the sports option source
    expect(header).not.toContain(type.fields.find((f) => f.type === 'password')!.label);
  });

  it('writes a duration with the text of the shared formatDuration, for any whole number of seconds', async () => {
    const durationText = SERVER_FIELD_TYPES.duration_seconds.exportText({ registry, field: type.fields[0], col: sql.ref('v.x'), timeZone: 'UTC' });
    const seconds = fc.sample(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { numRuns: 300, seed: 8 });
    seconds.push(0, 59, 60, 3599, 3600, 86399, 86400, -86400, 2 ** 31 - 1, -(2 ** 31));
    const { rows } = await sql<{ text: string }>`SELECT ${durationText} AS text
      FROM unnest(${sql.val(seconds)}::integer[]) WITH ORDINALITY AS v(x, i) ORDER BY i`.execute(database.db);
    expect(rows.map((r) => r.text)).toEqual(seconds.map(formatDuration));
  });

  const filtered = async (t: FieldType | 'sport', value: string) => {
    const field = type.fields.find((f) => f.name === (t === 'sport' ? 'sport' : fieldOf(t)))!;
    const match = SERVER_FIELD_TYPES[field.type].filter!(sql.ref(`t.${field.column}`), value, field, 'f');
    if ('refusal' in match) return match.refusal;
    return (await sql<{ id: number }>`SELECT id FROM specimens AS t WHERE ${match.where} ORDER BY id`.execute(database.db)).rows.map((r) => r.id);
  };

  it('filters each filterable field type by one value, typed, with its index-friendly operator', async () => {
    const values: Record<FieldType, string | null> = {
      string: 'Harbour',
      text: ROW.text as string,
      email: 'coach@example.com',
      url: 'https://example.com/a',
      phone: '+61 2 5550 1234',
      ip: '10.0.0.1/24',
      mac: 'AA:BB:CC:DD:EE:FF',
      time: '19:30:00',
      enum: 'gold',
      integer: '1234',
      duration_seconds: '90061',
      decimal: '2.5',
      boolean: 'true',
      date: '2026-03-01',
      strings: 'b',
      reference: String(other),
      references: String(other),
      datetime: null,
      password: null,
      json: null,
      file: null,
      image: null,
      rectangle: null,
    };
    for (const [t, value] of Object.entries(values) as [FieldType, string | null][]) {
      expect(SERVER_FIELD_TYPES[t].filter === null, t).toBe(value === null);
      if (value !== null) expect(await filtered(t, value), t).toEqual([row]);
    }
    expect(await filtered('sport', 'netball')).toEqual([other]);
  });

  it('refuses a filter value its field type cannot hold, naming the filter', async () => {
    expect(await filtered('integer', '12x')).toBe("filter f needs a whole number, not '12x'");
    expect(await filtered('integer', '99999999999')).toBe("filter f needs a whole number, not '99999999999'");
    expect(await filtered('decimal', 'abc')).toBe("filter f needs a number, not 'abc'");
    expect(await filtered('date', '2026-02-30')).toBe("filter f needs a date yyyy-MM-dd, not '2026-02-30'");
    expect(await filtered('enum', 'platinum')).toBe("'platinum' is not an option of filter f");
    expect(await filtered('sport', 'cricket')).toBe("'cricket' is not an option of filter f");
    expect(await filtered('reference', 'abc')).toBe('f: Invalid id');
  });
});
