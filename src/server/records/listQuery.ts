import { CompiledQuery, sql, type RawBuilder } from 'kysely';
import type { NormalizedType, Registry } from '../../metadata/normalized.ts';
import type { ServerRegistry } from './serverRegistry.ts';
import { EXACT_COUNT_TIMEOUT, listPageDb, recordRowsDb, timeLimitedDb, type Db } from '../db/database.ts';
import { isPGlite } from '../db/pgliteDialect.ts';
import type { Access } from '../access/ownership.ts';
import { listConditions, type ListArgs } from './filterConditions.ts';
import { afterCursorSql, cursorTextSql, listOrderKeys, orderBySql } from './ordering.ts';
import { computedSelections, recordSelection } from './selection.ts';
import { rowMaskSelections } from './rowMasks.ts';
import { READABLE_COLUMN, splitJoinedRows, withReferenceJoins, type JoinedRow, type ReferenceJoin } from './referenceJoins.ts';
import { accessFilter } from '../access/ownership.ts';
import { keptStatement } from './keptStatements.ts';
import { plannedOnce } from './plannedOnce.ts';

export type { FilterBar, ListArgs } from './filterConditions.ts';

export const MAX_LIMIT = 1000;

/** The column of each row's cursor text (taken off the row before it is returned). */
const CURSOR = 'readmin_cursor_text';

/** One page's statement (compiled): its rows, each with its cursor text, computed fields and joined references. */
const pageStatement = async (db: Db, registry: ServerRegistry, type: NormalizedType, access: Access, args: ListArgs, joins: ReferenceJoin[]) => {
  const where = listConditions(registry, type, access, args);
  const keys = listOrderKeys(type, args.filterBar);
  if (args.after) where.push(afterCursorSql(keys, args.after));
  const limit = Math.trunc(Math.min(Math.max(args.limit ?? 10, 0), MAX_LIMIT));
  const offset = Math.max(args.offset ?? 0, 0);
  // The limit is written into the text (the few page sizes each get a statement of their own): as a parameter,
  // PostgreSQL's generic plan must assume a tenth of the table, finds it dearer than a fresh plan, and so plans
  // the prepared statement again on every run. A page's offset is rare and stays a parameter.
  const page = sql<Record<string, unknown>>`
    SELECT t.*, ${cursorTextSql(keys)} AS ${sql.id(CURSOR)} FROM ${sql.table(type.table)} AS t
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${orderBySql(keys)}
    LIMIT ${sql.lit(limit)}${offset ? sql` OFFSET ${offset}` : sql``}`;
  // Computed fields (and whether a feature's row mask holds) and references are worked out for the page's rows
  // only, after the limit, in the same query.
  const computed = [...computedSelections(registry, type, args.computed), ...rowMaskSelections(registry, type)];
  const rowsOfPage = computed.length
    ? sql<Record<string, unknown>>`SELECT t.*, ${sql.join(computed)} FROM (${page}) AS t ORDER BY ${orderBySql(keys)}`
    : page;
  return (joins.length ? await withReferenceJoins(db, registry, rowsOfPage, joins, orderBySql(keys, 'p')) : rowsOfPage).compile(db);
};

/**
 * An access as text, worked out once per access: a viewer's access to a type is kept (ownership.ts accessFor), so
 * the same few objects are in every key of its requests, and writing them out each time would be most of a key's cost.
 */
const accessTexts = new WeakMap<Access, string>();
const accessText = (access: Access): string => {
  let text = accessTexts.get(access);
  if (text === undefined) accessTexts.set(access, (text = JSON.stringify(access)));
  return text;
};

/**
 * What a statement is built from, as text (keptStatements.ts): one line per part. Each part is JSON or a field's
 * name, neither of which holds a line break, so two different inputs never make the same key.
 */
