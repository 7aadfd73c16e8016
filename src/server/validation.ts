import type { FieldType } from '../metadata/types.generated.ts';
import type { NormalizedField } from '../metadata/normalized.ts';
import { DEFAULT_MAX_ITEMS } from '../metadata/fieldTypes.ts';
import { checkCalendarDate, checkDateTime, type DateCheck } from './input/dates.ts';
import { INVALID_ID, parseRecordId } from './input/ids.ts';
import { acceptsOption, optionRefusal } from '../shared/optionSources/fieldOptions.ts';

export { isCalendarDate } from './input/dates.ts';

/**
 * Server-side checks of one field value, mirroring the console's inputs. Each returns the value to store,
 * or a message that completes the sentence "{label} ..." (see fieldMessage). The map covers every field type, so a new
 * type does not compile until the server knows how to check it.
 */
export type Checked = { ok: true; value: unknown } | { ok: false; message: string };

const ok = (value: unknown): Checked => ({ ok: true, value });
const fail = (message: string): Checked => ({ ok: false, message });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const IP = /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)(\/([12]?\d|3[0-2]))?$/;
const MAC = /^([0-9A-F]{2}:){5}[0-9A-F]{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** PostgreSQL cannot store NUL in text; refusing it here names the field instead of failing in SQL. */
export const NUL_MESSAGE = 'must not contain NUL characters';
export const hasNul = (v: string): boolean => v.includes('\u0000');

/**
 * A zone the server can compute in (date ranges, exports): whatever the ICU data knows. A stored time zone
 * must also be one the timeZones source lists (src/shared/optionSources/timeZones.ts).
 */
export const isTimeZone = (v: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: v });
    return true;
  } catch {
    return false;
  }
};

const text = (v: unknown, f: NormalizedField): Checked => {
  if (typeof v !== 'string') return fail('must be text');
  if (hasNul(v)) return fail(NUL_MESSAGE);
  if (f.minLength !== undefined && v.length < f.minLength) return fail(`must be at least ${f.minLength} characters`);
  if (f.maxLength !== undefined && v.length > f.maxLength) return fail(`must be at most ${f.maxLength} characters`);
  if (f.pattern && !new RegExp(f.pattern).test(v)) return fail(f.patternMessage ?? `must match ${f.pattern}`);
  return ok(v);
};
const matching =
  (re: RegExp, message: string) =>
  (v: unknown, f: NormalizedField): Checked => {
    const t = text(v, f);
    return !t.ok ? t : re.test(v as string) ? t : fail(message);
  };
const number =
  (integer: boolean) =>
  (v: unknown, f: NormalizedField): Checked => {
    if (typeof v !== 'number' || !Number.isFinite(v) || (integer && !Number.isInteger(v)))
      return fail(integer ? 'must be a whole number' : 'must be a number');
    if (f.min !== undefined && v < f.min) return fail(`must be at least ${f.min}`);
    if (f.max !== undefined && v > f.max) return fail(`must be at most ${f.max}`);
    return ok(v);
  };
const byteSize = (n: number): string =>
  n >= 1024 * 1024 ? `${+(n / 1024 / 1024).toFixed(1)} MB` : n >= 1024 ? `${Math.floor(n / 1024)} KB` : `${n} bytes`;
