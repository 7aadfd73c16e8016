import { describe, expect, it } from 'vitest';
import { todayIn } from './calendarDay.ts';
import { allPresets, presetByName, presetOfRange, visiblePresets } from './presets.ts';

const rangeOf = (name: string, today: string) => presetByName(name, today)?.range;

// 2026-11-21 is a Saturday.
const TODAY = '2026-11-21';

describe('date range presets', () => {
  it.each([
    ['All time', null],
    ['Today', ['2026-11-21', '2026-11-21']],
    ['Yesterday', ['2026-11-20', '2026-11-20']],
    ['Tomorrow', ['2026-11-22', '2026-11-22']],
    ['This Week', ['2026-11-16', '2026-11-22']],
    ['Last Week', ['2026-11-09', '2026-11-15']],
    ['Next Week', ['2026-11-23', '2026-11-29']],
    ['This Month', ['2026-11-01', '2026-11-30']],
    ['Last Month', ['2026-10-01', '2026-10-31']],
    ['This Year', ['2026-01-01', '2026-12-31']],
    ['Last 30 Days', ['2026-10-23', '2026-11-21']],
    ['Next 30 Days', ['2026-11-21', '2026-12-20']],
    ['Last 6 Months', ['2026-05-22', '2026-11-21']],
    ['Monday', ['2026-11-16', '2026-11-16']],
    ['Tuesday', ['2026-11-17', '2026-11-17']],
    ['Wednesday', ['2026-11-18', '2026-11-18']],
    ['Thursday', ['2026-11-19', '2026-11-19']],
    ['Friday', ['2026-11-20', '2026-11-20']],
    ['Saturday', ['2026-11-21', '2026-11-21']],
    ['Sunday', ['2026-11-15', '2026-11-15']],
    ['November 2026', ['2026-11-01', '2026-11-30']],
    ['December 2025', ['2025-12-01', '2025-12-31']],
    ['2026', ['2026-01-01', '2026-12-31']],
    ['2022', ['2022-01-01', '2022-12-31']],
  ])('%s', (name, expected) => {
    expect(rangeOf(name, TODAY)).toEqual(expected && { start: expected[0], end: expected[1] });
  });

  it('offers the last 12 months and the last 5 years, newest first', () => {
    const labels = allPresets(TODAY).map((p) => p.label);
    const months = labels.filter((l) => /^[A-Z][a-z]+ \d{4}$/.test(l));
    expect(months).toHaveLength(12);
    expect([months[0], months[11]]).toEqual(['November 2026', 'December 2025']);
    expect(labels.filter((l) => /^\d{4}$/.test(l))).toEqual(['2026', '2025', '2024', '2023', '2022']);
  });

  it('hides Tomorrow, Next Week and Next 30 Days unless future ranges are allowed', () => {
    const futureOnly = ['Tomorrow', 'Next Week', 'Next 30 Days'];
    expect(visiblePresets(TODAY, false).map((p) => p.label)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(Tomorrow|Next)/)]));
    expect(visiblePresets(TODAY, true).map((p) => p.label)).toEqual(expect.arrayContaining(futureOnly));
    expect(
      allPresets(TODAY)
        .filter((p) => p.future)
        .map((p) => p.label),
    ).toEqual(futureOnly);
  });

  it('starts weeks on Monday, also on a Sunday and on a Monday', () => {
    expect(rangeOf('This Week', '2026-11-22')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(rangeOf('This Week', '2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(rangeOf('Last Week', '2026-11-23')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(rangeOf('Monday', '2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-23' });
  });

  it('knows leap years and month ends', () => {
    expect(rangeOf('This Month', '2024-02-10')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(rangeOf('Last Month', '2024-03-31')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(rangeOf('Last Month', '2025-03-31')).toEqual({ start: '2025-02-01', end: '2025-02-28' });
    expect(rangeOf('Last 6 Months', '2024-08-31')).toEqual({ start: '2024-03-01', end: '2024-08-31' });
    expect(rangeOf('Last Month', '2026-01-15')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(rangeOf('Last 30 Days', '2024-03-01')).toEqual({ start: '2024-02-01', end: '2024-03-01' });
  });

  it('finds presets by key, label or snake case', () => {
    for (const name of ['thisWeek', 'This Week', 'this_week', 'THIS WEEK']) expect(presetByName(name, TODAY)?.name).toBe('thisWeek');
    expect(presetByName('month:2026-10', TODAY)?.label).toBe('October 2026');
    expect(presetByName('nope', TODAY)).toBeUndefined();
  });

  it('labels a range by the first preset covering it', () => {
    expect(presetOfRange({ start: '2026-10-01', end: '2026-10-31' }, TODAY, false)?.label).toBe('Last Month');
    expect(presetOfRange({ start: '2026-09-01', end: '2026-09-30' }, TODAY, false)?.label).toBe('September 2026');
    expect(presetOfRange(null, TODAY, false)?.label).toBe('All time');
    expect(presetOfRange({ start: '2026-11-22', end: '2026-11-22' }, TODAY, false)).toBeUndefined();
    expect(presetOfRange({ start: '2026-11-22', end: '2026-11-22' }, TODAY, true)?.label).toBe('Tomorrow');
  });
});

describe('presets in the display time zone', () => {
  // 23:30 UTC on Sunday 22 November is already Monday 23 November in Auckland: a new week there.
  const now = new Date('2026-11-22T23:30:00Z');
  it('computes Today, This Week and This Month from the day in that zone', () => {
    expect(rangeOf('Today', todayIn('UTC', now))).toEqual({ start: '2026-11-22', end: '2026-11-22' });
    expect(rangeOf('Today', todayIn('Pacific/Auckland', now))).toEqual({ start: '2026-11-23', end: '2026-11-23' });
    expect(rangeOf('This Week', todayIn('UTC', now))).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(rangeOf('This Week', todayIn('Pacific/Auckland', now))).toEqual({ start: '2026-11-23', end: '2026-11-29' });
  });
  it('turns the month and the year at local midnight', () => {
    const newYear = new Date('2026-12-31T12:00:00Z'); // 01:00 on 1 January 2027 in Auckland
    expect(rangeOf('This Year', todayIn('Pacific/Auckland', newYear))).toEqual({ start: '2027-01-01', end: '2027-12-31' });
    expect(rangeOf('This Year', todayIn('UTC', newYear))).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(rangeOf('Yesterday', todayIn('Pacific/Auckland', newYear))).toEqual({ start: '2026-12-31', end: '2026-12-31' });
  });
});