const statementKey = (kind: string, type: NormalizedType, access: Access, inputs: unknown, joins: ReferenceJoin[]): string =>
  [
    kind,
    type.typename,
    accessText(access),
    JSON.stringify(inputs),
    ...joins.map((j) => `${j.field.name} ${j.namesOnly} ${accessText(j.access)}`),
  ].join('\n');

/** A page's key; null when an input is not plain data (an extra `where` in SQL), so that statement is built anew. */
const pageKey = (type: NormalizedType, access: Access, args: ListArgs, joins: ReferenceJoin[]): string | null => {
  if (args.where) return null;
  const { references: _references, nameOnlyReferences: _nameOnly, ...inputs } = args;
  return statementKey('page', type, access, inputs, joins);
};

/**
 * One page of rows, each with the text of the cursor that continues after it (encodeCursor makes it the cursor a
 * client holds, only when one asks) and the rows its joined references point at.
 */
export const listRows = async (
  db: Db,
  registry: ServerRegistry,
  type: NormalizedType,
  access: Access,
  args: ListArgs,
  joins: ReferenceJoin[] = [],
) => {
  const statement = await keptStatement(registry, pageKey(type, access, args, joins), () => pageStatement(db, registry, type, access, args, joins));
  const pool = listPageDb(db, { planKept: plannedOnce(type, args) });
  const { rows } = await pool.executeQuery<Record<string, unknown>>(statement);
  return splitJoinedRows(rows, joins, CURSOR, statement).map((split, i) => ({ ...split, cursor: rows[i][CURSOR] as string }));
};

/**
 * The id a record's statement is compiled with, then replaced by the wanted one in its parameters: one kept
 * statement serves every record of a type for the same access and joins (no integer id is this low).
 */
const ANY_ID = -2147483648;

/**
 * One record's statement (compiled with ANY_ID): its row with the `computed` fields (every one when undefined),
 * whether `access` reaches it, and its joined references.
 */
const recordStatement = async (
  db: Db,
  registry: ServerRegistry,
  type: NormalizedType,
  access: Access,
  computed: ListArgs['computed'],
  joins: ReferenceJoin[],
) => {
  const base = sql`SELECT ${recordSelection(registry, type, computed)}, ${accessFilter(registry, type, access)} AS ${sql.id(READABLE_COLUMN)}
    FROM ${sql.table(type.table)} AS t WHERE t.id = ${ANY_ID}`;
  return (await withReferenceJoins(db, registry, base, joins, sql`p.id`)).compile(db);
};

/**
 * One row of `type` by id with the `computed` fields an answer reads (as a page's rows: a field left out is read
 * later if wanted, RecordStore.completed), whether the viewer's `access` reaches it and its references joined
 * (withReferenceJoins), in one statement kept per type, access, fields and joins; null when there is no such row.
 */
export const recordRow = async (
  db: Db,
  registry: ServerRegistry,
  type: NormalizedType,
  access: Access,
  id: number,
  { computed, joins }: { computed: ListArgs['computed']; joins: ReferenceJoin[] },
): Promise<{ row: Record<string, unknown>; readable: boolean; joined: JoinedRow[] } | null> => {
  const key = statementKey('record', type, access, computed ?? null, joins);
  const statement = await keptStatement(registry, key, () => recordStatement(db, registry, type, access, computed, joins));
  const at = statement.parameters.indexOf(ANY_ID);
  if (at < 0 || statement.parameters.indexOf(ANY_ID, at + 1) >= 0) throw new Error(`${type.typename}'s record statement must take its id once`);
  const parameters = statement.parameters.with(at, id);
  const { rows } = await recordRowsDb(db).executeQuery<Record<string, unknown>>(CompiledQuery.raw(statement.sql, parameters));
  if (!rows.length) return null;
  const [split] = splitJoinedRows(rows, joins, READABLE_COLUMN, statement);
  return { ...split, readable: rows[0][READABLE_COLUMN] === true };
};

/** Lists up to this size are counted exactly: always on PGlite, and on PostgreSQL also when a full count was too slow. */
export const EXACT_COUNT_LIMIT = 1_000;

