import { addDays, endOfMonth, endOfWeek, endOfYear, getISODay, startOfMonth, startOfWeek, startOfYear, subDays, subMonths, subYears } from 'date-fns';
import { formatDay, parseDay, type Day } from './calendarDay.ts';

/** Inclusive first and last day. null everywhere in the console means "All time" (no range). */
export interface DateRange {
  start: Day;
  end: Day;
}

export interface DateRangePreset {
  /** Stable key, also accepted as list.dateRange.default: 'thisWeek', 'monday', 'month:2026-11', 'year:2026'. */
  name: string;
  label: string;
  /** Dated after today: offered only where list.dateRange.future allows it. */
  future: boolean;
  range: DateRange | null;
  group: PresetGroup;
}

/** How the control groups its menu. */
export type PresetGroup = 'Ranges' | 'Days' | 'Months' | 'Years';

const WEEK = { weekStartsOn: 1 } as const; // spec 000 §2.16: weeks start on Monday
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const RECENT_MONTHS = 12;
const RECENT_YEARS = 5;

// Intl rather than date-fns' format, whose formatters and locale would weigh on every list page.
const monthLabel = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const span = (start: Date, end: Date): DateRange => ({ start: formatDay(start), end: formatDay(end) });
const day = (d: Date): DateRange => span(d, d);

const fixed = (t: Date): DateRangePreset[] => [
  { name: 'allTime', label: 'All time', future: false, range: null, group: 'Ranges' },
  { name: 'today', label: 'Today', future: false, range: day(t), group: 'Ranges' },
  { name: 'yesterday', label: 'Yesterday', future: false, range: day(subDays(t, 1)), group: 'Ranges' },
  { name: 'tomorrow', label: 'Tomorrow', future: true, range: day(addDays(t, 1)), group: 'Ranges' },
  { name: 'thisWeek', label: 'This Week', future: false, range: span(startOfWeek(t, WEEK), endOfWeek(t, WEEK)), group: 'Ranges' },
  {
    name: 'lastWeek',
    label: 'Last Week',
    future: false,
    range: span(startOfWeek(subDays(t, 7), WEEK), endOfWeek(subDays(t, 7), WEEK)),
    group: 'Ranges',
  },
  {
    name: 'nextWeek',
    label: 'Next Week',
    future: true,
    range: span(startOfWeek(addDays(t, 7), WEEK), endOfWeek(addDays(t, 7), WEEK)),
    group: 'Ranges',
  },
  { name: 'thisMonth', label: 'This Month', future: false, range: span(startOfMonth(t), endOfMonth(t)), group: 'Ranges' },
  { name: 'lastMonth', label: 'Last Month', future: false, range: span(startOfMonth(subMonths(t, 1)), endOfMonth(subMonths(t, 1))), group: 'Ranges' },
  { name: 'thisYear', label: 'This Year', future: false, range: span(startOfYear(t), endOfYear(t)), group: 'Ranges' },
  // Rolling windows count today as one of their days.
  { name: 'last30Days', label: 'Last 30 Days', future: false, range: span(subDays(t, 29), t), group: 'Ranges' },
  { name: 'next30Days', label: 'Next 30 Days', future: true, range: span(t, addDays(t, 29)), group: 'Ranges' },
  { name: 'last6Months', label: 'Last 6 Months', future: false, range: span(addDays(subMonths(t, 6), 1), t), group: 'Ranges' },
];

/** Each weekday's most recent occurrence: today itself when today is that weekday. */
const weekdays = (t: Date): DateRangePreset[] =>
  WEEKDAYS.map((label, i) => ({
    name: label.toLowerCase(),
    label,
    future: false,
    range: day(subDays(t, (getISODay(t) - (i + 1) + 7) % 7)),
    group: 'Days' as const,
  }));

/** This month and the eleven before it, newest first. */
const months = (t: Date): DateRangePreset[] =>
  Array.from({ length: RECENT_MONTHS }, (_, i) => {
    const m = subMonths(startOfMonth(t), i);
    return {
      name: `month:${formatDay(m).slice(0, 7)}`,
      label: monthLabel.format(m),
      future: false,
      range: span(m, endOfMonth(m)),
      group: 'Months' as const,
    };
  });

/** This year and the four before it, newest first. */
const years = (t: Date): DateRangePreset[] =>
  Array.from({ length: RECENT_YEARS }, (_, i) => {
    const y = subYears(startOfYear(t), i);
    return { name: `year:${y.getFullYear()}`, label: String(y.getFullYear()), future: false, range: span(y, endOfYear(y)), group: 'Years' as const };
  });

/** Every preset of the date range control for `today`, in menu order, future ones included. */
export const allPresets = (today: Day): DateRangePreset[] => {
  const t = parseDay(today);
  return [...fixed(t), ...weekdays(t), ...months(t), ...years(t)];
};

/** The presets offered: future-dated ones only when the list allows future ranges. */
export const visiblePresets = (today: Day, future: boolean): DateRangePreset[] => allPresets(today).filter((p) => future || !p.future);

const normalizeName = (name: string) => name.toLowerCase().replace(/[^a-z0-9:-]/g, '');

/** A preset by key or label, case and spacing ignored ('This Week', 'thisWeek', 'this_week'). */
export const presetByName = (name: string, today: Day): DateRangePreset | undefined => {
  const wanted = normalizeName(name);
  return allPresets(today).find((p) => normalizeName(p.name) === wanted || normalizeName(p.label) === wanted);
};

export const sameRange = (a: DateRange | null, b: DateRange | null): boolean =>
  a === b || (a !== null && b !== null && a.start === b.start && a.end === b.end);

/** The first offered preset covering exactly `range`, to label it ('Last Month' before 'October 2026'). */
export const presetOfRange = (range: DateRange | null, today: Day, future: boolean): DateRangePreset | undefined =>
  visiblePresets(today, future).find((p) => sameRange(p.range, range));
