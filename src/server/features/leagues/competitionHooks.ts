import { runtimeTables, type Db } from '../../db/database.ts';
import type { RequestContext } from '../../context.ts';
import type { NormalizedType } from '../../../metadata/normalized.ts';
import { evaluate } from '../../../metadata/jsonLogic.ts';
import { auditChanges } from '../../operations/executor.ts';
import { ruleRecord } from '../../records/fieldRules.ts';
import { loadReadThrough } from '../../records/referencedRecords.ts';
import type { Row } from '../../db/row.ts';

/** What a competition does not share with its leagues: its identity and where it came from. */
const NOT_SHARED = new Set(['name', 'org', 'external', 'competition']);

/**
 * "Changes to a competition override existing league settings" (spec 001 §3): each setting this update
 * wrote that the League type has too is written to the competition's leagues, in the same transaction,
 * with an audit version per league. A league field locked for that league (a miniball league's scoring
 * mode, `lockedWhen`) keeps its value, as it would in the league's own edit.
 */
export const afterUpdateCompetition = async (
  ctx: RequestContext,
  trx: Db,
  type: NormalizedType,
  targets: Row[],
  columns: Record<string, unknown>,
) => {
  const league = ctx.registry.types.League;
  const shared = type.fields
    .filter((f) => f.column in columns && !NOT_SHARED.has(f.name))
    .flatMap((f) => {
      const to = league.fields.find((l) => l.name === f.name && l.type === f.type && !l.readOnly);
      return to ? [{ to, value: columns[f.column] }] : [];
    });
  if (!shared.length) return;
  const competition = league.fields.find((f) => f.name === 'competition')!;
  const leagues = runtimeTables(trx);
  const before = (await leagues
    .selectFrom(league.table)
    .selectAll()
    .where(
      competition.column,
      'in',
      targets.map((t) => t.id),
    )
    .orderBy('id')
    .forUpdate()
    .execute()) as Row[];
  const reading = await loadReadThrough(trx, ctx.registry, league, before);
  for (const row of before) {
    const set = Object.fromEntries(
      shared
        .filter(({ to }) => !to.lockedWhen || !evaluate(to.lockedWhen.when, ruleRecord(league, row, {}, reading)))
        .map(({ to, value }) => [to.column, value]),
    );
    if (league.timestamps) Object.assign(set, { updated_at: new Date() });
    await leagues.updateTable(league.table).set(set).where('id', '=', row.id).execute();
  }
  if (!before.length) return;
  const after = (await leagues
    .selectFrom(league.table)
    .selectAll()
    .where(
      'id',
      'in',
      before.map((r) => r.id),
    )
    .execute()) as Row[];
  await auditChanges(trx, ctx, league, before, after);
};
