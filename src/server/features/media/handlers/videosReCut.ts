import { queueCut } from '../cutAttempts.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * videosReCut (spec 002 §2.11, full admins): a pending cut attempt per selected video, over its cut times,
 * and a re-cut job for each once the operation commits; the worker (reCutJob.ts) cuts the court's
 * recordings into the video's new original, or fails the attempt saying why.
 */
const videosReCut: OperationHandler = async (run) => {
  for (const { id, cut_start_time, cut_end_time } of run.rows) await queueCut(run, { id, cut_start_time, cut_end_time });
};

export default videosReCut;
