import { describe, expect, it } from 'vitest';
import { checkCalendarDate, checkDateTime } from './dates.ts';

describe('checkCalendarDate', () => {
  it.each(['2025-02-28', '2024-02-29', '1900-01-01', '2200-12-31'])('accepts %s', (v) =>
    expect(checkCalendarDate(v)).toEqual({ ok: true, value: v }),
  );
  it.each([
    ['2025-02-30', 'is not a real date (2025-02-30)'],
    ['2025-13-01', 'is not a real date (2025-13-01)'],
    ['1899-12-31', 'must be between the years 1900 and 2200'],
    ['2201-01-01', 'must be between the years 1900 and 2200'],
    ['2025-2-3', 'must be a date yyyy-MM-dd'],
    [20250203, 'must be a date yyyy-MM-dd'],
  ])('refuses %j', (v, message) => expect(checkCalendarDate(v)).toEqual({ ok: false, message }));
});

describe('checkDateTime', () => {
  it.each([
    ['2025-03-01T10:30:00Z', '2025-03-01T10:30:00.000Z'],
    ['2025-03-01T10:30:00.123456Z', '2025-03-01T10:30:00.123Z'],
    ['2025-03-01 10:30', '2025-03-01T10:30:00.000Z'],
    ['2025-03-01T10:30:00+10:00', '2025-03-01T00:30:00.000Z'],
    ['2025-03-01T10:30:00-0330', '2025-03-01T14:00:00.000Z'],
  ])('accepts %s as %s', (v, iso) => expect(checkDateTime(v)).toEqual({ ok: true, value: iso }));
  it.each([
    ['2025-02-30T00:00:00Z', 'is not a real date (2025-02-30)'],
    ['+275760-09-13T00:00:00.000Z', 'must be a date and time (yyyy-MM-ddTHH:mm:ssZ)'],
    ['2025-03-01T24:00:00Z', 'must be a date and time (yyyy-MM-ddTHH:mm:ssZ)'],
    ['1900-01-01T00:30:00+01:00', 'must be between the years 1900 and 2200'],
    ['March 1, 2025', 'must be a date and time (yyyy-MM-ddTHH:mm:ssZ)'],
    ['1740000000000', 'must be a date and time (yyyy-MM-ddTHH:mm:ssZ)'],
  ])('refuses %j', (v, message) => expect(checkDateTime(v)).toEqual({ ok: false, message }));
});
