import { sql } from 'kysely';
import { nameSql } from './nameSql.ts';
import { INVALID_ID, parseRecordId } from '../input/ids.ts';
import { recordIdFilter } from './filters.ts';
import { fail, list, ok, plainText, recordIdValue } from './checks.ts';
import { noCursor, plainValue, type ServerFieldType } from './serverFieldType.ts';

/** Records, uploads and rectangles: values that point at something else or carry a structure. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const byteSize = (n: number): string =>
  n >= 1024 * 1024 ? `${+(n / 1024 / 1024).toFixed(1)} MB` : n >= 1024 ? `${Math.floor(n / 1024)} KB` : `${n} bytes`;

const upload: ServerFieldType = {
  check: (v, f) => {
    const o = v as { name?: unknown; base64?: unknown; size?: unknown } | null;
    if (!o || typeof o.name !== 'string' || typeof o.base64 !== 'string' || typeof o.size !== 'number')
      return fail('must be a file with name, base64 and size');
    const name = plainText(o.name, f);
    if (!name.ok) return fail(`file name ${name.message}`);
    if (f.maxSize !== undefined && o.size > f.maxSize) return fail(`must be at most ${byteSize(f.maxSize)}`);
    if (o.base64.length % 4 !== 0 || !BASE64.test(o.base64)) return fail('must be base64 data');
    if (Buffer.from(o.base64, 'base64').length !== o.size) return fail('size does not match the uploaded data');
    return ok({ name: o.name, size: o.size, base64: o.base64 });
  },
  filter: null,
  exportText: ({ col }) => sql<string>`${col}->>'name'`,
  // The file's name and size: its content would put megabytes into every version.
  audit: (v) => {
    const file = v as { name?: unknown; size?: unknown } | null | undefined;
    return file ? { name: file.name, size: file.size } : null;
  },
  fitsCursor: noCursor,
};

const RECTANGLE_KEYS = ['x', 'y', 'width', 'height'];

export const LINK_TYPES = {
  file: upload,
  image: upload,
  reference: {
    check: recordIdValue,
    filter: recordIdFilter((col, id) => sql<boolean>`${col} = ${id}`),
    exportText: ({ registry, field, col }) => {
      const target = registry.types[field.typename!];
      return sql<string>`(SELECT ${nameSql(registry, target, 'r')} FROM ${sql.table(target.table)} AS r WHERE r.id = ${col})`;
    },
    audit: plainValue,
    fitsCursor: (v) => parseRecordId(v) !== null,
  },
  references: {
    check: (v, f) => {
      const l = list(v, f, 'record ids');
      if (!l.ok) return l;
      const ids = (v as unknown[]).map(parseRecordId);
      if (ids.some((id) => id === null)) return fail(`: ${INVALID_ID}`);
      return new Set(ids).size === ids.length ? ok(ids) : fail('must not name the same record twice');
    },
    filter: recordIdFilter((col, id) => sql<boolean>`${col} @> ARRAY[${id}]::integer[]`),
    exportText: ({ registry, field, col }) => {
      const target = registry.types[field.typename!];
      return sql<string>`(SELECT string_agg(${nameSql(registry, target, 'r')}, '; ' ORDER BY r.id) FROM ${sql.table(target.table)} AS r WHERE r.id = ANY(${col}))`;
    },
    audit: plainValue,
    fitsCursor: noCursor,
  },
  // Whole pixels inside the field's canvas (1280x720 unless it says otherwise), as the rectangle editor draws them.
  rectangle: {
    check: (v, f) => {
      const r = v as Record<string, unknown> | null;
      if (!r || !RECTANGLE_KEYS.every((k) => Number.isInteger(r[k]))) return fail('must give x, y, width and height as whole numbers');
      const { width = 1280, height = 720 } = f.canvas ?? {};
      const [x, y, w, h] = RECTANGLE_KEYS.map((k) => r[k] as number);
      if (x < 0 || y < 0 || w <= 0 || h <= 0 || x + w > width || y + h > height) return fail(`must lie inside the ${width}x${height} canvas`);
      return ok(JSON.stringify({ x, y, width: w, height: h }));
    },
    filter: null,
    exportText: ({ col }) =>
      sql<string>`(${col}->>'width') || '×' || (${col}->>'height') || ' at (' || (${col}->>'x') || ', ' || (${col}->>'y') || ')'`,
    audit: plainValue,
    fitsCursor: noCursor,
  },
} satisfies Record<string, ServerFieldType>;
