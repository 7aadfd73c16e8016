import { describe, expect, it } from 'vitest';
import { isDay, todayIn } from './calendarDay.ts';

describe('todayIn', () => {
  it('is the day on the wall clocks of the display time zone', () => {
    // 11:30 UTC on 21 November is 00:30 on 22 November in Auckland (NZDT, UTC+13).
    const now = new Date('2026-11-21T11:30:00Z');
    expect(todayIn('UTC', now)).toBe('2026-11-21');
    expect(todayIn('Pacific/Auckland', now)).toBe('2026-11-22');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-11-21');
  });

  it('changes day exactly at local midnight', () => {
    expect(todayIn('Pacific/Auckland', new Date('2026-11-21T10:59:59Z'))).toBe('2026-11-21');
    expect(todayIn('Pacific/Auckland', new Date('2026-11-21T11:00:00Z'))).toBe('2026-11-22');
    // Auckland in winter is UTC+12 (NZST).
    expect(todayIn('Pacific/Auckland', new Date('2026-06-30T11:59:00Z'))).toBe('2026-06-30');
    expect(todayIn('Pacific/Auckland', new Date('2026-06-30T12:00:00Z'))).toBe('2026-07-01');
    expect(todayIn('America/Los_Angeles', new Date('2026-11-21T07:59:00Z'))).toBe('2026-11-20');
  });
});

describe('isDay', () => {
  it('accepts real yyyy-MM-dd days only', () => {
    expect(isDay('2024-02-29')).toBe(true);
    for (const bad of ['2023-02-29', '2024-13-01', '2024-1-01', '20240101', '', null, 5, '2024-01-01T00:00']) expect(isDay(bad)).toBe(false);
  });
});
