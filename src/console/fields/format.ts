/** Value formatting shared by list cells and attribute entries (spec 000 §9 for numbers and durations). */
import { zonedParts } from '../../shared/zonedParts.ts';

// The server's CSV exports write durations with the same function's text.
export { formatDuration } from '../../shared/duration.ts';

/** yyyy-MM-dd HH:mm in the display time zone. */
export const formatDateTime = (value: string, timeZone: string): string => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const parts = zonedParts(date, timeZone);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
};

/** Dates are calendar days: shown as stored (yyyy-MM-dd), never shifted by a time zone. */
export const formatDate = (value: string): string => value.slice(0, 10);

// Two significant digits, as compact notation does by default: 1,234 (1.2K), 12,345 (12K).
const compact = new Intl.NumberFormat('en', { notation: 'compact' });
const full = new Intl.NumberFormat('en');

/** 12345 → "12,345 (12K)": numbers of 1000 or more also in compact form (spec 000 §9). */
export const formatNumber = (n: number): string => (Math.abs(n) >= 1000 ? `${full.format(n)} (${compact.format(n)})` : full.format(n));

/** JSON as a detail page shows it: indented, so nested values can be read. */
export const formatJson = (value: unknown): string => JSON.stringify(value, null, 2) ?? String(value);
