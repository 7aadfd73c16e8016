import { sql, type RawBuilder } from 'kysely';
import type { NormalizedOrderOption, NormalizedType } from '../../metadata/normalized.ts';
import { orderKeysOf, type OrderKey } from '../../metadata/orderKeys.ts';

export type { OrderKey };
import { invalidInput } from '../errors.ts';
import { SERVER_FIELD_TYPES } from '../fieldTypes/index.ts';
import { FIELD_TYPES } from '../../metadata/fieldTypes.ts';
import type { FilterBar } from './filterConditions.ts';
import { searchRankKey, type ListOrderKey } from './searchTerms.ts';

/**
 * List order and keyset paging. Every order ends with id, so positions are unique; the cursor of a row
 * is its order values, and "after" a cursor is a WHERE condition an index can serve, so the 100,000th
 * page costs about what the first does (OFFSET would read and discard every row before it).
 */
export const orderKeys = (type: NormalizedType, optionName: string | null | undefined): OrderKey[] =>
  orderKeysOf(type, orderOptionOf(type, optionName));

/**
 * The keys a list is ordered and paged by: a searched list's records whose words start a search field come
 * first (searchRankKey), each part then in the order option's order.
 */
export const listOrderKeys = (type: NormalizedType, bar: FilterBar | null | undefined): ListOrderKey[] => {
  const keys = orderKeys(type, bar?.orderOption);
  const rank = bar?.searchTerm && type.list.search.length ? searchRankKey(type, bar.searchTerm) : null;
  return rank ? [rank, ...keys] : keys;
};

/** A key's value on the row `alias`: its column, or the expression it is computed by. */
const keySql = (key: ListOrderKey, alias: string): RawBuilder<unknown> => key.expression?.(alias) ?? sql.ref(`${alias}.${key.column}`);

/** The order option a list asks for by name, or the type's first when it names none; refused when there is no such option. */
export const orderOptionOf = (type: NormalizedType, optionName: string | null | undefined): NormalizedOrderOption | undefined => {
  const option = optionName ? type.list.orderOptions.find((o) => o.name === optionName) : type.list.orderOptions[0];
  if (optionName && !option) throw invalidInput([{ field: 'orderOption', message: `${type.label.plural} have no order option '${optionName}'` }]);
  return option;
};

/** NULLS LAST except on id, which is never null: written as the generated order indexes are (tablePlan.ts), so `id DESC` reads them with no sort. */
export const orderBySql = (keys: ListOrderKey[], alias = 't'): RawBuilder<unknown> =>
  sql.join(keys.map((k) => sql`${keySql(k, alias)} ${sql.raw(`${k.desc ? 'DESC' : 'ASC'}${k.column === 'id' ? '' : ' NULLS LAST'}`)}`));

/**
 * One key's value as the cursor carries it, computed by PostgreSQL so nothing is rounded on the way: an
 * instant as UTC ISO text to the microsecond (a JavaScript Date would keep only milliseconds, and rows that
 * share a millisecond would be skipped or repeated), every other sortable column as its own JSON value.
 */
const cursorValueSql = (key: ListOrderKey, alias: string): RawBuilder<unknown> => {
  const col = keySql(key, alias);
  return key.type === 'datetime' ? sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : col;
};

/** A row's order values as the JSON text of its cursor (select it with the row, then encodeCursor). */
export const cursorTextSql = (keys: ListOrderKey[], alias = 't'): RawBuilder<string> =>
  sql<string>`json_build_array(${sql.join(keys.map((k) => cursorValueSql(k, alias)))})::text`;

/** The cursor a client sends back: the JSON text of cursorTextSql, base64url so it is one opaque token. */
export const encodeCursor = (cursorText: string): string => Buffer.from(cursorText, 'utf8').toString('base64url');

/** Whether a cursor value can stand where the key's column is compared: a forged cursor never reaches SQL. */
const fitsKey = (key: OrderKey, v: unknown): boolean => (v === null ? !key.notNull : SERVER_FIELD_TYPES[key.type].fitsCursor(v));

const decodeCursor = (keys: OrderKey[], cursor: string): unknown[] => {
  try {
    const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(values) && values.length === keys.length && keys.every((k, i) => fitsKey(k, values[i]))) return values;
  } catch {
    /* reported below */
  }
  throw invalidInput([{ field: 'after', message: 'after is not a cursor of this list (it changes with the order option)' }]);
};

/** Rows strictly after the cursor in this order (NULLS LAST in both directions). */
export const afterCursorSql = (keys: ListOrderKey[], cursor: string, alias = 't'): RawBuilder<boolean> => {
  const values = decodeCursor(keys, cursor);
  const ref = (k: ListOrderKey) => keySql(k, alias);
  // One direction and no NULLs: a row comparison, which a matching composite index serves directly.
  // Each value cast to its column's type (a constant, so the comparison stays sargable): text to the microsecond becomes the exact instant.
  const val = (k: OrderKey, v: unknown) => sql`${v}::${sql.raw(FIELD_TYPES[k.type].sql)}`;
  if (keys.every((k) => k.notNull && k.desc === keys[0].desc) && values.every((v) => v !== null)) {
    return sql<boolean>`(${sql.join(keys.map(ref))}) ${sql.raw(keys[0].desc ? '<' : '>')} (${sql.join(keys.map((k, i) => val(k, values[i])))})`;
  }
  const equal = (k: OrderKey, v: unknown) => (v === null ? sql`${ref(k)} IS NULL` : sql`${ref(k)} = ${val(k, v)}`);
  const beyond = (k: OrderKey, v: unknown) =>
    v === null ? sql`false` : sql`(${ref(k)} ${sql.raw(k.desc ? '<' : '>')} ${val(k, v)} OR ${ref(k)} IS NULL)`;
  const branches = keys.map((k, i) => sql.join([...keys.slice(0, i).map((p, j) => equal(p, values[j])), beyond(k, values[i])], sql` AND `));
  return sql<boolean>`(${sql.join(
    branches.map((b) => sql`(${b})`),
    sql` OR `,
  )})`;
};
