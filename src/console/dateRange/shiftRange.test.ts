import { describe, expect, it } from 'vitest';
import { canShiftNext, shiftRange } from './shiftRange.ts';

const r = (start: string, end: string) => ({ start, end });

describe('shiftRange', () => {
  it('moves a calendar month to the whole previous or next month', () => {
    expect(shiftRange(r('2024-01-01', '2024-01-31'), 1)).toEqual(r('2024-02-01', '2024-02-29'));
    expect(shiftRange(r('2025-01-01', '2025-01-31'), 1)).toEqual(r('2025-02-01', '2025-02-28'));
    expect(shiftRange(r('2024-03-01', '2024-03-31'), -1)).toEqual(r('2024-02-01', '2024-02-29'));
    expect(shiftRange(r('2024-02-01', '2024-02-29'), 1)).toEqual(r('2024-03-01', '2024-03-31'));
    expect(shiftRange(r('2026-12-01', '2026-12-31'), 1)).toEqual(r('2027-01-01', '2027-01-31'));
    expect(shiftRange(r('2026-01-01', '2026-01-31'), -1)).toEqual(r('2025-12-01', '2025-12-31'));
  });

  it('moves several whole months and years by as many months', () => {
    expect(shiftRange(r('2024-01-01', '2024-12-31'), 1)).toEqual(r('2025-01-01', '2025-12-31'));
    expect(shiftRange(r('2024-01-01', '2024-12-31'), -1)).toEqual(r('2023-01-01', '2023-12-31'));
    expect(shiftRange(r('2024-03-01', '2024-05-31'), -1)).toEqual(r('2023-12-01', '2024-02-29'));
  });

  it('moves a day across month ends and leap days', () => {
    expect(shiftRange(r('2024-01-31', '2024-01-31'), 1)).toEqual(r('2024-02-01', '2024-02-01'));
    expect(shiftRange(r('2024-02-28', '2024-02-28'), 1)).toEqual(r('2024-02-29', '2024-02-29'));
    expect(shiftRange(r('2024-03-01', '2024-03-01'), -1)).toEqual(r('2024-02-29', '2024-02-29'));
    expect(shiftRange(r('2023-03-01', '2023-03-01'), -1)).toEqual(r('2023-02-28', '2023-02-28'));
    expect(shiftRange(r('2026-12-31', '2026-12-31'), 1)).toEqual(r('2027-01-01', '2027-01-01'));
  });

  it('moves a Monday-to-Sunday week by 7 days', () => {
    expect(shiftRange(r('2024-02-26', '2024-03-03'), 1)).toEqual(r('2024-03-04', '2024-03-10'));
    expect(shiftRange(r('2024-03-04', '2024-03-10'), -1)).toEqual(r('2024-02-26', '2024-03-03'));
  });

  it('moves N days by N days', () => {
    expect(shiftRange(r('2026-10-23', '2026-11-21'), -1)).toEqual(r('2026-09-23', '2026-10-22'));
    expect(shiftRange(r('2024-01-31', '2024-02-01'), 1)).toEqual(r('2024-02-02', '2024-02-03'));
    // Not whole months: Jan 15 – Feb 14 is 31 days, so it moves by 31 days.
    expect(shiftRange(r('2024-01-15', '2024-02-14'), 1)).toEqual(r('2024-02-15', '2024-03-16'));
  });

  it('is not confused by daylight saving changes', () => {
    // Sydney and Auckland change clocks on these weekends; days are computed as calendar days.
    expect(shiftRange(r('2026-04-05', '2026-04-05'), -1)).toEqual(r('2026-04-04', '2026-04-04'));
    expect(shiftRange(r('2026-09-21', '2026-09-27'), 1)).toEqual(r('2026-09-28', '2026-10-04'));
  });
});

describe('canShiftNext', () => {
  const today = '2026-11-21';
  it('refuses a next range that starts after today unless future ranges are allowed', () => {
    expect(canShiftNext(r(today, today), today, false)).toBe(false);
    expect(canShiftNext(r('2026-11-01', '2026-11-30'), today, false)).toBe(false);
    expect(canShiftNext(r('2026-10-23', today), today, false)).toBe(false);
    expect(canShiftNext(r(today, today), today, true)).toBe(true);
  });
  it('allows moving up to a range that contains today', () => {
    expect(canShiftNext(r('2026-11-20', '2026-11-20'), today, false)).toBe(true);
    expect(canShiftNext(r('2026-10-01', '2026-10-31'), today, false)).toBe(true);
    expect(canShiftNext(r('2026-11-09', '2026-11-15'), today, false)).toBe(true);
  });
  it('has nothing to move for All time', () => expect(canShiftNext(null, today, true)).toBe(false));
});
