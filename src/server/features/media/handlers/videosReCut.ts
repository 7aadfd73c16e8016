import { RE_CUT_QUEUE } from '../videoJobs.ts';
import { auditRows } from '../../../operations/auditRows.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * videosReCut (spec 002 §2.11, full admins): a pending cut attempt per selected video, over its cut times,
 * and a re-cut job for each once the operation commits; the worker links the court's recordings or fails
 * the attempt with 'Recordings not available for this court between these times.'.
 */
const videosReCut: OperationHandler = async (run) => {
  const { trx, rows, ctx, enqueueJob } = run;
  for (const video of rows) {
    const attempt = await trx
      .insertInto('video_cut_attempts')
      .values({
        video_id: video.id,
        state: 'pending',
        cut_start_time: video.cut_start_time as Date,
        cut_end_time: video.cut_end_time as Date,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditRows(run, 'VideoCutAttempt', 'create', [{ id: attempt.id, before: null, after: attempt }]);
    await enqueueJob(RE_CUT_QUEUE, { id: attempt.id, userId: ctx.viewer?.userId ?? null });
  }
};

export default videosReCut;
