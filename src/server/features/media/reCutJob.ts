import { sql } from 'kysely';
import type { Registry } from '../../../metadata/normalized.ts';
import type { Db } from '../../db/database.ts';
import type { Row } from '../../db/row.ts';
import { recordVersions } from '../../audit/versions.ts';
import type { ObjectStore } from '../../files/storage/objectStore.ts';
import { overlappingRecordings, RECORDINGS_NOT_AVAILABLE } from './footage.ts';
import { cutFootage, footageSegments, type CutVideo } from './videoCut.ts';
import { archivedKey, isArchived, originalKey, originalUrl, sizeMb, thumbnailKey, thumbnailUrl } from './videoFiles.ts';

/** What the re-cut worker reads and writes. */
export interface ReCutDeps {
  db: Db;
  registry: Registry;
  storage: ObjectStore;
}

type Actor = { userId: number | null };

const audit = (
  trx: Db,
  registry: Registry,
  typename: string,
  { userId }: Actor,
  event: 'create' | 'update',
  id: number,
  before: Row | null,
  after: Row,
) => recordVersions(trx, registry, registry.types[typename], event, { userId, via: 'job' }, [{ id, before, after }]);

/** The video's newest object of `kind` now names `values` (written if it had none), audited. */
type ObjectValues = { key: string; content_type: string; size_mb: number; url: string };

const saveObject = async (trx: Db, deps: ReCutDeps, actor: Actor, videoId: number, kind: string, values: ObjectValues) => {
  const before = await trx
    .selectFrom('video_objects')
    .selectAll()
    .where('video_id', '=', videoId)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .forUpdate()
    .executeTakeFirst();
  const row = { ...values, bucket: deps.storage.bucket, storage_class: 'standard', updated_at: sql<Date>`now()` };
  if (before) {
    const after = await trx.updateTable('video_objects').set(row).where('id', '=', before.id).returningAll().executeTakeFirstOrThrow();
    await audit(trx, deps.registry, 'VideoObject', actor, 'update', before.id, before, after);
    return before;
  }
  const after = await trx
    .insertInto('video_objects')
    .values({ ...row, video_id: videoId, kind })
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(trx, deps.registry, 'VideoObject', actor, 'create', after.id, null, after);
  return null;
};

/** Ends the attempt, audited: succeeded or failed (with the failure's words), with how many recordings it cut from. */
const finishAttempt = async (
  trx: Db,
  deps: ReCutDeps,
  actor: Actor,
  id: number,
  values: { state: string; error_message?: string; recordings_count: number },
) => {
  const before = await trx.selectFrom('video_cut_attempts').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
  const after = await trx
    .updateTable('video_cut_attempts')
    .set({ ...values, finished_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(trx, deps.registry, 'VideoCutAttempt', actor, 'update', id, before, after);
};

/**
 * The cut's files are the video's original and thumbnail (the original back on the standard shelf if it was
 * archived); the video plays its new original (playbackUrl) until a re-encode makes versions of it, its
 * length is the cut's, and the recordings cut from list it.
 */
const saveCut = async (trx: Db, deps: ReCutDeps, actor: Actor, videoId: number, cut: CutVideo, recordingIds: number[]) => {
  const previous = await saveObject(trx, deps, actor, videoId, 'original', {
    key: originalKey(videoId),
    content_type: 'video/mp4',
    size_mb: sizeMb(cut.bytes.length),
    url: originalUrl(videoId),
  });
  await saveObject(trx, deps, actor, videoId, 'thumbnail', {
    key: thumbnailKey(videoId),
    content_type: 'image/jpeg',
    size_mb: sizeMb(cut.thumbnail.length),
    url: thumbnailUrl(videoId),
  });
  const video = await trx.selectFrom('videos').selectAll().where('id', '=', videoId).forUpdate().executeTakeFirstOrThrow();
  const after = await trx
    .updateTable('videos')
    .set({
      original_video_available: true,
      original_video_archived: false,
      original_video_url: originalUrl(videoId),
      thumbnail_url: thumbnailUrl(videoId),
      playback_url: originalUrl(videoId),
      duration_seconds: Math.round(cut.seconds),
      updated_at: sql`now()`,
    })
    .where('id', '=', videoId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(trx, deps.registry, 'Video', actor, 'update', videoId, video, after);
  const recordings = await trx.selectFrom('recordings').selectAll().where('id', 'in', recordingIds).forUpdate().execute();
  for (const recording of recordings) {
    if (recording.video_ids.includes(videoId)) continue;
    const linked = await trx
      .updateTable('recordings')
      .set({ video_ids: [...recording.video_ids, videoId], updated_at: sql`now()` })
      .where('id', '=', recording.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, deps.registry, 'Recording', actor, 'update', recording.id, recording, linked);
  }
  return previous && isArchived(previous) ? archivedKey(previous.key) : null;
};

/**
 * Runs a cut attempt (videosReCut, Cut New Footage, Add Game Manually, Add Missing Game): pending → cutting →
 * succeeded, the court's uploaded or archived recordings overlapping its cut times cut with ffmpeg into the
 * video's new original; or failed, saying why in the failure's words ('Recordings not available…', a
 * recording's file missing from storage with its key, ffmpeg's reason). An attempt found cutting is one whose
 * worker died: it is cut again.
 */
export const runReCut = async (deps: ReCutDeps, { id, userId }: { id: number; userId: number | null }): Promise<void> => {
  const { db, registry, storage } = deps;
  const actor = { userId };
  const attempt = await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('video_cut_attempts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before || !['pending', 'cutting'].includes(before.state)) return null;
    const after = await trx
      .updateTable('video_cut_attempts')
      .set({ state: 'cutting', started_at: sql`now()`, finished_at: null, error_message: null, updated_at: sql`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, registry, 'VideoCutAttempt', actor, 'update', id, before, after);
    return after;
  });
  if (!attempt) return;
  let recordingsCount = 0;
  try {
    const video = await db.selectFrom('videos').select(['id', 'court_id']).where('id', '=', attempt.video_id).executeTakeFirstOrThrow();
    const recordings = await overlappingRecordings(db, video.court_id, attempt.cut_start_time, attempt.cut_end_time);
    const segments = footageSegments(recordings, attempt.cut_start_time, attempt.cut_end_time);
    recordingsCount = segments.length;
    if (!segments.length) throw new Error(RECORDINGS_NOT_AVAILABLE);
    const cut = await cutFootage(storage, segments);
    // The files first, then the rows that name them (a store write is not part of the transaction).
    await storage.put(originalKey(video.id), cut.bytes, 'video/mp4');
    await storage.put(thumbnailKey(video.id), cut.thumbnail, 'image/jpeg');
    const stale = await db.transaction().execute(async (trx) => {
      const archived = await saveCut(trx, deps, actor, video.id, cut, [...new Set(segments.map((s) => s.recording.id))]);
      await finishAttempt(trx, deps, actor, id, { state: 'succeeded', recordings_count: recordingsCount });
      return archived;
    });
    // The archived copy of the original this cut replaced.
    if (stale) await storage.delete([stale]);
  } catch (e) {
    await db
      .transaction()
      .execute((trx) =>
        finishAttempt(trx, deps, actor, id, { state: 'failed', error_message: (e as Error).message, recordings_count: recordingsCount }),
      );
  }
};
