import { describe, expect, it } from 'vitest';
import { fromLocalDateTime, isCalendarDate, toLocalDateTime } from './dateValue.ts';
import { bytesToBase64, describeFile } from './fileValue.ts';
import { jsonText, parseJson } from './jsonValue.ts';
import { numberBounds, parseNumber } from './numberValue.ts';
import { parseRectangle } from './rectangleValue.ts';
import { isEmptyValue, requiredMessage } from './required.ts';
import { emailProblem, textProblem, urlProblem } from './textValue.ts';

describe('required', () => {
  it('treats empty text, blank text, null and empty lists as empty', () => {
    for (const empty of [null, undefined, '', '   ', [], { x: '', y: '' }]) expect(isEmptyValue(empty)).toBe(true);
    for (const value of [0, false, 'a', ['a'], { id: '1' }]) expect(isEmptyValue(value)).toBe(false);
    expect(requiredMessage('Name')).toBe('Name is required');
  });
});

describe('number input', () => {
  it('clears to no value and parses numbers', () => {
    expect(parseNumber('')).toEqual({ ok: true, value: null });
    expect(parseNumber(' 12 ')).toEqual({ ok: true, value: 12 });
    expect(parseNumber('1.5')).toEqual({ ok: true, value: 1.5 });
  });
  it('checks whole numbers, min, max and step', () => {
    expect(parseNumber('1.5', { integer: true })).toEqual({ ok: false, message: 'must be a whole number' });
    expect(parseNumber('abc')).toEqual({ ok: false, message: 'must be a number' });
    expect(parseNumber('-1', { min: 0 })).toEqual({ ok: false, message: 'must be at least 0' });
    expect(parseNumber('101', { max: 100 })).toEqual({ ok: false, message: 'must be at most 100' });
    expect(parseNumber('7', { min: 0, step: 5 })).toEqual({ ok: false, message: 'must be in steps of 5' });
    expect(parseNumber('0.3', { step: 0.1 })).toEqual({ ok: true, value: 0.3 });
  });
  it('shows its bounds', () => {
    expect(numberBounds({ min: 0, max: 100, step: 5 })).toBe('Min 0 · Max 100 · Step 5');
    expect(numberBounds({})).toBe('');
  });
});

describe('JSON input', () => {
  it('parses, or gives the parse message', () => {
    expect(parseJson('{"a": [1, 2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
    expect(parseJson('  ')).toEqual({ ok: true, value: null });
    const bad = parseJson('{"a": }');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.message).toMatch(/JSON/);
  });
  it('indents stored values for editing', () => expect(jsonText({ a: 1 })).toBe('{\n  "a": 1\n}'));
});

describe('text checks', () => {
  it('checks lengths and patterns as the server does', () => {
    expect(textProblem('ab', { minLength: 3 })).toBe('must be at least 3 characters');
    expect(textProblem('abcd', { maxLength: 3 })).toBe('must be at most 3 characters');
    expect(textProblem('cam1', { pattern: '^cam-', patternMessage: 'must start with cam-' })).toBe('must start with cam-');
    expect(textProblem('cam-1', { pattern: '^cam-' })).toBeNull();
  });
  it('checks emails and URLs', () => {
    expect(emailProblem('a@b.co')).toBeNull();
    expect(emailProblem('a@b')).toBe('must be an email address');
    expect(urlProblem('https://example.com/x')).toBeNull();
    expect(urlProblem('ftp://example.com')).toBe('must be an http or https URL');
    expect(urlProblem('example')).toBe('must be a URL');
  });
});

describe('dates', () => {
  it('accepts real calendar days only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
  });
  it('edits date-times as wall-clock time in the display time zone', () => {
    expect(toLocalDateTime('2026-11-21T20:30:00Z', 'Pacific/Auckland')).toBe('2026-11-22T09:30');
    expect(fromLocalDateTime('2026-11-22T09:30', 'Pacific/Auckland')).toBe('2026-11-21T20:30:00.000Z');
    expect(fromLocalDateTime('2026-11-22', 'UTC')).toBeNull();
  });
});

describe('files and rectangles', () => {
  it('encodes uploads as base64 and describes them', () => {
    expect(bytesToBase64(new TextEncoder().encode('hello'))).toBe('aGVsbG8=');
    expect(describeFile({ name: 'logo.png', size: 2048 })).toBe('logo.png (2.0 KB)');
  });
  it("takes whole-number rectangles inside the canvas, else 'Invalid value'", () => {
    expect(parseRectangle({ x: '0', y: '0', width: '1280', height: '720' })).toEqual({ ok: true, value: { x: 0, y: 0, width: 1280, height: 720 } });
    expect(parseRectangle({ x: '10', y: '0', width: '1280', height: '720' }, undefined, 'Overlay')).toEqual({
      ok: false,
      keys: ['x', 'width'],
      message: "Invalid value for Overlay: X + Width is 1290, past the canvas's width of 1280",
    });
    expect(parseRectangle({ x: '1.5', y: '0', width: '10', height: '10' })).toEqual({
      ok: false,
      keys: ['x'],
      message: 'Invalid value: X must be a whole number (got 1.5)',
    });
    expect(parseRectangle({ x: '0', y: '', width: '10', height: '' })).toEqual({
      ok: false,
      keys: ['y', 'height'],
      message: 'Invalid value: Y, Height are empty',
    });
    expect(parseRectangle({ x: '0', y: '-2', width: '10', height: '10' })).toMatchObject({
      keys: ['y'],
      message: 'Invalid value: Y must be 0 or more (got -2)',
    });
    expect(parseRectangle({ x: '0', y: '0', width: '0', height: '10' })).toMatchObject({
      keys: ['width'],
      message: 'Invalid value: Width must be more than 0 (got 0)',
    });
    expect(parseRectangle({ x: '0', y: '700', width: '10', height: '30' })).toMatchObject({
      keys: ['y', 'height'],
      message: "Invalid value: Y + Height is 730, past the canvas's height of 720",
    });
  });
});
