import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { TIMESTAMPTZ_OID, utcTimestampText } from './utcTimestamps.ts';

/** The reference reading: pg's own Date, then toISOString. */
const viaDate = (text: string) => (pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text') as (t: string) => Date)(text).toISOString();

describe('a timestamptz read as ISO text', () => {
  it('is the text a Date gives, for every fraction of a second PostgreSQL writes', () => {
    for (const text of [
      '2025-06-15 14:24:47.884636+00',
      '2025-06-15 14:24:47.884999+00',
      '2025-06-15 14:24:47.8849+00',
      '2025-06-15 14:24:47.88+00',
      '2025-06-15 14:24:47.8+00',
      '2025-06-15 14:24:47+00',
      '0001-01-01 00:00:00.000001+00',
      '9999-12-31 23:59:59.999999+00',
      '2024-02-29 00:00:00.5+00',
    ])
      expect(utcTimestampText(text)).toBe(viaDate(text));
  });

  it("is pg's own Date for text in any other shape", () => {
    for (const text of ['2025-06-15 20:24:47.884636+05:30', '2025-06-15 14:24:47-03', '0044-03-15 12:00:00+00 BC', '12000-01-01 00:00:00+00']) {
      const parsed = utcTimestampText(text);
      expect(parsed).toBeInstanceOf(Date);
      expect((parsed as Date).getTime()).toBe(new Date(viaDate(text)).getTime());
    }
    expect(utcTimestampText('infinity')).toBe(Infinity);
  });
});
