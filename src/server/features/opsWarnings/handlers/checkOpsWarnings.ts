import { OPS_CHECK_QUEUE } from '../opsWarningsJob.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * checkOpsWarnings (spec 002 §2.3, "Re-check"): queues a run of the ops checks once this operation
 * commits; the worker replaces the warnings when it is done, so the answer only says it has started.
 */
const checkOpsWarnings: OperationHandler = async ({ ctx, enqueueJob }) => {
  await enqueueJob(OPS_CHECK_QUEUE, { requestedBy: ctx.viewer!.userId });
  return 'Re-check started. Please check back in a few minutes.';
};

export default checkOpsWarnings;
