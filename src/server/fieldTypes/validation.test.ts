import { describe, expect, it } from 'vitest';
import { checkValue, fieldMessage, isTimeZone } from './validation.ts';
import type { NormalizedField } from '../../metadata/normalized.ts';

const field = (type: NormalizedField['type'], extra: Partial<NormalizedField> = {}): NormalizedField => ({
  name: 'f',
  label: 'F',
  column: 'f',
  type,
  ...extra,
});
const check = (type: NormalizedField['type'], value: unknown, extra?: Partial<NormalizedField>) => checkValue(field(type, extra), value);

describe('server field checks', () => {
  it('accepts IP addresses with an optional prefix only', () => {
    expect(check('ip', '192.168.1.20')).toEqual({ ok: true, value: '192.168.1.20' });
    expect(check('ip', '10.0.0.0/24').ok).toBe(true);
    expect(check('ip', '300.1.1.1')).toEqual({ ok: false, message: 'must be four dotted numbers with an optional /prefix' });
    expect(check('ip', '10.0.0.0/33').ok).toBe(false);
  });

  it('turns MAC dashes into colons and upper-cases the letters', () => {
    expect(check('mac', 'aa-bb-cc-dd-ee-0f')).toEqual({ ok: true, value: 'AA:BB:CC:DD:EE:0F' });
    expect(check('mac', 'aa:bb:cc').ok).toBe(false);
  });

  it('checks times, dates and bounds with the console messages', () => {
    expect(check('time', '07:30:00').ok).toBe(true);
    expect(check('time', '7:30')).toEqual({ ok: false, message: 'invalid format, must be HH:mm:ss' });
    expect(check('date', '2026-02-28').ok).toBe(true);
    expect(check('date', '2026-02-30')).toEqual({ ok: false, message: 'is not a real date (2026-02-30)' });
    expect(check('date', '30/01/2026').ok).toBe(false);
    expect(check('integer', 4, { min: 5 })).toEqual({ ok: false, message: 'must be at least 5' });
    expect(check('integer', 2.5)).toEqual({ ok: false, message: 'must be a whole number' });
    expect(check('duration_seconds', -1)).toEqual({ ok: false, message: 'must be at least 0' });
  });

  it('checks enums, time zones, URLs and files', () => {
    expect(check('enum', 'gold', { options: [{ value: 'gold', label: 'Gold' }] }).ok).toBe(true);
    expect(check('enum', 'tin', { options: [{ value: 'gold', label: 'Gold' }] })).toEqual({ ok: false, message: 'must be one of gold' });
    expect(check('enum', 'Pacific/Auckland', { optionsQuery: 'timeZones' }).ok).toBe(true);
    expect(check('enum', 'Mars/Olympus', { optionsQuery: 'timeZones' }).ok).toBe(false);
    expect(check('url', 'javascript:alert(1)').ok).toBe(false);
    expect(check('file', { name: 'a.txt', base64: Buffer.from('hello').toString('base64'), size: 5 }).ok).toBe(true);
    expect(check('file', { name: 'a.txt', base64: Buffer.from('hello').toString('base64'), size: 9 })).toEqual({
      ok: false,
      message: 'size does not match the uploaded data',
    });
  });

  it('knows time zones as ICU does, asked again from its cache', () => {
    for (let i = 0; i < 2; i++) {
      expect(isTimeZone('Australia/Sydney')).toBe(true);
      expect(isTimeZone('australia/sydney')).toBe(true);
      expect(isTimeZone('UTC')).toBe(true);
      expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
      expect(isTimeZone('')).toBe(false);
    }
  });

  it('keeps rectangles on the canvas', () => {
    expect(check('rectangle', { x: 0, y: 0, width: 1280, height: 720 }).ok).toBe(true);
    expect(check('rectangle', { x: 100, y: 0, width: 1280, height: 720 })).toEqual({ ok: false, message: 'must lie inside the 1280x720 canvas' });
    expect(check('rectangle', { x: 1.5, y: 0, width: 1, height: 1 })).toEqual({
      ok: false,
      message: 'must give x, y, width and height as whole numbers',
    });
  });

  it('refuses NUL characters, over-long text and lists, and names the limit', () => {
    expect(check('string', 'a\u0000b')).toEqual({ ok: false, message: 'must not contain NUL characters' });
    expect(check('text', 'x'.repeat(11), { maxLength: 10 })).toEqual({ ok: false, message: 'must be at most 10 characters' });
    expect(check('json', { note: 'a\u0000' })).toEqual({ ok: false, message: 'must not contain NUL characters' });
    expect(check('json', { a: 'x'.repeat(20) }, { maxLength: 10 })).toEqual({ ok: false, message: 'must be at most 10 characters as JSON' });
    expect(check('strings', ['a', 'b', 'c'], { maxItems: 2 })).toEqual({ ok: false, message: 'may hold at most 2 entries' });
    expect(check('strings', ['ok', 'a\u0000'])).toEqual({ ok: false, message: 'entries must not contain NUL characters' });
  });

  it('accepts only decimal ids in range, once each', () => {
    expect(check('reference', '37')).toEqual({ ok: true, value: 37 });
    expect(check('reference', '0x25')).toEqual({ ok: false, message: ': Invalid id' });
    expect(fieldMessage('Org', ': Invalid id')).toBe('Org: Invalid id');
    expect(check('references', ['1', '99999999999'])).toEqual({ ok: false, message: ': Invalid id' });
    expect(check('references', ['1', '1'])).toEqual({ ok: false, message: 'must not name the same record twice' });
    expect(
      check(
        'references',
        Array.from({ length: 201 }, (_, i) => String(i + 1)),
      ),
    ).toEqual({ ok: false, message: 'may hold at most 200 record ids' });
  });

  it('refuses rolled-over and out-of-range dates and times', () => {
    expect(check('datetime', '2025-02-30T10:00:00Z')).toEqual({ ok: false, message: 'is not a real date (2025-02-30)' });
    expect(check('datetime', '+275760-09-13T00:00:00.000Z').ok).toBe(false);
    expect(check('date', '2201-01-01')).toEqual({ ok: false, message: 'must be between the years 1900 and 2200' });
  });

  it('bounds files by size and checks their data is base64', () => {
    const base64 = Buffer.from('hello').toString('base64');
    expect(check('image', { name: 'a.png', base64, size: 5 }, { maxSize: 4 })).toEqual({ ok: false, message: 'must be at most 4 bytes' });
    expect(check('image', { name: 'a.png', base64, size: 5 }, { maxSize: 2 * 1024 * 1024 }).ok).toBe(true);
    expect(check('image', { name: 'a.png', base64: '!!!!', size: 3 })).toEqual({ ok: false, message: 'must be base64 data' });
    expect(check('image', { name: 'a\u0000.png', base64, size: 5 })).toEqual({ ok: false, message: 'file name must not contain NUL characters' });
  });
});
