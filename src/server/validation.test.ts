import { describe, expect, it } from 'vitest';
import { FIELD_CHECKS } from './validation.ts';
import type { NormalizedField } from '../metadata/normalized.ts';

const field = (type: NormalizedField['type'], extra: Partial<NormalizedField> = {}): NormalizedField =>
  ({ name: 'f', label: 'F', column: 'f', type, ...extra });
const check = (type: NormalizedField['type'], value: unknown, extra?: Partial<NormalizedField>) => FIELD_CHECKS[type](value, field(type, extra));

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
    expect(check('date', '2026-02-30')).toEqual({ ok: false, message: 'must be a date yyyy-MM-dd' });
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
    expect(check('file', { name: 'a.txt', base64: Buffer.from('hello').toString('base64'), size: 9 })).toEqual({ ok: false, message: 'size does not match the uploaded data' });
  });

  it('keeps rectangles on the canvas', () => {
    expect(check('rectangle', { x: 0, y: 0, width: 1280, height: 720 }).ok).toBe(true);
    expect(check('rectangle', { x: 100, y: 0, width: 1280, height: 720 })).toEqual({ ok: false, message: 'must lie inside the 1280x720 canvas' });
    expect(check('rectangle', { x: 1.5, y: 0, width: 1, height: 1 })).toEqual({ ok: false, message: 'Invalid value' });
  });
});
