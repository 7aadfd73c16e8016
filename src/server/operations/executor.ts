import { sql } from 'kysely';
import type { Grant, NormalizedType, Role } from '../../metadata/normalized.ts';
import type { JsonLogic } from '../../metadata/jsonLogic.ts';
import { runtimeTables, type Db } from '../db/database.ts';
import type { RequestContext } from '../context.ts';
import { accessFor, accessFilter, allowedIds, canAtAll, type Access } from '../access/ownership.ts';
import { forbidden } from '../errors.ts';
import { recordVersions, type Actor, type Event } from '../audit/versions.ts';
import { assertAvailable } from './availability.ts';
import { assertCurrentVersions, conflictError, StaleVersions } from './lockVersions.ts';
import type { Row } from '../db/row.ts';

/** Queues an effect for once the operation's transaction has committed. */
export type AfterCommit = (effect: () => Promise<void>) => void;

/**
 * What differs between operations; the executor supplies everything else. The generated create, update
 * and remove (recordWrites.ts) and every declared operation (customOperation.ts) are one of these.
 */
export interface OperationSteps<Checked> {
  type: NormalizedType;
  /** The API name, for logs. */
  name: string;
  grant: Grant;
  /** Only these roles count (an operation's or an action's roles); all roles holding the grant when absent. */
  roles?: readonly Role[];
  /** The refusal when the caller holds the grant in no role. */
  denied: string;
  /** The target rows' ids, read from the input once the grant is checked; none for a create or an operation without a target. */
  targetIds(): number[];
  /** The lock version the caller saw of each target it names one for (lockVersions.ts); a stale one refuses the write. */
  seenVersions?(targetIds: number[]): Map<number, number>;
  availability?: { when: JsonLogic; message: string };
  /** The input, checked against the metadata inside the transaction; throws every problem at once. */
  check(trx: Db, targets: Row[]): Promise<Checked>;
  /** The effect itself. Rows it creates are named in `createdIds`, so they are audited and ownership-checked too. */
  effect(run: { trx: Db; targets: Row[]; checked: Checked; afterCommit: AfterCommit }): Promise<{ value?: unknown; createdIds?: number[] }>;
  /** The API answer, from the effect's value and the target and created rows as they now are. */
  shape(value: unknown, rows: Row[]): unknown;
}

export const actorOf = (ctx: RequestContext): Actor => ({ userId: ctx.viewer?.userId ?? null, via: 'console' });

const notYours = (type: NormalizedType, grant: Grant, ids: number[]) =>
  // The same answer for "does not exist" and "not yours", so ids of other organisations do not leak.
  forbidden(`No ${type.label.singular} you may ${grant} with id ${ids.join(', ')}.`);

/** The target rows in the caller's reach, locked until the transaction ends (a read takes no lock); a missing one refuses all. */
const lockTargets = async (trx: Db, ctx: RequestContext, type: NormalizedType, access: Access, ids: number[], grant: Grant): Promise<Row[]> => {
  const { rows } = await sql<Row>`SELECT t.* FROM ${sql.table(type.table)} AS t
    WHERE t.id = ANY(${sql.val(ids)}::integer[]) AND ${accessFilter(ctx.registry, type, access)} ORDER BY t.id ${sql.raw(grant === 'read' ? '' : 'FOR UPDATE')}`.execute(
    trx,
  );
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) throw notYours(type, grant, missing);
  return ids.map((id) => rows.find((r) => r.id === id)!);
};

/**
 * One audit version per changed row: created, changed or destroyed, told apart by what exists before and
 * after; answers the updated rows, whose lock version the audit counted. Exported for effects that change rows
 * of other types (a competition's leagues, a team's roster).
 */
export const auditChanges = async (trx: Db, ctx: RequestContext, type: NormalizedType, before: Row[], after: Row[]): Promise<Set<number>> => {
  const ids = [...new Set([...before, ...after].map((r) => r.id))];
  const pairs = ids.map((id) => ({ id, before: before.find((r) => r.id === id) ?? null, after: after.find((r) => r.id === id) ?? null }));
  const eventOf = (p: (typeof pairs)[number]): Event => (!p.before ? 'create' : !p.after ? 'destroy' : 'update');
  const versioned = new Set<number>();
  for (const event of ['create', 'update', 'destroy'] as const) {
    const ofEvent = pairs.filter((p) => eventOf(p) === event);
    if (!ofEvent.length) continue;
    const written = await recordVersions(trx, ctx.registry, type, event, actorOf(ctx), ofEvent);
    if (event === 'update') for (const id of written) versioned.add(id);
  }
  return versioned;
};

/**
 * Runs every operation in the same steps, so none can skip one: the roles' grant → the target rows in
 * the caller's reach, locked → availability on the server → the input → the effect, in one transaction →
 * an audit version for every row it created, changed or removed → every remaining row still in the
 * caller's reach (an edit may not move a row out of it) → the answer → after-commit effects (emails,
 * jobs), only once the transaction has committed.
 */
export const execute = async <Checked>(ctx: RequestContext, steps: OperationSteps<Checked>): Promise<unknown> => {
  const { type, grant } = steps;
  const access = accessFor(ctx.viewer, type, grant, steps.roles);
  if (!canAtAll(access)) throw forbidden(steps.denied);
  const targetIds = steps.targetIds();
  const seen = steps.seenVersions?.(targetIds);
  const effects: (() => Promise<void>)[] = [];
  const answer = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const targets = targetIds.length ? await lockTargets(trx, ctx, type, access, targetIds, grant) : [];
      if (seen?.size) assertCurrentVersions(targets, seen);
      if (steps.availability) await assertAvailable(trx, ctx.registry, ctx.viewer!, type, steps.availability, targets);
      const checked = await steps.check(trx, targets);
      const { value, createdIds = [] } = await steps.effect({ trx, targets, checked, afterCommit: (e) => void effects.push(e) });
      const ids = [...targetIds, ...createdIds];
      const after = ids.length ? ((await runtimeTables(trx).selectFrom(type.table).selectAll().where('id', 'in', ids).execute()) as Row[]) : [];
      const versioned = await auditChanges(trx, ctx, type, targets, after);
      // The answer carries the version the audit just counted, so the caller's next write is not refused as stale.
      for (const row of after) if (versioned.has(row.id)) row.lock_version = Number(row.lock_version) + 1;
      const remaining = after.map((r) => r.id);
      const allowed = await allowedIds(trx, ctx.registry, type, accessFor(ctx.viewer, type, grant, steps.roles), remaining);
      const outOfReach = remaining.filter((id) => !allowed.has(id));
      if (outOfReach.length) throw notYours(type, grant, outOfReach);
      return steps.shape(
        value,
        ids.map((id) => after.find((r) => r.id === id)).filter((r) => r !== undefined),
      );
    })
    .catch(async (e: unknown) => {
      throw e instanceof StaleVersions ? await conflictError(ctx, type, e) : e;
    });
  for (const effect of effects) {
    // The operation has happened; a failed email or job is logged with its stack, not reported as a failure.
    await effect().catch((err: unknown) => ctx.log.error({ err, operation: steps.name }, 'after-commit effect failed'));
  }
  return answer;
};
