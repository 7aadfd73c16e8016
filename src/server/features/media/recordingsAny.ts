import type { RequestContext } from '../../context.ts';
import { accessFor, canAtAll } from '../../access/ownership.ts';
import { checkDateTime } from '../../input/dates.ts';
import { forbidden, invalidInput, type FieldProblem } from '../../errors.ts';
import { overlappingRecordings, spanProblems } from './footage.ts';

export type RecordingsAnyArgs = {
  courtId: string;
  from: string;
  to: string;
};

/**
 * recordingsAny(courtId, from, to) (spec 001 §8, the 'Recordings available' panel): whether the court has
 * uploaded or archived recordings overlapping the span, and which, with the same rule as the cut itself
 * (src/server/features/media/footage.ts). Only for a viewer who may read recordings and this court (out of reach
 * reads as missing, as everywhere); times must be real, forwards and at most 6 hours apart.
 */
export const recordingsAny = async (ctx: RequestContext, args: RecordingsAnyArgs) => {
  if (!canAtAll(accessFor(ctx.viewer, ctx.registry.types.Recording, 'read'))) throw forbidden('You may not read recordings.');
  const court = await ctx.store.get('Court', args.courtId);
  if (!court) throw forbidden(`No Court you may read with id ${args.courtId}.`);
  const problems: FieldProblem[] = [];
  const from = checkDateTime(args.from);
  const to = checkDateTime(args.to);
  if (!from.ok) problems.push({ field: 'from', message: `From ${from.message}` });
  if (!to.ok) problems.push({ field: 'to', message: `To ${to.message}` });
  if (!from.ok || !to.ok) throw invalidInput(problems);
  const start = new Date(from.value);
  const end = new Date(to.value);
  const span = spanProblems(start, end, { start: 'from', end: 'to' });
  if (span.length) throw invalidInput(span);
  const rows = await overlappingRecordings(ctx.db, Number(court.id), start, end);
  return {
    any: rows.length > 0,
    recordings: rows.map((r) => ({
      id: String(r.id),
      startedAt: r.started_at.toISOString(),
      finishedAt: r.finished_at ? r.finished_at.toISOString() : null,
      state: r.state,
    })),
  };
};
