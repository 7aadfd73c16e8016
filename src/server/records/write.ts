import { sql } from 'kysely';
import type { Grant, NormalizedField, NormalizedType } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';
import { accessFor, allowedIds, canAtAll } from '../access/scope.ts';
import { FIELD_CHECKS, fieldMessage, isEmpty } from '../validation.ts';
import { hashPassword } from '../auth/passwords.ts';
import { attributeName } from '../../shared/naming.ts';
import { forbidden, invalidInput, type FieldProblem } from './errors.ts';
import type { RequestContext } from '../context.ts';
import { recordVersions, type Actor } from '../audit/versions.ts';
import { BEFORE_CREATE } from './hooks/index.ts';
import { INVALID_ID, parseRecordId } from '../input/ids.ts';

type Mode = 'create' | 'update';

/** The ids a reference field (or operation argument) names, for the readability check. */
export interface ReferenceValue {
  field: NormalizedField;
  ids: number[];
}

/**
 * A reference must exist and be readable by the viewer: nobody links a record into another organisation.
 * One query per referenced type.
 */
export const referenceProblems = async (ctx: RequestContext, db: Db, references: ReferenceValue[]): Promise<FieldProblem[]> => {
  const problems: FieldProblem[] = [];
  for (const { field, ids: wanted } of references) {
    const target = ctx.registry.types[field.typename!];
    const found = await allowedIds(db, ctx.registry, target, accessFor(ctx.viewer, target, 'read'), wanted);
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length) problems.push({ field: field.name, message: `${field.label}: no ${target.label.singular} with id ${missing.join(', ')}` });
  }
  return problems;
};

/** Checks every attribute against the metadata and returns the columns to write, or throws every problem at once. */
const buildColumns = async (
  ctx: RequestContext,
  db: Db,
  type: NormalizedType,
  attributes: Record<string, unknown>,
  mode: Mode,
  ids: number[] = [],
) => {
  const problems: FieldProblem[] = [];
  const columns: Record<string, unknown> = {};
  const viewer = ctx.viewer!;
  const references: ReferenceValue[] = [];
  for (const field of type.fields) {
    const key = attributeName(field);
    const given = Object.prototype.hasOwnProperty.call(attributes, key);
    const raw = given ? attributes[key] : mode === 'create' ? field.default : undefined;
    const problem = (message: string) => problems.push({ field: field.name, message: fieldMessage(field.label, message) });
    if (!given && mode === 'update') continue;
    if (given && field.readOnly) {
      problem('is read-only');
      continue;
    }
    if (given && field.adminOnly && !viewer.isAdmin) {
      problem('may only be set by a platform admin');
      continue;
    }
    if (given && mode === 'update' && field.lockedOnEdit) {
      problem('cannot be changed after creation');
      continue;
    }
    if (isEmpty(raw)) {
      if (field.required) problem('is required');
      else if (field.type === 'boolean' && given) problem('must be true or false');
      else if (given || mode === 'create') columns[field.column] = field.type === 'references' || field.type === 'strings' ? [] : null;
      continue;
    }
    const checked = FIELD_CHECKS[field.type](raw, field);
    if (!checked.ok) {
      problem(checked.message);
      continue;
    }
    columns[field.column] = field.type === 'password' ? await hashPassword(checked.value as string) : checked.value;
    if (field.type === 'reference') references.push({ field, ids: [checked.value as number] });
    if (field.type === 'references') references.push({ field, ids: checked.value as number[] });
  }
  problems.push(...(await referenceProblems(ctx, db, references)));
  for (const field of type.fields.filter((f) => f.unique && typeof columns[f.column] === 'string')) {
    const taken = await sql<{ id: number }>`SELECT id FROM ${sql.table(type.table)}
      WHERE lower(${sql.ref(field.column)}) = lower(${columns[field.column]}) AND NOT (id = ANY(${sql.val(ids)}::integer[])) LIMIT 1`.execute(db);
    if (taken.rows.length) problems.push({ field: field.name, message: `${field.label} is already taken` });
  }
  if (problems.length) throw invalidInput(problems);
  return columns;
};

/** Fails unless every id is a row the viewer may act on with this grant. */
export const assertInScope = async (ctx: RequestContext, db: Db, type: NormalizedType, ids: number[], grant: Grant) => {
  const allowed = await allowedIds(db, ctx.registry, type, accessFor(ctx.viewer, type, grant), ids);
  const missing = ids.filter((id) => !allowed.has(id));
  // The same answer for "does not exist" and "not yours", so ids of other organisations do not leak.
  if (missing.length) throw forbidden(`No ${type.label.singular} you may ${grant} with id ${missing.join(', ')}.`);
};

