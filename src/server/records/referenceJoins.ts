import { sql, type RawBuilder } from 'kysely';
import { isComputed, type NormalizedField, type NormalizedType } from '../../metadata/normalized.ts';
import type { ServerRegistry } from './serverRegistry.ts';
import type { Db } from '../db/database.ts';
import { accessFilter, type Access } from '../access/ownership.ts';
import { recordSelection, recordSelectionColumns } from './selection.ts';
import { nameFields } from './names.ts';

/** Reference fields a page joins at most: each is a lateral subquery, so a wide selection stays a few joins. */
export const MAX_REFERENCE_JOINS = 6;

const joinableByType = new WeakMap<NormalizedType, NormalizedField[]>();

/**
 * The fields of a type a statement can join: stored references to one record (not computed), in the type's order.
 * Worked out once per type rather than by every request that joins some (a type has dozens of fields).
 */
export const joinableReferences = (type: NormalizedType): NormalizedField[] => {
  let fields = joinableByType.get(type);
  if (!fields) joinableByType.set(type, (fields = type.fields.filter((f) => f.type === 'reference' && f.typename && !isComputed(f))));
  return fields;
};

/** The column a referenced row (joined here, or looked up by id in RecordStore) adds for whether the viewer's access reaches it. */
export const READABLE_COLUMN = '__readable';

/**
 * A reference of a list's rows read in the page's own statement (a lateral join): the referenced row with
 * what a lookup by id reads (its columns, computed fields, media block) and whether the viewer may read it.
 * When the answer shows only the referenced record's name (`court { readminName }`), only the columns its name
 * reads (`namesOnly`: present.ts nameFields), as one JSON array from a subquery in the select list: a games page
 * then reads two columns of a league, not forty, and PostgreSQL plans each such subquery on its own instead of
 * searching the join order of five tables, which takes it longer.
 */
