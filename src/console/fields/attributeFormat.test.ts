import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_DISPLAYS } from './attributeDisplays.tsx';
import { ATTRIBUTE_FORMATS, attributeText } from './attributeFormat.ts';
import { formatJson, formatNumber } from './format.ts';

const text = (type: string, value: unknown, timeZone = 'Australia/Perth') => attributeText({ type, value }, timeZone);

describe('attribute entries (spec 000 §3.3)', () => {
  it('cover every attribute type but links and null with a format', () => {
    expect(Object.keys(ATTRIBUTE_FORMATS).sort()).toEqual(
      Object.keys(ATTRIBUTE_DISPLAYS)
        .filter((t) => t !== 'null' && t !== 'readmin_objects')
        .sort(),
    );
  });
  it('show null as nothing', () => {
    expect(text('null', null)).toBeNull();
    expect(text('string', null)).toBeNull();
  });
  it('show numbers of 1000 or more also in compact form', () => {
    expect(text('number', 999)).toBe('999');
    expect(text('number', 12345)).toBe('12,345 (12K)');
    expect(text('number', 1234567)).toBe('1,234,567 (1.2M)');
    expect(text('number', 2.5)).toBe('2.5');
    expect(formatNumber(-1500)).toBe('-1,500 (-1.5K)');
  });
  it('show strings, lists and flags', () => {
    expect(text('string', 'Perth Hawks')).toBe('Perth Hawks');
    expect(text('strings', ['a', 'b'])).toBe('a, b');
    expect(text('boolean', true)).toBe('Yes');
    expect(text('boolean', false)).toBe('No');
  });
  it('show durations as days plus HH:MM:SS', () => {
    expect(text('duration_seconds', 93784)).toBe('1d 02:03:04');
    expect(text('duration_seconds', 59)).toBe('00:00:59');
  });
  it('show date-times in the display time zone, dates as calendar days', () => {
    expect(text('datetime', '2026-03-01T10:30:00Z')).toBe('2026-03-01 18:30 AWST');
    expect(text('datetime', '2026-03-01T10:30:00Z', 'Pacific/Auckland')).toBe('2026-03-01 23:30 NZDT');
    expect(text('date', '2026-03-01')).toBe('2026-03-01');
  });
  it('show JSON formatted', () => {
    expect(text('json', { a: [1, 2] })).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(formatJson('x')).toBe('"x"');
  });
  it('know nothing of other types', () => expect(text('hologram', 1)).toBeUndefined());
});
