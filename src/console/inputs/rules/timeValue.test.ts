import { describe, expect, it } from 'vitest';
import { formatClock, parseClock, TIME_FORMAT_MESSAGE, timeProblem } from './timeValue.ts';

describe('time input', () => {
  it('reads HH:mm:ss as seconds', () => {
    expect(parseClock('01:02:03')).toBe(3723);
    expect(parseClock('26:00:00')).toBe(93600);
    expect(parseClock('26:00:00', { timeOfDay: true })).toBeNull();
    expect(parseClock('1:02:03')).toBeNull();
    expect(parseClock('01:60:00')).toBeNull();
  });
  it('writes seconds as HH:mm:ss', () => {
    expect(formatClock(3723)).toBe('01:02:03');
    expect(formatClock(93600)).toBe('26:00:00');
  });
  it("says 'required' and 'invalid format, must be HH:mm:ss'", () => {
    expect(timeProblem('', { required: true })).toBe('required');
    expect(timeProblem('')).toBeNull();
    expect(timeProblem('10:00')).toBe(TIME_FORMAT_MESSAGE);
    expect(TIME_FORMAT_MESSAGE).toBe('invalid format, must be HH:mm:ss');
  });
  it('checks min and max in the unit of the field', () => {
    expect(timeProblem('00:00:04', { min: 5, unit: 'seconds' })).toBe('must be at least 5 seconds');
    expect(timeProblem('00:05:01', { max: 300, unit: 'seconds' })).toBe('must be at most 300 seconds');
    expect(timeProblem('00:09:00', { min: 10, unit: 'minutes' })).toBe('must be at least 10 minutes');
    expect(timeProblem('03:00:00', { max: 2, unit: 'hours' })).toBe('must be at most 2 hours');
    expect(timeProblem('00:00:01', { max: 500, unit: 'milliseconds' })).toBe('must be at most 500 milliseconds');
    expect(timeProblem('00:10:00', { min: 10, max: 10, unit: 'minutes' })).toBeNull();
  });
});
