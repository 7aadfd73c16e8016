import { hostname } from 'node:os';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Registry } from '../../../metadata/normalized.ts';
import type { Db } from '../../db/database.ts';
import { recordVersions } from '../../audit/versions.ts';
import { readAll, type ObjectStore } from '../../files/storage/objectStore.ts';
import { runReCut } from './reCutJob.ts';
import { probeSeconds, runFfmpeg, withTempDir } from './ffmpeg.ts';
import { archivedKey, isArchived, originalObject, originalUrl, sizeMb, versionKey, versionUrl } from './videoFiles.ts';
import type { Row } from '../../db/row.ts';

/** Re-cut (videosReCut, and the cut of every new game video): one job per cut attempt (reCutJob.ts). */
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
export const QUALITY_HEIGHTS: Record<string, number> = { '1080p': 1080, '720p': 720, '480p': 480, '360p': 360 };

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

/** What a video worker reads and writes: the database, the metadata (for the audit trail) and the object store. */
export interface VideoWorkerDeps {
  db: Db;
  registry: Registry;
  storage: ObjectStore;
}

/**
 * Brings an archived original back: its object moves from the store's archive shelf to its own key, its row
 * returns to the standard storage class, and the video's original is available again at its media URL. A
 * video restored meanwhile is left. Fails, with the key, when the archived file is not in storage.
 */
