import { equalInteger, equalText, INT4_MAX, where } from './filters.ts';
import { asText, durationText } from './exportText.ts';
import { fitsText, matching, number } from './checks.ts';
import { plainValue, type ServerFieldType } from './serverFieldType.ts';
import { sql } from 'kysely';

/** Numbers, durations and times of day. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

const fitsInteger = (v: unknown): boolean => Number.isInteger(v) && Math.abs(v as number) <= INT4_MAX;

export const NUMBER_TYPES = {
  integer: { check: number(true), filter: equalInteger, exportText: asText, audit: plainValue, fitsCursor: fitsInteger },
  decimal: {
    check: number(false),
    filter: (col, value, _field, filter) => {
      const n = Number(value);
      return value.trim() !== '' && Number.isFinite(n)
        ? where(sql<boolean>`${col} = ${n}`)
        : { refusal: `filter ${filter} needs a number, not '${value}'` };
    },
    exportText: asText,
    audit: plainValue,
    fitsCursor: (v) => typeof v === 'number' && Number.isFinite(v),
  },
  // Seconds, never negative unless the field says so; shown and exported as days plus HH:MM:SS.
  duration_seconds: {
    check: (v, f) => number(true)(v, { ...f, min: f.min ?? 0 }),
    filter: equalInteger,
    exportText: durationText,
    audit: plainValue,
    fitsCursor: fitsInteger,
  },
  time: {
    check: matching(TIME, 'invalid format, must be HH:mm:ss'),
    filter: equalText,
    exportText: asText,
    audit: plainValue,
    fitsCursor: fitsText,
  },
} satisfies Record<string, ServerFieldType>;
