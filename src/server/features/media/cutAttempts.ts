import { RE_CUT_QUEUE } from './videoJobs.ts';
import { auditRows } from '../../operations/auditRows.ts';
import type { OperationRun } from '../../context.ts';

/**
 * A pending cut attempt for the video over its cut times, audited, and its re-cut job queued once the
 * operation commits (the worker, reCutJob.ts, cuts the court's recordings into the video's original).
 */
export const queueCut = async (
  run: Pick<OperationRun, 'ctx' | 'trx' | 'enqueueJob'>,
  video: { id: number; cut_start_time: unknown; cut_end_time: unknown },
): Promise<void> => {
  const attempt = await run.trx
    .insertInto('video_cut_attempts')
    .values({ video_id: video.id, state: 'pending', cut_start_time: video.cut_start_time as Date, cut_end_time: video.cut_end_time as Date })
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditRows(run, 'VideoCutAttempt', 'create', [{ id: attempt.id, before: null, after: attempt }]);
  await run.enqueueJob(RE_CUT_QUEUE, { id: attempt.id, userId: run.ctx.viewer?.userId ?? null });
};
