import { sql, type RawBuilder } from 'kysely';
import { parseRecordId, INVALID_ID } from '../input/ids.ts';
import type { FieldFilter, FilterMatch } from './serverFieldType.ts';

/** The list filters the field types share. */
const INT4 = 2 ** 31;
export const where = (w: RawBuilder<boolean>): FilterMatch => ({ where: w });

/** Same text, compared as text: the column's index serves it. */
export const equalText: FieldFilter = (col, value) => where(sql<boolean>`${col} = ${value}`);

export const equalInteger: FieldFilter = (col, value, _field, filter) => {
  const n = Number(value);
  return /^-?\d+$/.test(value) && n >= -INT4 && n < INT4
    ? where(sql<boolean>`${col} = ${n}`)
    : { refusal: `filter ${filter} needs a whole number, not '${value}'` };
};

export const recordIdFilter =
  (holds: (col: RawBuilder<unknown>, id: number) => RawBuilder<boolean>): FieldFilter =>
  (col, value, _field, filter) => {
    const id = parseRecordId(value);
    return id === null ? { refusal: `${filter}: ${INVALID_ID}` } : where(holds(col, id));
  };

export const INT4_MAX = INT4 - 1;
