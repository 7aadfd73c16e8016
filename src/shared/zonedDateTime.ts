import { zonedParts } from './zonedParts.ts';

/**
 * Zone names as people in the product's time zones know them (AEST, NZDT, AWST); en-AU's data has them, where
 * en-US or en-GB would say GMT+10. A zone without a common abbreviation reads as its offset.
 */
const names = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at that instant ("NZDT" in January, "NZST" in July), else its offset ("UTC+8", "UTC+5:30"). */
export const zoneAbbreviation = (date: Date, timeZone: string): string => {
  let format = names.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'short' });
    names.set(timeZone, format);
  }
  const name = format.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  // ICU writes offsets as GMT±h; UTC is what the rest of the product says.
  return name.replace(/^GMT/, 'UTC');
};

/** yyyy-MM-dd HH:mm as the zone's wall clock reads it, without saying which zone: for text that names it in full. */
export const formatWallClock = (value: string, timeZone: string): string => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const p = zonedParts(date, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
};

/**
 * How every date-time reads on screen, in the console and on the public pages: the zone's wall clock and the
 * zone's name, "2026-03-01 18:30 AWST", so that a reader never has to guess which zone a time is in.
 */
export const formatZonedDateTime = (value: string, timeZone: string): string => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${formatWallClock(value, timeZone)} ${zoneAbbreviation(date, timeZone)}`;
};
