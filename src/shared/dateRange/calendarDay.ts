import { TZDate } from '@date-fns/tz';
import { UTCDate } from '@date-fns/utc';
import { isValid } from 'date-fns';

/** A calendar day as the API and the URL carry it: yyyy-MM-dd (spec 000 §2.16). */
export type Day = string;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A day as a date to compute with (date-fns reads and writes its zone's fields). Days are computed in UTC,
 * where every day has 24 hours, so adding days or months never lands in a daylight-saving gap of the
 * display time zone. UTCDate, not TZDate in 'UTC': TZDate asks Intl for the zone's offset on every change,
 * and the date range control's dozens of presets would pay for that on a list page's first render.
 * Parsed by hand: date-fns' parseISO and format would weigh on every list page's bundle.
 */
export const parseDay = (day: Day): UTCDate => {
  const m = DAY_PATTERN.exec(day);
  return m ? new UTCDate(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new UTCDate(NaN);
};

/** yyyy-MM-dd of a date, read in its own zone (UTC for parseDay's dates). */
export const formatDay = (date: Date): Day => `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A real calendar day in yyyy-MM-dd form (2024-02-30 is not). */
export const isDay = (value: unknown): value is Day =>
  typeof value === 'string' && DAY_PATTERN.test(value) && isValid(parseDay(value)) && formatDay(parseDay(value)) === value;

/** The day it is at `now` on the wall clocks of `timeZone`: near midnight Auckland is a day ahead of UTC. */
export const todayIn = (timeZone: string, now: Date): Day => formatDay(new TZDate(now.getTime(), timeZone));
