/**
 * Calendar dates and instants as the API accepts them: real days only (2025-02-30 is refused, not rolled
 * over to March), in years 1900–2200, so every accepted value fits PostgreSQL's date and timestamptz.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;
export const YEARS_MESSAGE = `must be between the years ${MIN_YEAR} and ${MAX_YEAR}`;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// yyyy-MM-dd, 'T' or a space, HH:mm, optional :ss and fraction, optional Z or ±HH[:]mm (none means UTC).
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(\.\d{1,6})?)?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?$/i;

const isRealDay = (year: number, month: number, day: number): boolean => {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
};

export type DateCheck = { ok: true; value: string } | { ok: false; message: string };

/** yyyy-MM-dd of a real day in the allowed years. */
export const checkCalendarDate = (v: unknown): DateCheck => {
  const m = typeof v === 'string' ? DATE.exec(v) : null;
  if (!m) return { ok: false, message: 'must be a date yyyy-MM-dd' };
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isRealDay(year, month, day)) return { ok: false, message: `is not a real date (${v as string})` };
  if (year < MIN_YEAR || year > MAX_YEAR) return { ok: false, message: YEARS_MESSAGE };
  return { ok: true, value: v as string };
};

export const isCalendarDate = (v: unknown): v is string => checkCalendarDate(v).ok;

/** An ISO 8601 date and time of a real day; returned as a UTC ISO string. */
export const checkDateTime = (v: unknown): DateCheck => {
  const m = typeof v === 'string' ? DATE_TIME.exec(v) : null;
  if (!m) return { ok: false, message: 'must be a date and time (yyyy-MM-ddTHH:mm:ssZ)' };
  const day = checkCalendarDate(m[1]);
  if (!day.ok) return day;
  const zone = !m[6] || m[6].toUpperCase() === 'Z' ? 'Z' : m[6].length === 5 ? `${m[6].slice(0, 3)}:${m[6].slice(3)}` : m[6];
  const instant = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}${(m[5] ?? '').slice(0, 4)}${zone}`);
  const year = instant.getUTCFullYear();
  // A zone offset can carry 1900-01-01T00:30+01:00 out of the allowed years.
  if (Number.isNaN(year) || year < MIN_YEAR || year > MAX_YEAR) return { ok: false, message: YEARS_MESSAGE };
  return { ok: true, value: instant.toISOString() };
};