const fromDate = (c: DateCheck): Checked => (c.ok ? ok(c.value) : fail(c.message));
const list = (v: unknown, f: NormalizedField, what: string): Checked => {
  if (!Array.isArray(v)) return fail(`must be a list of ${what}`);
  const max = f.maxItems ?? DEFAULT_MAX_ITEMS;
  return v.length > max ? fail(`may hold at most ${max} ${what}`) : ok(v);
};
const idList = (v: unknown, f: NormalizedField): Checked => {
  const l = list(v, f, 'record ids');
  if (!l.ok) return l;
  const ids = (v as unknown[]).map(parseRecordId);
  if (ids.some((id) => id === null)) return fail(`: ${INVALID_ID}`);
  return new Set(ids).size === ids.length ? ok(ids) : fail('must not name the same record twice');
};
const strings = (v: unknown, f: NormalizedField): Checked => {
  const l = list(v, f, 'entries');
  if (!l.ok) return l;
  for (const item of v as unknown[]) {
    const t = text(item, { ...f, minLength: undefined, pattern: undefined });
    if (!t.ok) return fail(`entries ${t.message}`);
  }
  return ok(v);
};
const json = (v: unknown, f: NormalizedField): Checked => {
  const serialized = JSON.stringify(v);
  if (serialized === undefined) return fail('must be JSON');
  if (f.maxLength !== undefined && serialized.length > f.maxLength) return fail(`must be at most ${f.maxLength} characters as JSON`);
  return serialized.includes('\\u0000') ? fail(NUL_MESSAGE) : ok(serialized);
};
const file = (v: unknown, f: NormalizedField): Checked => {
  const o = v as { name?: unknown; base64?: unknown; size?: unknown } | null;
  if (!o || typeof o.name !== 'string' || typeof o.base64 !== 'string' || typeof o.size !== 'number')
    return fail('must be a file with name, base64 and size');
  const name = text(o.name, { ...f, minLength: undefined, pattern: undefined });
  if (!name.ok) return fail(`file name ${name.message}`);
  if (f.maxSize !== undefined && o.size > f.maxSize) return fail(`must be at most ${byteSize(f.maxSize)}`);
  if (o.base64.length % 4 !== 0 || !BASE64.test(o.base64)) return fail('must be base64 data');
  if (Buffer.from(o.base64, 'base64').length !== o.size) return fail('size does not match the uploaded data');
  return ok({ name: o.name, size: o.size, base64: o.base64 });
};

export const FIELD_CHECKS: Record<FieldType, (v: unknown, f: NormalizedField) => Checked> = {
  string: text,
  text,
  password: text,
  integer: number(true),
  decimal: number(false),
  duration_seconds: (v, f) => number(true)(v, { ...f, min: f.min ?? 0 }),
  boolean: (v) => (typeof v === 'boolean' ? ok(v) : fail('must be true or false')),
  enum: (v, f) => (acceptsOption(f, v) ? ok(v) : fail(optionRefusal(f))),
  date: (v) => fromDate(checkCalendarDate(v)),
  datetime: (v) => fromDate(checkDateTime(v)),
  time: matching(TIME, 'invalid format, must be HH:mm:ss'),
  json,
  strings,
  email: matching(EMAIL, 'must be an email address'),
  url: (v, f) => {
    const t = text(v, f);
    if (!t.ok) return t;
    try {
      return /^https?:$/.test(new URL(v as string).protocol) ? t : fail('must be an http or https URL');
    } catch {
      return fail('must be a URL');
    }
  },
  phone: matching(PHONE, 'must be a phone number'),
  ip: matching(IP, 'must be four dotted numbers with an optional /prefix'),
  mac: (v, f) =>
    matching(MAC, 'must be six pairs of hex digits separated by colons')(typeof v === 'string' ? v.replace(/-/g, ':').toUpperCase() : v, f),
  file,
  image: file,
  reference: (v) => {
    const id = parseRecordId(v);
    return id === null ? fail(`: ${INVALID_ID}`) : ok(id);
  },
  references: idList,
  rectangle: (v, f) => {
    const r = v as Record<string, unknown> | null;
    const keys = ['x', 'y', 'width', 'height'];
    if (!r || !keys.every((k) => Number.isInteger(r[k]))) return fail('Invalid value');
    const { width = 1280, height = 720 } = f.canvas ?? {};
    const [x, y, w, h] = keys.map((k) => r[k] as number);
    if (x < 0 || y < 0 || w <= 0 || h <= 0 || x + w > width || y + h > height) return fail(`must lie inside the ${width}x${height} canvas`);
    return ok(JSON.stringify({ x, y, width: w, height: h }));
  },
};

/** '{label} {message}', or '{label}: Invalid id' for messages that start with a colon. */
export const fieldMessage = (label: string, message: string): string => `${label}${message.startsWith(':') ? '' : ' '}${message}`;

export const isEmpty = (v: unknown): boolean => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
