import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '../../metadata/fieldTypes.ts';
import type { NormalizedField } from '../../metadata/normalized.ts';
import { FIELD_INPUTS } from './fieldInputs.ts';

const ctx = { timeZone: 'Australia/Perth' };
const field = (type: string, extra: Partial<NormalizedField> = {}) => ({ name: 'f', label: 'F', column: 'f', type, ...extra }) as NormalizedField;
/** Form value of a stored value, then back to the API value. */
const roundTrip = (type: string, stored: unknown, extra: Partial<NormalizedField> = {}) => {
  const def = FIELD_INPUTS[type as keyof typeof FIELD_INPUTS];
  const form = def.fromRecord(field(type, extra), { f: stored, fId: (stored as { id?: string } | null)?.id }, ctx);
  return { form, parsed: def.parse(field(type, extra), form, ctx) };
};

describe('field inputs', () => {
  it('has an input for every field type of the metadata', () => {
    expect(Object.keys(FIELD_INPUTS).sort()).toEqual(Object.keys(FIELD_TYPES).sort());
  });

  it('round-trips stored values through the form', () => {
    expect(roundTrip('integer', 12)).toEqual({ form: '12', parsed: { ok: true, value: 12 } });
    expect(roundTrip('duration_seconds', 3723)).toEqual({ form: '01:02:03', parsed: { ok: true, value: 3723 } });
    expect(roundTrip('time', '19:30:00')).toEqual({ form: '19:30:00', parsed: { ok: true, value: '19:30:00' } });
    expect(roundTrip('datetime', '2026-03-01T10:30:00.000Z')).toEqual({
      form: '2026-03-01T18:30',
      parsed: { ok: true, value: '2026-03-01T10:30:00.000Z' },
    });
    expect(roundTrip('json', { a: 1 }).parsed).toEqual({ ok: true, value: { a: 1 } });
    expect(roundTrip('reference', { id: '3', readminName: 'Arena' })).toEqual({
      form: { id: '3', readminName: 'Arena' },
      parsed: { ok: true, value: '3' },
    });
    expect(roundTrip('rectangle', { x: 0, y: 0, width: 10, height: 10 }).parsed).toEqual({ ok: true, value: { x: 0, y: 0, width: 10, height: 10 } });
    expect(roundTrip('mac', '00:1A:2B:3C:4D:5E').parsed).toEqual({ ok: true, value: '00:1A:2B:3C:4D:5E' });
  });

  it('never shows a stored password and sends only new uploads', () => {
    expect(roundTrip('password', 'hash').form).toBe('');
    expect(roundTrip('file', { name: 'a.pdf', size: 3, url: '/a.pdf' }).parsed).toEqual({ ok: true, value: undefined });
    const upload = FIELD_INPUTS.file.parse(field('file'), { name: 'a.txt', base64: 'YWJj', size: 3 }, ctx);
    expect(upload).toEqual({ ok: true, value: { name: 'a.txt', base64: 'YWJj', size: 3 } });
  });

  it('checks values by type', () => {
    expect(FIELD_INPUTS.email.parse(field('email'), 'nope', ctx)).toEqual({ ok: false, message: 'must be an email address' });
    expect(FIELD_INPUTS.integer.parse(field('integer', { min: 0 }), '-1', ctx)).toEqual({ ok: false, message: 'must be at least 0' });
    expect(FIELD_INPUTS.time.parse(field('time'), '25:00:00', ctx)).toEqual({ ok: false, message: 'invalid format, must be HH:mm:ss' });
    expect(FIELD_INPUTS.json.parse(field('json'), '{', ctx)).toMatchObject({ ok: false, json: true });
    expect(FIELD_INPUTS.string.parse(field('string', { pattern: '^cam-', patternMessage: "must start with 'cam-'" }), 'x', ctx)).toEqual({
      ok: false,
      message: "must start with 'cam-'",
    });
  });
});
