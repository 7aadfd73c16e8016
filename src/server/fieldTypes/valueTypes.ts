import { sql } from 'kysely';
import { acceptsOption, optionRefusal } from '../../metadata/optionSources/fieldOptions.ts';
import { checkCalendarDate, checkDateTime, isCalendarDate } from '../input/dates.ts';
import { equalText, where } from './filters.ts';
import { asText, enumText } from './exportText.ts';
import { fail, fitsText, fromDate, list, NUL_MESSAGE, ok, plainText } from './checks.ts';
import { noCursor, plainValue, type ServerFieldType } from './serverFieldType.ts';

const CURSOR_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** Yes/no, options, days, instants, lists of text and JSON. */
export const VALUE_TYPES = {
  boolean: {
    check: (v) => (typeof v === 'boolean' ? ok(v) : fail('must be true or false')),
    filter: (col, value, _field, filter) =>
      value === 'true' || value === 'false'
        ? where(sql<boolean>`${col} = ${value === 'true'}`)
        : { refusal: `filter ${filter} needs true or false, not '${value}'` },
    exportText: ({ col }) => sql<string>`CASE WHEN ${col} THEN 'Yes' WHEN NOT ${col} THEN 'No' END`,
    audit: plainValue,
    fitsCursor: (v) => typeof v === 'boolean',
  },
  enum: {
    check: (v, f) => (acceptsOption(f, v) ? ok(v) : fail(optionRefusal(f))),
    filter: (col, value, field, filter) =>
      acceptsOption(field, value) ? equalText(col, value, field, filter) : { refusal: `'${value}' is not an option of filter ${filter}` },
    exportText: enumText,
    audit: plainValue,
    fitsCursor: fitsText,
  },
  date: {
    check: (v) => fromDate(checkCalendarDate(v)),
    filter: (col, value, _field, filter) =>
      isCalendarDate(value) ? where(sql<boolean>`${col} = ${value}::date`) : { refusal: `filter ${filter} needs a date yyyy-MM-dd, not '${value}'` },
    exportText: ({ col }) => sql<string>`to_char(${col}, 'YYYY-MM-DD')`,
    audit: plainValue,
    fitsCursor: (v) => checkCalendarDate(v).ok,
  },
  datetime: {
    check: (v) => fromDate(checkDateTime(v)),
    // An instant is never equal to a value typed into a filter: the date range filters date-times.
    filter: null,
    exportText: ({ col, timeZone }) => sql<string>`to_char(${col} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`,
    audit: plainValue,
    // UTC ISO text to the microsecond, as cursorTextSql writes it (a cursor to the millisecond, as a client may hold, fits
    // too): a zone is always named, so the cast to timestamptz never depends on the session's time zone.
    fitsCursor: (v) => typeof v === 'string' && CURSOR_INSTANT.test(v) && checkDateTime(v).ok,
  },
  strings: {
    check: (v, f) => {
      const l = list(v, f, 'entries');
      if (!l.ok) return l;
      for (const item of v as unknown[]) {
        const t = plainText(item, f);
        if (!t.ok) return fail(`entries ${t.message}`);
      }
      // A list of options (a recording block's weekdays): each one of them, once.
      const values = f.options?.map((o) => o.value);
      if (values && !(v as string[]).every((item) => values.includes(item))) return fail(`entries must be among ${values.join(', ')}`);
      if (values && new Set(v as string[]).size !== (v as string[]).length) return fail('entries must not repeat');
      return ok(v);
    },
    // Rows whose list holds the value (served by the column's GIN index, where one exists).
    filter: (col, value) => where(sql<boolean>`${col} @> ARRAY[${value}]::text[]`),
    exportText: ({ col }) => sql<string>`array_to_string(${col}, '; ')`,
    audit: plainValue,
    fitsCursor: noCursor,
  },
  json: {
    check: (v, f) => {
      const serialized = JSON.stringify(v);
      if (serialized === undefined) return fail('must be JSON');
      if (f.maxLength !== undefined && serialized.length > f.maxLength) return fail(`must be at most ${f.maxLength} characters as JSON`);
      return serialized.includes('\\u0000') ? fail(NUL_MESSAGE) : ok(serialized);
    },
    filter: null,
    exportText: asText,
    audit: plainValue,
    fitsCursor: noCursor,
  },
} satisfies Record<string, ServerFieldType>;
