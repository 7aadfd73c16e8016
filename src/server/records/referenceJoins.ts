import { sql, type RawBuilder } from 'kysely';
import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';
import { recordSelection, recordSelectionColumns } from '../computed/index.ts';

/** Reference fields a page joins at most: each is a lateral subquery, so a wide selection stays a few joins. */
export const MAX_REFERENCE_JOINS = 6;

/** The column a referenced row (joined here, or looked up by id in RecordStore) adds for whether the viewer's access reaches it. */
export const READABLE_COLUMN = '__readable';

/**
 * A reference of a list's rows read in the page's own statement (a lateral join): the referenced row with
 * what a lookup by id reads (its columns, computed fields, media block) and whether the viewer may read it.
 */
export interface ReferenceJoin {
  field: NormalizedField;
  target: NormalizedType;
  /** The viewer's read access to the target, as SQL over `t` (ownership.ts accessFilter). */
  readable: RawBuilder<boolean>;
}

/** A referenced row as the page's statement read it, and whether the viewer may read it; null when the reference is empty. */
export interface JoinedRow {
  join: ReferenceJoin;
  row: Record<string, unknown> | null;
  readable: boolean;
}

/**
 * The table's columns, in order, read from the catalog once per table: a joined row's columns have to be named
 * one by one (`t.*` of two tables would collide), and naming them keeps their PostgreSQL types (a JSON row would not).
 */
const columnsByTable = new Map<string, Promise<string[]>>();

const tableColumns = (db: Db, table: string): Promise<string[]> => {
  let columns = columnsByTable.get(table);
  if (!columns) {
    columns = sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`
      .execute(db)
      .then(({ rows }) => rows.map((r) => r.name));
    columns.catch(() => columnsByTable.delete(table));
    columnsByTable.set(table, columns);
  }
  return columns;
};

/** Every column a lookup by id of `type` returns (RecordStore's loader), plus the readable flag. */
const joinedColumns = async (db: Db, type: NormalizedType): Promise<string[]> => [
  ...recordSelectionColumns(type, await tableColumns(db, type.table)),
  READABLE_COLUMN,
];

const REF_PREFIX = '__ref';
const prefixOf = (i: number) => `${REF_PREFIX}${i}__`;

/**
 * The page `base` (its rows as `p`) with each reference joined: `SELECT p.*, r0.col AS "__ref0__col", …`, in
 * `order` (over `p`). A row's references come back under their prefixes; splitJoinedRows takes them off.
 */
export const withReferenceJoins = async (db: Db, base: RawBuilder<unknown>, joins: ReferenceJoin[], order: RawBuilder<unknown>) => {
  const columns = await Promise.all(joins.map((j) => joinedColumns(db, j.target)));
  const selected = joins.flatMap((_, i) => columns[i].map((c) => sql`${sql.ref(`r${i}.${c}`)} AS ${sql.id(prefixOf(i) + c)}`));
  const laterals = joins.map(
    (j, i) => sql`LEFT JOIN LATERAL (SELECT ${recordSelection(j.target)}, ${j.readable} AS ${sql.id(READABLE_COLUMN)}
      FROM ${sql.table(j.target.table)} AS t WHERE t.id = ${sql.ref(`p.${j.field.column}`)}) AS ${sql.id(`r${i}`)} ON true`,
  );
  return sql<Record<string, unknown>>`SELECT p.*, ${sql.join(selected)} FROM (${base}) AS p ${sql.join(laterals, sql` `)} ORDER BY ${order}`;
};

/** A row of withReferenceJoins: its own columns, and each joined row (null for an empty reference). */
export const splitJoinedRows = (row: Record<string, unknown>, joins: ReferenceJoin[]): { row: Record<string, unknown>; joined: JoinedRow[] } => {
  if (!joins.length) return { row, joined: [] };
  const own: Record<string, unknown> = {};
  const parts = joins.map(() => ({}) as Record<string, unknown>);
  for (const key in row) {
    if (!key.startsWith(REF_PREFIX)) {
      own[key] = row[key];
      continue;
    }
    const end = key.indexOf('__', REF_PREFIX.length);
    parts[Number(key.slice(REF_PREFIX.length, end))][key.slice(end + 2)] = row[key];
  }
  return {
    row: own,
    joined: joins.map((join, i) => {
      const { [READABLE_COLUMN]: readable, ...joinedRow } = parts[i];
      return { join, row: joinedRow.id == null ? null : joinedRow, readable: readable === true };
    }),
  };
};
