import { hostname } from 'node:os';
import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Registry } from '../../../metadata/normalized.ts';
import type { Db } from '../../db/database.ts';
import { recordVersions } from '../../audit/versions.ts';
import { blobBytes } from '../../files/blobs.ts';
import { isStoredRef } from '../../files/storedFile.ts';
import { overlappingRecordings, RECORDINGS_NOT_AVAILABLE } from './footage.ts';
import { runFfmpeg, withTempDir } from './ffmpeg.ts';
import type { Row } from '../../db/row.ts';

/** Re-cut (videosReCut): one job per cut attempt. */
export const RE_CUT_QUEUE = 'video-re-cut';
/** Restore original video (videosRestoreOriginalVideo): one job per video. */
export const RESTORE_ORIGINAL_QUEUE = 'video-restore-original';
/** Re-encode (videosReEncode): one job per encoding request, on the queue the request names (spec 002 §4). */
export const RE_ENCODE_QUEUES = { standard: 'video-re-encode', canary: 'video-re-encode-canary' } as const;

export type ReEncodeQueue = keyof typeof RE_ENCODE_QUEUES;
/** What each video job carries: the row it works on and who asked, for the audit trail. */
export interface VideoJobData {
  id: number;
  userId: number | null;
}

const QUEUES = [RE_CUT_QUEUE, RESTORE_ORIGINAL_QUEUE, ...Object.values(RE_ENCODE_QUEUES)];
/** Frame heights of the encoded qualities (VideoVersion.quality). */
const HEIGHTS: Record<string, number> = { '1080p': 1080, '720p': 720, '480p': 480, '360p': 360 };

/** A failed run is retried once a minute later; a stuck one is given up after an hour. */
export const createVideoQueues = async (boss: PgBoss): Promise<void> => {
  for (const name of QUEUES) await boss.createQueue(name, { name, retryLimit: 1, retryDelay: 60, expireInSeconds: 3600 });
};

/** Audits rows a worker wrote, as changed by the user who asked for the job. */
const audit = (
  trx: Db,
  registry: Registry,
  typename: string,
  userId: number | null,
  pairs: { id: number; before: Row | null; after: Row | null }[],
) => recordVersions(trx, registry, registry.types[typename], 'update', { userId, via: 'job' }, pairs);

/**
 * Cuts a video again: the attempt goes cutting → succeeded with the court's uploaded or archived recordings
 * overlapping the video's cut times linked to the video, or failed with 'Recordings not available for this
 * court between these times.' when there are none (recordings may have failed or been removed since).
 */
