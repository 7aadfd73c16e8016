import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID, parseRecordId } from './ids.ts';

describe('parseRecordId', () => {
  it.each([
    ['1', 1],
    [37, 37],
    ['2147483647', MAX_RECORD_ID],
  ])('accepts %j', (given, id) => expect(parseRecordId(given)).toBe(id));
  it.each([
    '0x25',
    '1e3',
    ' 7',
    '7 ',
    '+7',
    '-1',
    '0',
    '007',
    '99999999999',
    '2147483648',
    '',
    '1.0',
    1.5,
    0,
    -3,
    null,
    true,
    [],
    {},
    Number.MAX_VALUE,
  ])('refuses %j', (given) => expect(parseRecordId(given)).toBeNull());
});
