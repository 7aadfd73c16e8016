import { checkCalendarDate } from '../../input/dates.ts';
import { zonedParts } from '../../../shared/zonedParts.ts';

/** A bad query parameter of a download: answered 400 with the message, which names the parameter. */
export class DownloadParameterError extends Error {}

/** The calendar date (yyyy-MM-dd) it is now in the time zone. */
export const todayIn = (timeZone: string, now = new Date()): string => {
  const p = zonedParts(now, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
};

/** The calendar date `days` after `date` (before it when negative). */
export const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** The query parameter `name` as a real yyyy-MM-dd date, `fallback` when absent or empty. */
export const dateParam = (query: unknown, name: string, fallback: string): string => {
  const raw = (query as Record<string, unknown> | undefined)?.[name];
  if (raw === undefined || raw === '') return fallback;
  const checked = checkCalendarDate(raw);
  if (!checked.ok) throw new DownloadParameterError(`Parameter '${name}' ${checked.message}.`);
  return checked.value;
};
