import { GAMEDAY_REFETCH_QUEUE } from '../refetchJob.ts';
import type { OperationHandler } from '../../../context.ts';

/** Spec 002 §8: what the console says once the refetch is queued. */
export const REFETCH_ISSUED = 'Refetch has been issued. Please check back in about 60 seconds.';

/**
 * orgsRefetchFromGameday (spec 002 §2, §7; full admins): queues one GameDay refetch per selected
 * organisation once this operation commits (src/server/features/gameday/refetchJob.ts); the answer only says so.
 */
const orgsRefetchFromGameday: OperationHandler = async ({ ctx, rows, enqueueJob }) => {
  for (const org of rows)
    await enqueueJob(GAMEDAY_REFETCH_QUEUE, { orgId: org.id, requestedBy: ctx.viewer!.userId }, { singletonKey: `org-${org.id}` });
  return REFETCH_ISSUED;
};

export default orgsRefetchFromGameday;
