import { RESTORE_ORIGINAL_QUEUE } from '../videoJobs.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * videosRestoreOriginalVideo (spec 002 §4: offered only when every selected video's original is archived):
 * a restore job per video once the operation commits. Bringing an original back from the archive takes
 * a while, so the worker marks it available (and audits it) when it is done.
 */
const videosRestoreOriginalVideo: OperationHandler = async ({ rows, ctx, enqueueJob }) => {
  for (const video of rows) await enqueueJob(RESTORE_ORIGINAL_QUEUE, { id: video.id, userId: ctx.viewer?.userId ?? null });
};

export default videosRestoreOriginalVideo;