export const actorOf = (ctx: RequestContext): Actor => ({ userId: ctx.viewer?.userId ?? null, via: 'console' });

const requireGrant = (ctx: RequestContext, type: NormalizedType, grant: Grant) => {
  if (!canAtAll(accessFor(ctx.viewer, type, grant))) throw forbidden(`You may not ${grant} ${type.label.plural}.`);
};

const parseIds = (ids: unknown[]): number[] => {
  const parsed = ids.map(parseRecordId);
  if (!parsed.length) throw invalidInput([{ field: 'ids', message: 'ids must name at least one record' }]);
  if (parsed.some((n) => n === null)) throw invalidInput([{ field: 'ids', message: `ids: ${INVALID_ID}` }]);
  if (new Set(parsed).size !== parsed.length) throw invalidInput([{ field: 'ids', message: 'ids must not name the same record twice' }]);
  return parsed as number[];
};

const translateDbError = (type: NormalizedType, e: unknown): never => {
  const code = (e as { code?: string }).code;
  if (code === '23503') throw invalidInput([{ field: 'id', message: `${type.label.singular} is still used by other records` }]);
  if (code === '23505') throw invalidInput([{ field: 'id', message: `${type.label.singular} would duplicate an existing record` }]);
  throw e;
};

/** One transaction: the row is written, then re-read through the viewer's scope; outside it, nothing stays. */
export const createRecord = async (ctx: RequestContext, type: NormalizedType, attributes: Record<string, unknown>) => {
  requireGrant(ctx, type, 'create');
  return ctx.db.transaction().execute(async (trx) => {
    const columns = await buildColumns(ctx, trx, type, attributes, 'create');
    await BEFORE_CREATE[type.typename]?.(ctx, trx, type, columns);
    const row = await trx
      .insertInto(type.table)
      .values(columns)
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((e) => translateDbError(type, e));
    await assertInScope(ctx, trx, type, [row.id as number], 'create');
    await recordVersions(trx, ctx.registry, type, 'create', actorOf(ctx), [{ id: row.id as number, before: null, after: row }]);
    return row;
  });
};

/** Batch update: every row changes or none does. */
export const updateRecords = async (ctx: RequestContext, type: NormalizedType, rawIds: unknown[], attributes: Record<string, unknown>) => {
  requireGrant(ctx, type, 'update');
  const ids = parseIds(rawIds);
  return ctx.db.transaction().execute(async (trx) => {
    await assertInScope(ctx, trx, type, ids, 'update');
    const columns = await buildColumns(ctx, trx, type, attributes, 'update', ids);
    // Locked, so that the "before" of the audit version is what the update replaced.
    const before = await trx.selectFrom(type.table).selectAll().where('id', 'in', ids).forUpdate().execute();
    if (type.timestamps) columns.updated_at = sql`now()`;
    const rows = Object.keys(columns).length
      ? await trx
          .updateTable(type.table)
          .set(columns)
          .where('id', 'in', ids)
          .returningAll()
          .execute()
          .catch((e) => translateDbError(type, e))
      : before;
    await assertInScope(ctx, trx, type, ids, 'update'); // an edit may not move a row out of the viewer's reach
    await recordVersions(
      trx,
      ctx.registry,
      type,
      'update',
      actorOf(ctx),
      ids.map((id) => ({ id, before: before.find((r) => r.id === id)!, after: rows.find((r) => r.id === id)! })),
    );
    return ids.map((id) => rows.find((r) => r.id === id)!);
  });
};

export const removeRecords = async (ctx: RequestContext, type: NormalizedType, rawIds: unknown[]) => {
  requireGrant(ctx, type, 'remove');
  const ids = parseIds(rawIds);
  return ctx.db.transaction().execute(async (trx) => {
    await assertInScope(ctx, trx, type, ids, 'remove');
    const before = await trx
      .deleteFrom(type.table)
      .where('id', 'in', ids)
      .returningAll()
      .execute()
      .catch((e) => translateDbError(type, e));
    await recordVersions(
      trx,
      ctx.registry,
      type,
      'destroy',
      actorOf(ctx),
      before.map((row) => ({ id: row.id as number, before: row, after: null })),
    );
    return ids;
  });
};
