import { RE_ENCODE_QUEUES, type ReEncodeQueue } from '../videoJobs.ts';
import { auditRows } from '../../../operations/auditRows.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * videosReEncode(videoIds, queue, debug) (spec 002 §5, full admins): an encoding request on the chosen
 * queue (standard or canary) with a queued encoding job per selected video, and a job on that queue's
 * workers for each once the operation commits. Cancelling the request before it starts cancels the job.
 */
const videosReEncode: OperationHandler = async (run) => {
  const { trx, rows, args, ctx, enqueueJob } = run;
  const queue = args.queue as ReEncodeQueue;
  const userId = ctx.viewer?.userId ?? null;
  for (const video of rows) {
    const request = await trx
      .insertInto('video_encoding_job_requests')
      .values({ video_id: video.id, queue, debug: Boolean(args.debug), requested_by_id: userId, cancelled: false })
      .returningAll()
      .executeTakeFirstOrThrow();
    const job = await trx
      .insertInto('video_encoding_jobs')
      .values({ video_encoding_job_request_id: request.id, state: 'queued', progress_percent: 0 })
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditRows(run, 'VideoEncodingJobRequest', 'create', [{ id: request.id, before: null, after: request }]);
    await auditRows(run, 'VideoEncodingJob', 'create', [{ id: job.id, before: null, after: job }]);
    await enqueueJob(RE_ENCODE_QUEUES[queue], { id: request.id, userId });
  }
};

export default videosReEncode;
