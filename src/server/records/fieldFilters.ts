import { sql, type RawBuilder } from 'kysely';
import type { FieldType } from '../../metadata/types.generated.ts';
import type { NormalizedField } from '../../metadata/normalized.ts';
import { acceptsOption } from '../../shared/optionSources/fieldOptions.ts';
import { isCalendarDate } from '../input/dates.ts';
import { parseRecordId, INVALID_ID } from '../input/ids.ts';

/** The SQL of "the field holds this value", or the message refusing the value (naming the filter). */
export type FilterMatch = { where: RawBuilder<boolean> } | { refusal: string };
type FieldFilter = (col: RawBuilder<unknown>, value: string, field: NormalizedField, filter: string) => FilterMatch;

const INT4 = 2 ** 31;
const where = (w: RawBuilder<boolean>): FilterMatch => ({ where: w });

/** Same text, compared as text: the column's index serves it. */
const equalText: FieldFilter = (col, value) => where(sql<boolean>`${col} = ${value}`);

const equalInteger: FieldFilter = (col, value, _field, filter) => {
  const n = Number(value);
  return /^-?\d+$/.test(value) && n >= -INT4 && n < INT4
    ? where(sql<boolean>`${col} = ${n}`)
    : { refusal: `filter ${filter} needs a whole number, not '${value}'` };
};

const recordId =
  (holds: (col: RawBuilder<unknown>, id: number) => RawBuilder<boolean>): FieldFilter =>
  (col, value, _field, filter) => {
    const id = parseRecordId(value);
    return id === null ? { refusal: `${filter}: ${INVALID_ID}` } : where(holds(col, id));
  };

/**
 * How a filter on each field type matches a row. A Record over FieldType, so a new field type does not
 * compile until its filter is decided; null: the type cannot be filtered by one value (use a scope,
 * filter options with `where`, or the date range).
 */
export const FIELD_FILTERS: Record<FieldType, FieldFilter | null> = {
  string: equalText,
  text: equalText,
  email: equalText,
  url: equalText,
  phone: equalText,
  ip: equalText,
  mac: equalText,
  time: equalText,
  enum: (col, value, field, filter) =>
    acceptsOption(field, value) ? equalText(col, value, field, filter) : { refusal: `'${value}' is not an option of filter ${filter}` },
  integer: equalInteger,
  duration_seconds: equalInteger,
  decimal: (col, value, _field, filter) => {
    const n = Number(value);
    return value.trim() !== '' && Number.isFinite(n)
      ? where(sql<boolean>`${col} = ${n}`)
      : { refusal: `filter ${filter} needs a number, not '${value}'` };
  },
  boolean: (col, value, _field, filter) =>
    value === 'true' || value === 'false'
      ? where(sql<boolean>`${col} = ${value === 'true'}`)
      : { refusal: `filter ${filter} needs true or false, not '${value}'` },
  date: (col, value, _field, filter) =>
    isCalendarDate(value) ? where(sql<boolean>`${col} = ${value}::date`) : { refusal: `filter ${filter} needs a date yyyy-MM-dd, not '${value}'` },
  // Rows whose list holds the value (served by the column's GIN index, where one exists).
  strings: (col, value) => where(sql<boolean>`${col} @> ARRAY[${value}]::text[]`),
  reference: recordId((col, id) => sql<boolean>`${col} = ${id}`),
  references: recordId((col, id) => sql<boolean>`${col} @> ARRAY[${id}]::integer[]`),
  // An instant is never equal to a value typed into a filter: the date range filters date-times.
  datetime: null,
  password: null,
  json: null,
  file: null,
  image: null,
  rectangle: null,
};
