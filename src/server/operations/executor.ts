import { sql } from 'kysely';
import type { NormalizedCustomOperation, NormalizedType } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';
import type { RequestContext } from '../context.ts';
import { accessFor, accessFilter, canAtAll, type Access } from '../access/scope.ts';
import { forbidden, invalidInput } from '../records/errors.ts';
import { actorOf, assertInScope } from '../records/write.ts';
import { recordVersions } from '../audit/versions.ts';
import { parseRecordId } from '../input/ids.ts';
import { assertAvailable } from './availability.ts';
import { checkArguments } from './operationArguments.ts';
import { applySet } from './setEffect.ts';
import { shapeResult } from './results.ts';
import { loadHandler } from './handlerIndex.ts';
import type { Row } from './handlerTypes.ts';

/** The caller's reach for this operation: only the roles it names count, each with the operation's grant. */
const operationAccess = (ctx: RequestContext, type: NormalizedType, operation: NormalizedCustomOperation): Access => {
  const access = accessFor(ctx.viewer, type, operation.grant, operation.roles);
  if (!canAtAll(access)) throw forbidden(`You may not run ${operation.name}.`);
  return access;
};

/** The target ids of the input: the operation's id argument, a list for a batch. */
const targetIds = (operation: NormalizedCustomOperation, input: Record<string, unknown>): number[] => {
  if (!operation.ids) return [];
  const given = input[operation.ids];
  const list = operation.target === 'batch' ? (Array.isArray(given) ? given : []) : given === undefined || given === null ? [] : [given];
  const ids = list.map(parseRecordId);
  if (!ids.length) throw invalidInput([{ field: operation.ids, message: `${operation.ids} must name at least one record` }]);
  if (ids.some((id) => id === null)) throw invalidInput([{ field: operation.ids, message: `${operation.ids}: Invalid id` }]);
  return ids as number[];
};

/** The target rows in the caller's reach, locked until the transaction ends; a missing one refuses all. */
const lockTargets = async (trx: Db, ctx: RequestContext, type: NormalizedType, access: Access, ids: number[], grant: string): Promise<Row[]> => {
  const { rows } = await sql<Row>`SELECT t.* FROM ${sql.table(type.table)} AS t
    WHERE t.id = ANY(${sql.val(ids)}::integer[]) AND ${accessFilter(ctx.registry, type, access)} ORDER BY t.id FOR UPDATE`.execute(trx);
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  // The same answer for "does not exist" and "not yours", so ids of other organisations do not leak.
  if (missing.length) throw forbidden(`No ${type.label.singular} you may ${grant} with id ${missing.join(', ')}.`);
  return ids.map((id) => rows.find((r) => r.id === id)!);
};

/**
 * Runs a declared operation, always in the same steps, so no operation can skip one: the roles' grant →
 * the target rows in the caller's scope, locked → availability on the server → the arguments → the effect
 * (declared `set`, or the handler module) in one transaction → an audit version for every target row it
 * changed, and the rows still in the caller's reach → the result → after-commit effects, only once committed.
 */
export const runOperation = async (
  ctx: RequestContext,
  type: NormalizedType,
  operation: NormalizedCustomOperation,
  input: Record<string, unknown>,
) => {
  const access = operationAccess(ctx, type, operation);
  const ids = targetIds(operation, input);
  const effects: (() => Promise<void>)[] = [];
  const result = await ctx.db.transaction().execute(async (trx) => {
    const before = ids.length ? await lockTargets(trx, ctx, type, access, ids, operation.grant) : [];
    await assertAvailable(trx, ctx.registry, ctx.viewer!, type, operation, before);
    const args = await checkArguments(ctx, trx, operation, input);
    const value = operation.set
      ? await applySet(trx, type, ids, operation.set, args)
      : await (
          await loadHandler(operation.handler!)
        )({ ctx, trx, type, operation, rows: before, args, afterCommit: (e) => void effects.push(e) });
    const after = ids.length ? await trx.selectFrom(type.table).selectAll().where('id', 'in', ids).execute() : [];
    const pairs = before.map((row) => ({ id: row.id, before: row, after: after.find((r) => r.id === row.id) ?? null }));
    await recordVersions(
      trx,
      ctx.registry,
      type,
      'update',
      actorOf(ctx),
      pairs.filter((p) => p.after),
    );
    if (ids.length)
      await assertInScope(
        ctx,
        trx,
        type,
        ids.filter((id) => after.some((r) => r.id === id)),
        operation.grant,
      );
    return shapeResult(
      type,
      operation,
      value,
      ids.map((id) => after.find((r) => r.id === id)).filter((r) => r !== undefined),
    );
  });
  for (const effect of effects) {
    // The operation has happened; a failed email or job is logged with its stack, not reported as a failure.
    await effect().catch((err: unknown) => ctx.log.error({ err, operation: operation.name }, 'after-commit effect failed'));
  }
  return result;
};
