import { sql, type RawBuilder } from 'kysely';
import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';
import type { ServerRegistry } from '../records/serverRegistry.ts';
import type { Viewer } from '../auth/viewer.ts';
import { accessFor, canAtAll } from '../access/ownership.ts';
import { listConditions, type ListArgs } from '../records/filterConditions.ts';
import { afterCursorSql, cursorTextSql, listOrderKeys, orderBySql } from '../records/ordering.ts';
import { SERVER_FIELD_TYPES } from '../fieldTypes/index.ts';
import { forbidden } from '../errors.ts';
import { readableFields } from '../access/fieldAccess.ts';
import { fieldSql } from '../records/selection.ts';
import { readableValueSql, seesMasked } from '../access/fieldMasks.ts';
import { maskedValueSql } from '../records/rowMasks.ts';

export interface ExportQuery {
  /** The formatted SELECT, optionally from a cursor on and limited to a batch; cursorOnly: each row's cursor text alone, as `cursor`. */
  select(options?: { after?: string; limit?: number; offset?: number; cursorOnly?: boolean }): RawBuilder<unknown>;
}

/** One field of the row `t` as the console's text (null stays null: an empty CSV cell). */
const fieldTextSql = (registry: ServerRegistry, type: NormalizedType, field: NormalizedField, viewer: Viewer, timeZone: string): RawBuilder<string> =>
  SERVER_FIELD_TYPES[field.type].exportText({
    registry,
    field,
    col: maskedValueSql(registry, type, field, readableValueSql(registry, type, field, viewer, fieldSql(registry, field))),
    timeZone,
  });

/**
 * The rows of a list as its viewer may read them, one text column per visible field, headed by the
 * field labels, in the list's order. Built from the same conditions as the list screen.
 */
export const exportQuery = (registry: ServerRegistry, type: NormalizedType, viewer: Viewer, args: ListArgs, timeZone: string): ExportQuery => {
  const access = accessFor(viewer, type, 'read');
  if (!canAtAll(access)) throw forbidden(`You may not read ${type.label.plural}.`);
  const where = listConditions(registry, type, access, { ...args, seesMasked: seesMasked(viewer) });
  const keys = listOrderKeys(type, args.filterBar);
  const fields = readableFields(type, viewer);
  // A time's column says its zone, so the file explains itself wherever it is opened.
  const inZone = (label: string) => `${label} (${timeZone})`;
  const columns = [
    sql`t.id AS "ID"`,
    ...fields.map((f) => sql`${fieldTextSql(registry, type, f, viewer, timeZone)} AS ${sql.id(f.type === 'datetime' ? inZone(f.label) : f.label)}`),
    ...(type.timestamps ? [sql`to_char(t.created_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD HH24:MI:SS') AS ${sql.id(inZone('Created at'))}`] : []),
  ];
  return {
    select: ({ after, limit, offset, cursorOnly } = {}) => {
      const conditions = after ? [...where, afterCursorSql(keys, after)] : where;
      const selected = cursorOnly ? sql`${cursorTextSql(keys)} AS cursor` : sql.join(columns);
      return sql`SELECT ${selected} FROM ${sql.table(type.table)} AS t
        WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY ${orderBySql(keys)}${limit ? sql` LIMIT ${sql.lit(limit)}` : sql``}${offset ? sql` OFFSET ${sql.lit(offset)}` : sql``}`;
    },
  };
};
