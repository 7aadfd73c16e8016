import { addDays, addMonths, differenceInCalendarDays, differenceInCalendarMonths, endOfMonth, isFirstDayOfMonth, isLastDayOfMonth } from 'date-fns';
import { formatDay, parseDay, type Day } from '../../shared/dateRange/calendarDay.ts';
import type { DateRange } from '../../shared/dateRange/presets.ts';

export type ShiftDirection = -1 | 1;

/** Whole calendar months (a month, a year, or a custom Mar 1 – May 31): how many, else null. */
const calendarMonthsOf = (range: DateRange): number | null => {
  const start = parseDay(range.start);
  const end = parseDay(range.end);
  if (!isFirstDayOfMonth(start) || !isLastDayOfMonth(end) || end < start) return null;
  return differenceInCalendarMonths(end, start) + 1;
};

const daysOf = (range: DateRange): number => differenceInCalendarDays(parseDay(range.end), parseDay(range.start)) + 1;

/**
 * The range moved by its own length (spec 000 §2.16). Calendar months move by calendar months, so
 * January is followed by all of February (28 or 29 days) rather than by 31 days; anything else moves
 * by its number of days (a week by 7).
 */
export const shiftRange = (range: DateRange, direction: ShiftDirection): DateRange => {
  const months = calendarMonthsOf(range);
  if (months !== null) {
    const start = addMonths(parseDay(range.start), direction * months);
    return { start: formatDay(start), end: formatDay(endOfMonth(addMonths(start, months - 1))) };
  }
  const days = daysOf(range) * direction;
  return { start: formatDay(addDays(parseDay(range.start), days)), end: formatDay(addDays(parseDay(range.end), days)) };
};

/**
 * Next is offered unless the next range would lie in the future, i.e. start after today, on lists that
 * do not allow future ranges. A range that reaches today (Last Month → This Month) is still allowed.
 */
export const canShiftNext = (range: DateRange | null, today: Day, future: boolean): boolean =>
  range !== null && (future || shiftRange(range, 1).start <= today);

export const canShiftPrevious = (range: DateRange | null): boolean => range !== null;
