import { sql, type RawBuilder } from 'kysely';
import type { NormalizedType, Registry } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';
import type { Access } from '../access/ownership.ts';
import { listConditions, type ListArgs } from './filterConditions.ts';
import { afterCursorSql, cursorTextSql, encodeCursor, orderBySql, orderKeys } from './ordering.ts';
import { computedSelections } from '../computed/index.ts';
import { mediaBlockSelections } from '../media/videoBlock.ts';

export type { FilterBar, ListArgs } from './filterConditions.ts';

export const MAX_LIMIT = 1000;

/** The column of each row's cursor text (taken off the row before it is returned). */
const CURSOR = 'readmin_cursor_text';

/** One page of rows, each with the cursor that continues after it. */
export const listRows = async (db: Db, registry: Registry, type: NormalizedType, access: Access, args: ListArgs) => {
  const where = listConditions(registry, type, access, args);
  const keys = orderKeys(type, args.filterBar?.orderOption);
  if (args.after) where.push(afterCursorSql(keys, args.after));
  const limit = Math.min(Math.max(args.limit ?? 10, 0), MAX_LIMIT);
  const offset = Math.max(args.offset ?? 0, 0);
  const page = sql<Record<string, unknown>>`
    SELECT t.*, ${cursorTextSql(keys)} AS ${sql.id(CURSOR)} FROM ${sql.table(type.table)} AS t
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${orderBySql(keys)}
    LIMIT ${limit} OFFSET ${offset}`;
  // Computed fields (and whether a video's media is blocked) are worked out for the page's rows only, after the limit, in the same query.
  const computed = [...computedSelections(type), ...mediaBlockSelections(type)];
  const { rows } = await (
    computed.length ? sql<Record<string, unknown>>`SELECT t.*, ${sql.join(computed)} FROM (${page}) AS t ORDER BY ${orderBySql(keys)}` : page
  ).execute(db);
  return rows.map(({ [CURSOR]: cursorText, ...row }) => ({ row, cursor: encodeCursor(cursorText as string) }));
};

/** Lists up to this size are counted exactly; beyond it the planner's estimate is shown as approximate. */
export const EXACT_COUNT_LIMIT = 1_000;

const plannerEstimate = async (db: Db, from: RawBuilder<unknown>): Promise<number> => {
  const plan = await sql<{ 'QUERY PLAN': unknown }>`EXPLAIN (FORMAT JSON) SELECT 1 ${from}`.execute(db);
  const raw = plan.rows[0]['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(parsed[0].Plan['Plan Rows']);
};

/**
 * The count of a list without a full COUNT(*) over a large table: counting stops after EXACT_COUNT_LIMIT
 * rows, so a small list is always exact (a table that has never been analysed gets a default estimate of
 * about 1.4K rows, which must not show for 2). Beyond the cap the planner's estimate (it reads no rows) is
 * shown, flagged approximate, and never below the rows already counted.
 */
export const countRows = async (db: Db, registry: Registry, type: NormalizedType, access: Access, args: ListArgs) => {
  const from = sql`FROM ${sql.table(type.table)} AS t WHERE ${sql.join(listConditions(registry, type, access, args), sql` AND `)}`;
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT 1 ${from} LIMIT ${EXACT_COUNT_LIMIT + 1}) AS capped`.execute(db);
  if (rows[0].n <= EXACT_COUNT_LIMIT) return { value: rows[0].n, approximate: false };
  return { value: Math.max(await plannerEstimate(db, from), EXACT_COUNT_LIMIT + 1), approximate: true };
};
