import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDuration, formatNumber } from './format.ts';

describe('format', () => {
  it('shows date-times in the display time zone, naming it', () => {
    expect(formatDateTime('2026-03-01T10:30:00Z', 'Australia/Perth')).toBe('2026-03-01 18:30 AWST');
    expect(formatDateTime('2026-03-01T10:30:00Z', 'UTC')).toBe('2026-03-01 10:30 UTC');
    // Summer and winter time, and a zone people know by its offset.
    expect(formatDateTime('2026-01-15T00:17:00Z', 'Pacific/Auckland')).toBe('2026-01-15 13:17 NZDT');
    expect(formatDateTime('2026-07-15T01:17:00Z', 'Pacific/Auckland')).toBe('2026-07-15 13:17 NZST');
    expect(formatDateTime('2026-03-01T10:30:00Z', 'Asia/Kolkata')).toBe('2026-03-01 16:00 UTC+5:30');
    expect(formatDateTime('not a date', 'UTC')).toBe('not a date');
  });
  it('keeps dates as calendar days', () => expect(formatDate('2026-03-01T23:00:00Z')).toBe('2026-03-01'));
  it('shows durations as days plus HH:MM:SS', () => {
    expect(formatDuration(59)).toBe('00:00:59');
    expect(formatDuration(90061)).toBe('1d 01:01:01');
  });
  it('adds the compact form from 1000', () => {
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1234)).toBe('1,234 (1.2K)');
  });
});
