/** Value formatting shared by list cells and attribute entries (spec 000 §9 for numbers and durations). */

// The server's CSV exports write durations with the same function's text.
export { formatDuration } from '../../shared/duration.ts';

/**
 * yyyy-MM-dd HH:mm in the display time zone, followed by the zone's name ("2026-03-01 18:30 AWST"): the public
 * pages write times with the same function, so one instant reads alike everywhere.
 */
export { formatZonedDateTime as formatDateTime, formatWallClock } from '../../shared/zonedDateTime.ts';

/** Dates are calendar days: shown as stored (yyyy-MM-dd), never shifted by a time zone. */
export const formatDate = (value: string): string => value.slice(0, 10);

// Two significant digits, as compact notation does by default: 1,234 (1.2K), 12,345 (12K).
const compact = new Intl.NumberFormat('en', { notation: 'compact' });
const full = new Intl.NumberFormat('en');

/** 12345 → "12,345 (12K)": numbers of 1000 or more also in compact form (spec 000 §9). */
export const formatNumber = (n: number): string => (Math.abs(n) >= 1000 ? `${full.format(n)} (${compact.format(n)})` : full.format(n));

/** JSON as a detail page shows it: indented, so nested values can be read. */
export const formatJson = (value: unknown): string => JSON.stringify(value, null, 2) ?? String(value);
