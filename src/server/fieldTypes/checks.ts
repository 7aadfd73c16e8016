import type { NormalizedField } from '../../metadata/normalized.ts';
import { DEFAULT_MAX_ITEMS } from '../../metadata/fieldTypes.ts';
import type { DateCheck } from '../input/dates.ts';
import { INVALID_ID, parseRecordId } from '../input/ids.ts';
import type { Checked } from './serverFieldType.ts';

/** The building blocks of the field types' checks (one per family: textTypes.ts, numberTypes.ts, ...). */
export const ok = (value: unknown): Checked => ({ ok: true, value });
export const fail = (message: string): Checked => ({ ok: false, message });

/** PostgreSQL cannot store NUL in text; refusing it here names the field instead of failing in SQL. */
export const NUL_MESSAGE = 'must not contain NUL characters';
export const hasNul = (v: string): boolean => v.includes('\u0000');

/** A cursor value for a text column: text PostgreSQL can hold. */
export const fitsText = (v: unknown): boolean => typeof v === 'string' && !hasNul(v);

export const text = (v: unknown, f: NormalizedField): Checked => {
  if (typeof v !== 'string') return fail('must be text');
  if (hasNul(v)) return fail(NUL_MESSAGE);
  if (f.minLength !== undefined && v.length < f.minLength) return fail(`must be at least ${f.minLength} characters`);
  if (f.maxLength !== undefined && v.length > f.maxLength) return fail(`must be at most ${f.maxLength} characters`);
  if (f.pattern && !new RegExp(f.pattern).test(v)) return fail(f.patternMessage ?? `must match ${f.pattern}`);
  return ok(v);
};

/** Text of a field's length rules, but not its own pattern: a list entry or a file name. */
export const plainText = (v: unknown, f: NormalizedField): Checked => text(v, { ...f, minLength: undefined, pattern: undefined });

export const matching =
  (re: RegExp, message: string) =>
  (v: unknown, f: NormalizedField): Checked => {
    const t = text(v, f);
    return !t.ok ? t : re.test(v as string) ? t : fail(message);
  };

export const number =
  (integer: boolean) =>
  (v: unknown, f: NormalizedField): Checked => {
    if (typeof v !== 'number' || !Number.isFinite(v) || (integer && !Number.isInteger(v)))
      return fail(integer ? 'must be a whole number' : 'must be a number');
    if (f.min !== undefined && v < f.min) return fail(`must be at least ${f.min}`);
    if (f.max !== undefined && v > f.max) return fail(`must be at most ${f.max}`);
    return ok(v);
  };

export const fromDate = (c: DateCheck): Checked => (c.ok ? ok(c.value) : fail(c.message));

export const list = (v: unknown, f: NormalizedField, what: string): Checked => {
  if (!Array.isArray(v)) return fail(`must be a list of ${what}`);
  const max = f.maxItems ?? DEFAULT_MAX_ITEMS;
  return v.length > max ? fail(`may hold at most ${max} ${what}`) : ok(v);
};

export const recordIdValue = (v: unknown): Checked => {
  const id = parseRecordId(v);
  return id === null ? fail(`: ${INVALID_ID}`) : ok(id);
};
