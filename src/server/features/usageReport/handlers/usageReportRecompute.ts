import { USAGE_REPORT_QUEUE, type UsageReportJobData } from '../usageReportJob.ts';
import type { OperationHandler } from '../../../context.ts';

/** What the console says once the recompute is queued. */
export const USAGE_REPORT_RECOMPUTE_ISSUED = 'Usage report recompute has been issued. Please check back in a few minutes.';

/**
 * usageReportRecompute (Recompute on the usage report; full admins): queues one recompute of the organisation
 * given (on an organisation's list, its own) or of every organisation, once this operation commits
 * (src/server/features/usageReport/usageReportJob.ts); the answer only says so.
 */
const usageReportRecompute: OperationHandler = async ({ ctx, args, enqueueJob }) => {
  const orgId = args.org == null ? null : Number(args.org);
  const data: UsageReportJobData = { orgId, requestedBy: ctx.viewer!.userId };
  await enqueueJob(USAGE_REPORT_QUEUE, { ...data }, { singletonKey: orgId === null ? 'all' : `org-${orgId}` });
  return USAGE_REPORT_RECOMPUTE_ISSUED;
};

export default usageReportRecompute;
