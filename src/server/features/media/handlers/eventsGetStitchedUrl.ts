import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { blobBytes, insertBlob } from '../../../files/blobs.ts';
import { fileUrl, isStoredRef, type StoredFileRef } from '../../../files/storedFile.ts';
import { readAll, type ObjectStore } from '../../../files/storage/objectStore.ts';
import type { Db } from '../../../db/database.ts';
import { isArchived, originalObject } from '../videoFiles.ts';
import { invalidInput } from '../../../errors.ts';
import { stitchSegments, type Segment } from '../stitch.ts';
import { videoBlockedSql } from '../videoBlock.ts';
import { auditRows } from '../../../operations/auditRows.ts';
import type { OperationHandler } from '../../../context.ts';
import type { Row } from '../../../db/row.ts';

/** No highlight is longer than this; a longer span is a data error, and is cut short rather than stitched for minutes. */
const MAX_SEGMENT_SECONDS = 120;

/** What a highlight's clip says of where it is in the game's video. */
type EventClip = { event_id: number; state: string; start_seconds: number | null; duration_seconds: number | null };

/**
 * Where each highlight is in its game's video: its landscape clip's span (a completed one first), else the
 * highlight's own place (videoSeconds, durationSeconds). Null when it has none, or it lies past the video.
 */
const spanOf = (event: Row, clips: EventClip[], videoSeconds: number | null): { start: number; duration: number } | null => {
  const own = clips.filter((c) => c.event_id === event.id).sort((a, b) => Number(b.state === 'completed') - Number(a.state === 'completed'))[0];
  const start = (own?.start_seconds ?? event.video_seconds) as number | null;
  const length = (own?.duration_seconds ?? event.duration_seconds) as number | null;
  if (start === null || start < 0 || !length || length <= 0) return null;
  if (videoSeconds !== null && start >= videoSeconds) return null;
  return { start, duration: Math.min(length, MAX_SEGMENT_SECONDS, videoSeconds === null ? Infinity : videoSeconds - start) };
};

type GameVideo = { id: number; clip: unknown };

/**
 * The footage a game video's highlights are cut from: its original in the object store (not on the archive
 * shelf), else its preview clip (a video whose original was never stored or is archived), else null. Keyed
 * so two highlights of one video read it once.
 */
const footageOf = async (trx: Db, storage: ObjectStore, video: GameVideo): Promise<{ key: string; read: () => Promise<Buffer | null> } | null> => {
  const original = await originalObject(trx, video.id);
  const store = storage.inTransaction(trx);
  if (original && !isArchived(original) && (await store.size(original.key)) !== null)
    return { key: `original:${original.key}`, read: async () => store.get(original.key).then((o) => (o ? readAll(o) : null)) };
  if (isStoredRef(video.clip)) {
    const { blobId } = video.clip;
    return { key: `clip:${blobId}`, read: () => blobBytes(trx, storage, blobId) };
  }
  return null;
};

/**
 * eventsGetStitchedUrl (spec 001 §2 "Download Video", §7, §8): the selected highlights, in the order they
 * happened, cut from their games' video (the game's first enabled Video with footage: its stored original,
 * else its clip) and joined by ffmpeg into one MP4, kept in the object store as the file of a Stitched Video
 * of the organisation (so the file route serves it by the usual read rules) and answered as its URL.
 * Highlights without video are left out; when none has any the answer is no URL, and the console says
 * 'There is no video to download.'
 */
const eventsGetStitchedUrl: OperationHandler = async (run) => {
  const { trx, rows, ctx } = run;
  const gameIds = [...new Set(rows.map((e) => e.game_id as number))];
  const games = await trx.selectFrom('games').select(['id', 'org_id']).where('id', 'in', gameIds).execute();
  const orgIds = [...new Set(games.map((g) => g.org_id))];
  if (orgIds.length > 1)
    throw invalidInput([
      { field: 'eventIds', message: "The selected highlights belong to more than one organisation: download each organisation's separately." },
    ]);
  const videos = await trx
    .selectFrom('videos')
    .select(['id', 'game_id', 'clip', 'duration_seconds'])
    .where('game_id', 'in', gameIds)
    .where((eb) => eb.or([eb('disabled', 'is', null), eb('disabled', '=', false)]))
    // Not one its organisation's Video Block covers (media/videoBlock.ts).
    .where(({ not }) => not(videoBlockedSql(sql.ref('videos.id'))))
    .orderBy('id')
    .execute();
  const clips = await trx
    .selectFrom('event_videos')
    .select(['event_id', 'state', 'start_seconds', 'duration_seconds'])
    .where(
      'event_id',
      'in',
      rows.map((e) => e.id),
    )
    .where('format', '=', 'landscape')
    .execute();

  const footage = new Map<number, Awaited<ReturnType<typeof footageOf>>>();
  for (const video of videos) footage.set(video.id, await footageOf(trx, ctx.storage, video));
  const sources: { key: string; bytes: Buffer }[] = [];
  const segments: Segment[] = [];
  const included: number[] = [];
  const inOrder = [...rows].sort((a, b) => new Date(a.occurred_at as string).getTime() - new Date(b.occurred_at as string).getTime() || a.id - b.id);
  for (const event of inOrder) {
    const video = videos.find((v) => v.game_id === event.game_id && footage.get(v.id));
    const span = video && spanOf(event, clips, video.duration_seconds ?? null);
    if (!video || !span) continue;
    const { key, read } = footage.get(video.id)!;
    let source = sources.findIndex((s) => s.key === key);
    if (source < 0) {
      const bytes = await read();
      if (!bytes) continue;
      source = sources.push({ key, bytes }) - 1;
    }
    segments.push({ source, startSeconds: span.start, durationSeconds: span.duration });
    included.push(event.id);
  }
  if (!segments.length) return null;

  const bytes = await stitchSegments(
    sources.map((s) => s.bytes),
    segments,
  );
  const blobId = randomUUID();
  const file: StoredFileRef = { blobId, name: `highlights-${included.length}.mp4`, size: bytes.length, type: 'video/mp4' };
  const duration = Math.round(segments.reduce((sum, s) => sum + s.durationSeconds, 0));
  const created = await trx
    .insertInto('stitched_videos')
    .values({ org_id: orgIds[0], event_ids: included, video: file, duration_seconds: duration })
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertBlob(trx, ctx.storage, blobId, { typename: 'StitchedVideo', recordId: created.id, field: 'video' }, 'video/mp4', bytes);
  await auditRows(run, 'StitchedVideo', 'create', [{ id: created.id, before: null, after: created }]);
  return fileUrl(file);
};

export default eventsGetStitchedUrl;
