import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** yyyy-MM-dd of a real day: the round trip rejects 2026-02-30, which Date would roll over. */
export const isCalendarDate = (text: string): boolean => DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

export const dateProblem = (text: string): string | null => (text === '' || isCalendarDate(text) ? null : 'must be a date yyyy-MM-dd');

/**
 * A date-time box shows wall-clock time in the display time zone ("2026-11-22T09:30" in Auckland);
 * these convert between that and the instant the API stores.
 */
export const toLocalDateTime = (iso: unknown, timeZone: string): string => {
  if (typeof iso !== 'string' || iso === '') return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(new TZDate(date, timeZone), "yyyy-MM-dd'T'HH:mm");
};

/** The ISO instant of a local date-time in `timeZone`, or null when the text is not one. */
export const fromLocalDateTime = (text: string, timeZone: string): string | null => {
  const m = LOCAL.exec(text.trim());
  if (!m || !isCalendarDate(`${m[1]}-${m[2]}-${m[3]}`)) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0));
  if (h > 23 || mi > 59 || s > 59) return null;
  return new Date(new TZDate(y, mo - 1, d, h, mi, s, timeZone).getTime()).toISOString();
};
