import { sql } from 'kysely';
import { runtimeTables, type Db } from '../../db/database.ts';
import type { RequestContext } from '../../context.ts';
import type { NormalizedType } from '../../../metadata/normalized.ts';
import { auditChanges } from '../../operations/executor.ts';
import type { Row } from '../../db/row.ts';

/** Unmarks the organisations' presets for new leagues other than `keep`, each with its version. */
const unmarkOthers = async (ctx: RequestContext, trx: Db, type: NormalizedType, orgIds: number[], keep: number[]) => {
  const before = (await runtimeTables(trx)
    .selectFrom(type.table)
    .selectAll()
    .where('org_id', 'in', orgIds)
    .where('default_for_new_league', '=', true)
    .where('id', 'not in', keep.length ? keep : [0])
    .orderBy('id')
    .forUpdate()
    .execute()) as Row[];
  if (!before.length) return;
  const after = (await runtimeTables(trx)
    .updateTable(type.table)
    .set({ default_for_new_league: false, updated_at: sql`now()` })
    .where(
      'id',
      'in',
      before.map((r) => r.id),
    )
    .returningAll()
    .execute()) as Row[];
  await auditChanges(trx, ctx, type, before, after);
};

/**
 * An organisation has one preset for new leagues: marking one (Edit offers the toggle for a single preset
 * only, spec 001 §4; an API caller may also create one marked) unmarks the organisation's others, in the
 * same transaction.
 */
export const afterUpdateAdPreset = async (ctx: RequestContext, trx: Db, type: NormalizedType, targets: Row[], columns: Record<string, unknown>) => {
  if (columns.default_for_new_league === true)
    await unmarkOthers(
      ctx,
      trx,
      type,
      [...new Set(targets.map((t) => t.org_id as number))],
      targets.map((t) => t.id as number),
    );
};

export const beforeCreateAdPreset = async (ctx: RequestContext, trx: Db, type: NormalizedType, columns: Record<string, unknown>) => {
  if (columns.default_for_new_league === true) await unmarkOthers(ctx, trx, type, [columns.org_id as number], []);
};