/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';

export const plannerEstimate = async (db: Db, from: RawBuilder<unknown>): Promise<number> => {
  const plan = await sql<{ 'QUERY PLAN': unknown }>`EXPLAIN (FORMAT JSON) SELECT 1 ${from}`.execute(db);
  const raw = plan.rows[0]['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(parsed[0].Plan['Plan Rows']);
};

/** COUNT(*) of a list's rows. */
const fullCount = (from: RawBuilder<unknown>) => sql<{ n: number }>`SELECT count(*)::int AS n ${from}`;
/** COUNT(*) that stops at EXACT_COUNT_LIMIT + 1 rows: it reads no more than that many matching rows. */
const cappedCount = (from: RawBuilder<unknown>) =>
  sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT 1 ${from} LIMIT ${EXACT_COUNT_LIMIT + 1}) AS capped`;

/**
 * A count that gives up after EXACT_COUNT_TIMEOUT (null then): on the database's time-limited pool when it has one
 * (one round trip), else under SET LOCAL statement_timeout in a transaction of its own or a savepoint of the
 * caller's (rolled back either way, which also ends the SET LOCAL). A caller's transaction keeps its own
 * connection, so it counts there: the pool would not see its uncommitted rows.
 */
const timedCount = async (db: Db, count: RawBuilder<{ n: number }>): Promise<number | null> => {
  const countOn = async (on: Db) => (await count.execute(on)).rows[0].n;
  const limitedCount = async (trx: Db) => {
    await sql`SET LOCAL statement_timeout = ${sql.lit(EXACT_COUNT_TIMEOUT)}`.execute(trx);
    return countOn(trx);
  };
  /** The count, or null when the time limit cancelled it. */
  const nullIfCanceled = (counting: Promise<number>) =>
    counting.catch((e: unknown) => {
      if ((e as { code?: string } | null)?.code !== QUERY_CANCELED) throw e;
      return null;
    });
  const quick = timeLimitedDb(db);
  if (quick) return nullIfCanceled(countOn(quick));
  if (!db.isTransaction) return nullIfCanceled(db.transaction().execute(limitedCount));
  await sql`SAVEPOINT readmin_count`.execute(db);
  try {
    return await nullIfCanceled(limitedCount(db));
  } finally {
    await sql`ROLLBACK TO SAVEPOINT readmin_count`.execute(db);
    await sql`RELEASE SAVEPOINT readmin_count`.execute(db);
  }
};

/**
 * The count of a list, exact when counting is quick, else the planner's estimate (it reads no rows), flagged
 * approximate so the console shows "about N", and never below the rows already counted.
 *
 * On PostgreSQL the count runs under a 50 ms statement timeout. A count the timeout cancels is tried once more,
 * capped at EXACT_COUNT_LIMIT rows, under the same timeout: a server busy for a moment must not turn the 4 rows
 * of a small list into the planner's "about 1", while a big list whose count is slow gives up after that.
 * PGlite has no statement timeout (it runs in this process and cannot be interrupted), so there only the capped
 * count runs: a small list is always exact (a table never analysed gets a default estimate of about 1.4K rows,
 * which must not show for 2).
 */
export const countRows = async (db: Db, registry: Registry, type: NormalizedType, access: Access, args: ListArgs) => {
  const from = sql`FROM ${sql.table(type.table)} AS t WHERE ${sql.join(listConditions(registry, type, access, args), sql` AND `)}`;
  let counted: number | null;
  if (isPGlite(db)) counted = (await cappedCount(from).execute(db)).rows[0].n;
  else {
    const exact = await timedCount(db, fullCount(from));
    if (exact !== null) return { value: exact, approximate: false };
    counted = await timedCount(db, cappedCount(from));
  }
  if (counted !== null && counted <= EXACT_COUNT_LIMIT) return { value: counted, approximate: false };
  return { value: Math.max(await plannerEstimate(db, from), counted ?? 1), approximate: true };
};
