import { sql, type RawBuilder } from 'kysely';
import type { ExportQuery } from '../../exports/exportQuery.ts';
import { afterCursorSql, cursorTextSql, orderBySql, type OrderKey } from '../../records/ordering.ts';

/**
 * An ExportQuery (what writeCsv writes) over a report's own SQL rather than one record type's list: `rows`
 * selects the file's columns (named by their headers) and the order keys; the file holds the columns, in the keys' order, and
 * writeCsv pages PGlite's batches by those keys as it does for lists.
 */
export const reportQuery = (rows: RawBuilder<unknown>, columns: string[], keys: OrderKey[]): ExportQuery => ({
  select: ({ after, limit, offset, cursorOnly } = {}) => {
    const selected = cursorOnly ? [sql`${cursorTextSql(keys)} AS cursor`] : columns.map((c) => sql`t.${sql.id(c)}`);
    return sql`SELECT ${sql.join(selected)} FROM (${rows}) AS t
      ${after ? sql`WHERE ${afterCursorSql(keys, after)}` : sql``}
      ORDER BY ${orderBySql(keys)}${limit ? sql` LIMIT ${sql.lit(limit)}` : sql``}${offset ? sql` OFFSET ${sql.lit(offset)}` : sql``}`;
  },
});

/** Order keys of a report: a time, then an id to break ties (both never null). */
export const timeThenIdKeys = (timeColumn: string, idColumn: string): OrderKey[] => [
  { column: timeColumn, desc: false, notNull: true, type: 'datetime' },
  { column: idColumn, desc: false, notNull: true, type: 'integer' },
];