export const runReCut = async (db: Db, registry: Registry, { id, userId }: VideoJobData): Promise<void> =>
  db.transaction().execute(async (trx) => {
    const attempt = await trx.selectFrom('video_cut_attempts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!attempt || attempt.state !== 'pending') return;
    const video = await trx.selectFrom('videos').selectAll().where('id', '=', attempt.video_id).forUpdate().executeTakeFirstOrThrow();
    const recordings = await overlappingRecordings(trx, video.court_id, attempt.cut_start_time, attempt.cut_end_time);
    const finishAttempt = (values: { state: string; error_message?: string }) =>
      trx
        .updateTable('video_cut_attempts')
        .set({ ...values, started_at: sql`now()`, finished_at: sql`now()`, recordings_count: recordings.length, updated_at: sql`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    if (!recordings.length) {
      const after = await finishAttempt({ state: 'failed', error_message: RECORDINGS_NOT_AVAILABLE });
      await audit(trx, registry, 'VideoCutAttempt', userId, [{ id, before: attempt, after }]);
      return;
    }
    for (const recording of recordings) {
      const linked = recording.video_ids ?? [];
      if (linked.includes(video.id)) continue;
      const after = await trx
        .updateTable('recordings')
        .set({ video_ids: [...linked, video.id], updated_at: sql`now()` })
        .where('id', '=', recording.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, registry, 'Recording', userId, [{ id: recording.id, before: recording, after }]);
    }
    const after = await finishAttempt({ state: 'succeeded' });
    await audit(trx, registry, 'VideoCutAttempt', userId, [{ id, before: attempt, after }]);
  });

/**
 * Brings an archived original back: its stored object returns to the standard storage class with a URL, and
 * the video's original is available (and no longer archived) at that URL. A video restored meanwhile is left.
 */
export const runRestoreOriginal = async (db: Db, registry: Registry, { id, userId }: VideoJobData): Promise<void> =>
  db.transaction().execute(async (trx) => {
    const video = await trx.selectFrom('videos').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!video?.original_video_archived) return;
    const object = await trx
      .selectFrom('video_objects')
      .selectAll()
      .where('video_id', '=', id)
      .where('kind', '=', 'original')
      .orderBy('id', 'desc')
      .forUpdate()
      .executeTakeFirst();
    let url = video.original_video_url ?? null;
    if (object) {
      url ??= object.url ?? `https://${object.bucket}.s3.amazonaws.com/${object.key}`;
      const after = await trx
        .updateTable('video_objects')
        .set({ storage_class: 'standard', url, updated_at: sql`now()` })
        .where('id', '=', object.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, registry, 'VideoObject', userId, [{ id: object.id, before: object, after }]);
    }
    const after = await trx
      .updateTable('videos')
      .set({ original_video_archived: false, original_video_available: url !== null, original_video_url: url, updated_at: sql`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, registry, 'Video', userId, [{ id, before: video, after }]);
  });

/**
 * Encodes `source` to H.264 at each height with ffmpeg; `debug` draws the encoder's analysis grid on the
 * frames. Answers each output's size in bytes.
 */
export const encodeVersions = (source: Buffer, heights: number[], debug: boolean): Promise<number[]> =>
  withTempDir(async (dir) => {
    const input = join(dir, 'original.mp4');
    await writeFile(input, source);
    const sizes: number[] = [];
    for (const height of heights) {
      const output = join(dir, `${height}p.mp4`);
      const filters = [`scale=-2:${height}`, ...(debug ? ['drawgrid=w=iw/8:h=ih/8:t=2:c=red@0.6'] : [])];
      await runFfmpeg(['-i', input, '-vf', filters.join(','), '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-an', output]);
      sizes.push((await stat(output)).size);
    }
    return sizes;
  });

/**
 * Runs an encoding request: its queued job goes running → completed (every quality of the video encoded
 * from its original, the versions' footage back) or failed with ffmpeg's words; a request cancelled before it
 * started only marks the job cancelled. The demo keeps a short clip of each video as its original.
 */
export const runReEncode = async (db: Db, registry: Registry, { id, userId }: VideoJobData): Promise<void> => {
  const started = await db.transaction().execute(async (trx) => {
    const request = await trx.selectFrom('video_encoding_job_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    const job = await trx
      .selectFrom('video_encoding_jobs')
      .selectAll()
      .where('video_encoding_job_request_id', '=', id)
      .where('state', '=', 'queued')
      .orderBy('id')
      .forUpdate()
      .executeTakeFirst();
    if (!request || !job) return null;
    const after = await trx
      .updateTable('video_encoding_jobs')
      .set(
        request.cancelled
          ? { state: 'cancelled', finished_at: sql`now()`, updated_at: sql`now()` }
          : { state: 'running', started_at: sql`now()`, instance_id: `${hostname()}-${process.pid}`.slice(0, 40), updated_at: sql`now()` },
      )
      .where('id', '=', job.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, registry, 'VideoEncodingJob', userId, [{ id: job.id, before: job, after }]);
    return request.cancelled ? null : { request, job: after };
  });
  if (!started) return;
  const { request, job } = started;
  const finish = (values: { state: string; progress_percent?: number; error_message: string | null }, versions?: (trx: Db) => Promise<void>) =>
    db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('video_encoding_jobs').selectAll().where('id', '=', job.id).forUpdate().executeTakeFirstOrThrow();
      const after = await trx
        .updateTable('video_encoding_jobs')
        .set({ ...values, finished_at: sql`now()`, updated_at: sql`now()` })
        .where('id', '=', job.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, registry, 'VideoEncodingJob', userId, [{ id: job.id, before, after }]);
      await versions?.(trx);
    });
  try {
    const video = await db.selectFrom('videos').selectAll().where('id', '=', request.video_id).executeTakeFirstOrThrow();
    if (!isStoredRef(video.clip)) throw new Error('The original video file is missing.');
    const source = await blobBytes(db, video.clip.blobId);
    if (!source) throw new Error('The original video file is missing.');
    const versions = await db.selectFrom('video_versions').selectAll().where('video_id', '=', video.id).orderBy('id').execute();
    const qualities = [...new Set(versions.map((v) => v.quality))].filter((q) => HEIGHTS[q]);
    if (!qualities.length) qualities.push('720p', '480p');
    await encodeVersions(
      source,
      qualities.map((q) => HEIGHTS[q]),
      Boolean(request.debug),
    );
    await finish({ state: 'completed', progress_percent: 100, error_message: null }, async (trx) => {
      for (const quality of qualities) {
        const version = versions.find((v) => v.quality === quality);
        if (!version) {
          const created = await trx
            .insertInto('video_versions')
            .values({ video_id: video.id, quality, codec: 'h264', duration_seconds: video.duration_seconds, disabled: false, footage_deleted: false })
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordVersions(trx, registry, registry.types.VideoVersion, 'create', { userId, via: 'job' }, [
            { id: created.id, before: null, after: created },
          ]);
        } else if (version.footage_deleted) {
          const before = await trx.selectFrom('video_versions').selectAll().where('id', '=', version.id).forUpdate().executeTakeFirstOrThrow();
          const after = await trx
            .updateTable('video_versions')
            .set({ footage_deleted: false, updated_at: sql`now()` })
            .where('id', '=', version.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await audit(trx, registry, 'VideoVersion', userId, [{ id: version.id, before, after }]);
        }
      }
    });
  } catch (e) {
    await finish({ state: 'failed', error_message: (e as Error).message });
  }
};

/** The workers of this process: one job at a time per queue (an encode takes a core). */
export const startVideoWorkers = async (boss: PgBoss, db: Db, registry: Registry): Promise<void> => {
  const work = (queue: string, run: (db: Db, registry: Registry, data: VideoJobData) => Promise<void>) =>
    boss.work<VideoJobData>(queue, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
      await run(db, registry, job.data);
    });
  await work(RE_CUT_QUEUE, runReCut);
  await work(RESTORE_ORIGINAL_QUEUE, runRestoreOriginal);
  for (const queue of Object.values(RE_ENCODE_QUEUES)) await work(queue, runReEncode);
};