export const runRestoreOriginal = async ({ db, registry, storage }: VideoWorkerDeps, { id, userId }: VideoJobData): Promise<void> => {
  const video = await db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
  const object = await originalObject(db, id);
  if (!video?.original_video_archived || !object) return;
  if (isArchived(object) && !(await storage.move(archivedKey(object.key), object.key)) && (await storage.size(object.key)) === null)
    throw new Error(`The archived original of video ${id} is not in storage (${archivedKey(object.key)}).`);
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('video_objects').selectAll().where('id', '=', object.id).forUpdate().executeTakeFirstOrThrow();
    const restored = await trx
      .updateTable('video_objects')
      .set({ storage_class: 'standard', url: originalUrl(id), updated_at: sql`now()` })
      .where('id', '=', object.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, registry, 'VideoObject', userId, [{ id: object.id, before, after: restored }]);
    const videoBefore = await trx.selectFrom('videos').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
    const after = await trx
      .updateTable('videos')
      .set({ original_video_archived: false, original_video_available: true, original_video_url: originalUrl(id), updated_at: sql`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, registry, 'Video', userId, [{ id, before: videoBefore, after }]);
  });
};

/** One encoded version: its file, its length and its size. */
interface EncodedVersion {
  bytes: Buffer;
  seconds: number;
}

/**
 * Encodes `source` to H.264 at `height` with ffmpeg; `debug` draws a grid over the frames (the encoder's
 * analysis blocks), so a debug encode is told apart at a glance.
 */
export const encodeVersion = (source: Buffer, height: number, debug: boolean): Promise<EncodedVersion> =>
  withTempDir(async (dir) => {
    const input = join(dir, 'original.mp4');
    const output = join(dir, `${height}p.mp4`);
    await writeFile(input, source);
    const filters = [`scale=-2:${height}`, ...(debug ? ['drawgrid=w=iw/8:h=ih/8:t=2:c=red@0.6'] : [])];
    await runFfmpeg([
      ...['-i', input, '-vf', filters.join(','), '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
      ...['-movflags', '+faststart', '-an', output],
    ]);
    return { bytes: await readFile(output), seconds: await probeSeconds(output) };
  });

/** Sets the encoding job's state (and more), audited, in a transaction of its own. */
const updateEncodingJob = (
  { db, registry }: VideoWorkerDeps,
  jobId: number,
  userId: number | null,
  values: { state?: string; progress_percent?: number; error_message?: string | null; finished?: boolean },
  alsoInTransaction?: (trx: Db) => Promise<void>,
) =>
  db.transaction().execute(async (trx) => {
    const { finished, ...columns } = values;
    const before = await trx.selectFrom('video_encoding_jobs').selectAll().where('id', '=', jobId).forUpdate().executeTakeFirstOrThrow();
    const after = await trx
      .updateTable('video_encoding_jobs')
      .set({ ...columns, ...(finished ? { finished_at: sql`now()` } : {}), updated_at: sql`now()` })
      .where('id', '=', jobId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, registry, 'VideoEncodingJob', userId, [{ id: jobId, before, after }]);
    await alsoInTransaction?.(trx);
  });

/** Writes an encoded version's row: its media URL, length, size and footage present again. */
const saveVersion = async (trx: Db, registry: Registry, userId: number | null, videoId: number, quality: string, encoded: EncodedVersion) => {
  const values = {
    codec: 'h264',
    duration_seconds: Math.round(encoded.seconds),
    size_mb: sizeMb(encoded.bytes.length),
    footage_deleted: false,
    updated_at: sql<Date>`now()`,
  };
  const before = await trx
    .selectFrom('video_versions')
    .selectAll()
    .where('video_id', '=', videoId)
    .where('quality', '=', quality)
    .forUpdate()
    .executeTakeFirst();
  if (before) {
    const after = await trx
      .updateTable('video_versions')
      .set({ ...values, url: versionUrl(before.id) })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, registry, 'VideoVersion', userId, [{ id: before.id, before, after }]);
    return;
  }
  const created = await trx
    .insertInto('video_versions')
    .values({ ...values, video_id: videoId, quality, disabled: false })
    .returningAll()
    .executeTakeFirstOrThrow();
  const after = await trx
    .updateTable('video_versions')
    .set({ url: versionUrl(created.id) })
    .where('id', '=', created.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordVersions(trx, registry, registry.types.VideoVersion, 'create', { userId, via: 'job' }, [{ id: created.id, before: null, after }]);
};

/**
 * Runs an encoding request: its queued job goes running → completed, each quality of the video encoded from
 * its stored original into the object store (progress after each one), each version's row pointing at its
 * file; or failed with the reason in the failure's words. A request cancelled before it started only marks the
 * job cancelled.
 */
export const runReEncode = async (deps: VideoWorkerDeps, { id, userId }: VideoJobData): Promise<void> => {
  const { db, registry, storage } = deps;
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
  try {
    const videoId = request.video_id;
    const object = await originalObject(db, videoId);
    if (!object) throw new Error(`Video ${videoId} has no stored original to encode from.`);
    if (isArchived(object)) throw new Error(`The original of video ${videoId} is archived: restore it first.`);
    const stored = await storage.get(object.key);
    if (!stored) throw new Error(`The original of video ${videoId} is missing from storage (${object.key}).`);
    const source = await readAll(stored);
    const versions = await db.selectFrom('video_versions').select('quality').where('video_id', '=', videoId).orderBy('id').execute();
    const qualities = [...new Set(versions.map((v) => v.quality))].filter((q) => QUALITY_HEIGHTS[q]);
    if (!qualities.length) qualities.push('720p', '480p');
    for (const [done, quality] of qualities.entries()) {
      const encoded = await encodeVersion(source, QUALITY_HEIGHTS[quality], Boolean(request.debug));
      await storage.put(versionKey(videoId, quality), encoded.bytes, 'video/mp4');
      const percent = Math.round(((done + 1) / qualities.length) * 100);
      const last = done === qualities.length - 1;
      await updateEncodingJob(
        deps,
        job.id,
        userId,
        last ? { state: 'completed', progress_percent: 100, error_message: null, finished: true } : { progress_percent: percent },
        (trx) => saveVersion(trx, registry, userId, videoId, quality, encoded),
      );
    }
  } catch (e) {
    await updateEncodingJob(deps, job.id, userId, { state: 'failed', error_message: (e as Error).message, finished: true });
  }
};

/** The workers of this process: one job at a time per queue (an encode takes a core). */
export const startVideoWorkers = async (boss: PgBoss, deps: VideoWorkerDeps): Promise<void> => {
  const work = (queue: string, run: (deps: VideoWorkerDeps, data: VideoJobData) => Promise<void>) =>
    boss.work<VideoJobData>(queue, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
      await run(deps, job.data);
    });
  await work(RE_CUT_QUEUE, runReCut);
  await work(RESTORE_ORIGINAL_QUEUE, runRestoreOriginal);
  for (const queue of Object.values(RE_ENCODE_QUEUES)) await work(queue, runReEncode);
};