export interface ReferenceJoin {
  field: NormalizedField;
  target: NormalizedType;
  namesOnly: boolean;
  /** The viewer's read access to the target (written as SQL by ownership.ts accessFilter): data, so a page's statement can be kept by it. */
  access: Access;
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

/** Field types whose column reads the same through JSON as through pg (a decimal would lose its trailing zeros). */
const SAME_IN_JSON = new Set(['string', 'text', 'email', 'enum', 'ip', 'integer', 'reference', 'date']);

/** Whether records of `type` can be joined for their names alone (RecordStore.referenceJoins). */
export const joinsForName = (type: NormalizedType): boolean => nameFields(type)?.every((f) => SAME_IN_JSON.has(f.type)) ?? false;

/** The columns of a name-only join, in the order of its JSON array (the readable flag last): the id and what the name reads. */
const nameColumns = (type: NormalizedType): string[] => [...new Set(['id', ...nameFields(type)!.map((f) => f.column)])];

/** Every column a lookup by id of `type` returns (RecordStore's loader), plus the readable flag. */
const joinedColumns = async (db: Db, registry: ServerRegistry, type: NormalizedType): Promise<string[]> => [
  ...recordSelectionColumns(registry, type, await tableColumns(db, type.table)),
  READABLE_COLUMN,
];

/** The column of a name-only join's JSON array. */
const NAMES_COLUMN = '__names';

const REF_PREFIX = '__ref';
const prefixOf = (i: number) => `${REF_PREFIX}${i}__`;
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * `r{i}.col AS "__ref{i}__col", …` of a join: written once per type and position as one piece of SQL, since a
 * page names a hundred columns or more and Kysely would build, freeze and compile a node for each one anew. The
 * names come from the catalog and are quoted as Kysely quotes identifiers.
 */
const selectLists = new WeakMap<NormalizedType, Map<number, RawBuilder<unknown>>>();

const joinedSelectList = async (db: Db, registry: ServerRegistry, type: NormalizedType, i: number): Promise<RawBuilder<unknown>> => {
  let byPosition = selectLists.get(type);
  if (!byPosition) selectLists.set(type, (byPosition = new Map()));
  let list = byPosition.get(i);
  if (!list) {
    const columns = await joinedColumns(db, registry, type);
    list = sql.raw(columns.map((c) => `${quoted(`r${i}`)}.${quoted(c)} AS ${quoted(prefixOf(i) + c)}`).join(', '));
    byPosition.set(i, list);
  }
  return list;
};

/** `(SELECT json_build_array(t.id, t.name, <readable>) FROM … WHERE t.id = p.<column>) AS "__ref{i}____names"`. */
const namesSubquery = (j: ReferenceJoin, i: number, readable: RawBuilder<boolean>): RawBuilder<unknown> => {
  const columns = sql.raw(
    nameColumns(j.target)
      .map((c) => `t.${quoted(c)}`)
      .join(', '),
  );
  return sql`(SELECT json_build_array(${columns}, ${readable}) FROM ${sql.table(j.target.table)} AS t
      WHERE t.id = ${sql.ref(`p.${j.field.column}`)}) AS ${sql.id(prefixOf(i) + NAMES_COLUMN)}`;
};

/**
 * The page `base` (its rows as `p`) with each reference joined: `SELECT p.*, r0.col AS "__ref0__col", …`, in
 * `order` (over `p`). A row's references come back under their prefixes; splitJoinedRows takes them off.
 */
export const withReferenceJoins = async (
  db: Db,
  registry: ServerRegistry,
  base: RawBuilder<unknown>,
  joins: ReferenceJoin[],
  order: RawBuilder<unknown>,
) => {
  const readable = joins.map((j) => accessFilter(registry, j.target, j.access));
  const selected = await Promise.all(
    joins.map((j, i) => (j.namesOnly ? namesSubquery(j, i, readable[i]) : joinedSelectList(db, registry, j.target, i))),
  );
  const laterals = joins.flatMap((j, i) =>
    j.namesOnly
      ? []
      : [
          sql`LEFT JOIN LATERAL (SELECT ${recordSelection(registry, j.target)}, ${readable[i]} AS ${sql.id(READABLE_COLUMN)}
      FROM ${sql.table(j.target.table)} AS t WHERE t.id = ${sql.ref(`p.${j.field.column}`)}) AS ${sql.id(`r${i}`)} ON true`,
        ],
  );
  return sql<Record<string, unknown>>`SELECT p.*, ${sql.join(selected)} FROM (${base}) AS p ${sql.join(laterals, sql` `)} ORDER BY ${order}`;
};

const JOINED_KEY = new RegExp(`^${REF_PREFIX}(\\d+)__(.+)$`);

/**
 * Where a column of the page goes: the row's own, a joined row's, a joined row's readable flag, a name-only join's
 * array (its columns, then the flag), or nowhere (null).
 */
type Destination = { key: string } & (
  { to: 'own' } | { to: 'joined'; join: number; column: string } | { to: 'readable'; join: number } | { to: 'names'; join: number; columns: string[] }
);

const destination = (key: string, joins: ReferenceJoin[], skip: string | undefined): Destination | null => {
  if (key === skip) return null;
  const m = JOINED_KEY.exec(key);
  if (!m || Number(m[1]) >= joins.length) return { key, to: 'own' };
  const join = Number(m[1]);
  if (m[2] === NAMES_COLUMN) return { key, to: 'names', join, columns: nameColumns(joins[join].target) };
  return m[2] === READABLE_COLUMN ? { key, to: 'readable', join } : { key, to: 'joined', join, column: m[2] };
};

/** Where each column of a kept statement's rows goes, by the statement: the same for every page it reads. */
const plansByStatement = new WeakMap<object, Destination[]>();

/**
 * The rows of a page (withReferenceJoins when there are joins): each one's own columns without `skip`, and each
 * joined row (null for an empty reference). Every row of a statement has the same columns, so where each goes
 * is worked out once from the first, and kept with `statement` (a kept statement, whose joins and columns are
 * always the same) for its next pages; a joined page's rows have a few hundred.
 */
export const splitJoinedRows = (
  rows: Record<string, unknown>[],
  joins: ReferenceJoin[],
  skip?: string,
  statement?: object,
): { row: Record<string, unknown>; joined: JoinedRow[] }[] => {
  if (!rows.length) return [];
  let plan = statement && plansByStatement.get(statement);
  if (!plan) {
    plan = Object.keys(rows[0]).flatMap((key) => destination(key, joins, skip) ?? []);
    if (statement) plansByStatement.set(statement, plan);
  }
  return rows.map((row) => {
    const own: Record<string, unknown> = {};
    const parts = joins.map(() => ({}) as Record<string, unknown>);
    const readable = joins.map(() => false);
    for (const d of plan) {
      if (d.to === 'own') own[d.key] = row[d.key];
      else if (d.to === 'joined') parts[d.join][d.column] = row[d.key];
      else if (d.to === 'readable') readable[d.join] = row[d.key] === true;
      else {
        const values = row[d.key] as unknown[] | null; // null: the reference is empty
        d.columns.forEach((column, k) => (parts[d.join][column] = values?.[k] ?? null));
        readable[d.join] = values?.[d.columns.length] === true;
      }
    }
    return { row: own, joined: joins.map((join, i) => ({ join, row: parts[i].id == null ? null : parts[i], readable: readable[i] })) };
  });
};
