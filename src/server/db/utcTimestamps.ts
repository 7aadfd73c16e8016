import pg from 'pg';

/** PostgreSQL's type id of timestamptz. */
export const TIMESTAMPTZ_OID = 1184;

/** A timestamptz as PostgreSQL writes it when the session's time zone is UTC: '2025-06-15 14:24:47.884636+00'. */
const UTC_TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

const parseAsDate = pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text') as (text: string) => unknown;

/**
 * A timestamptz of a list's rows, read straight as the text an answer shows: '2025-06-15T14:24:47.884Z', what
 * `toISOString` gives (milliseconds, cut rather than rounded), with no Date in between: pg's own parsing into a
 * Date and `toISOString` back is most of a list request's date handling, and a page carries several timestamps a
 * row. Text in any other shape (another time zone's offset, a year before 1 or after 9999,
 * infinity) is parsed as pg parses it; a record's values are made the same either way (record.ts toJson).
 */
export const utcTimestampText = (text: string): unknown => {
  const match = UTC_TIMESTAMP.exec(text);
  if (!match) return parseAsDate(text);
  const [, day, time, fraction = ''] = match;
  return `${day}T${time}.${fraction.padEnd(3, '0').slice(0, 3)}Z`;
};

/** pg's type parsers with timestamptz read by utcTimestampText: for the pools whose rows only become records. */
export const recordRowTypes = {
  getTypeParser: (oid: number, format?: string) =>
    oid === TIMESTAMPTZ_OID && format !== 'binary' ? utcTimestampText : pg.types.getTypeParser(oid, format as 'text'),
};
