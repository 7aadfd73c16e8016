import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg, withTempDir } from '../../features/media/ffmpeg.ts';
import { encodeVersion, QUALITY_HEIGHTS } from '../../features/media/videoJobs.ts';
import { AVAILABLE_RECORDING_STATES } from '../../features/media/computed/gameSpan.ts';
import {
  ARCHIVED_STORAGE_CLASS,
  archivedKey,
  firstFrameJpeg,
  originalKey,
  originalUrl,
  recordingKey,
  recordingUrl,
  sizeMb,
  thumbnailKey,
  thumbnailUrl,
  versionKey,
  versionUrl,
} from '../../features/media/videoFiles.ts';
import type { ObjectStore } from '../../files/storage/objectStore.ts';
import type { Db } from '../../db/database.ts';

/**
 * A 2-second 320x180 MP4 of ffmpeg's test pattern, made once per seed for the demo videos' preview clips.
 * Bit-exact flags keep the bytes the same from run to run. Without ffmpeg on the machine the demo has no
 * clips (a warning says so) and everything else seeds as usual.
 */
export const demoClip = (): Promise<Buffer | null> =>
  withTempDir(async (dir) => {
    const file = join(dir, 'clip.mp4');
    const args = ['-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x180:rate=25', '-pix_fmt', 'yuv420p', '-preset', 'ultrafast'];
    const exact = ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1', '-movflags', '+faststart', '-threads', '1', file];
    try {
      await runFfmpeg([...args, ...exact]);
    } catch (e) {
      console.warn(`Demo video clips skipped: ${(e as Error).message}`);
      return null;
    }
    return readFile(file);
  });

/** The demo's stand-in files of every game video: its original, each encoded quality and a thumbnail. */
export interface DemoVideoFiles {
  original: Buffer;
  versions: Record<string, { bytes: Buffer; seconds: number }>;
  thumbnail: Buffer;
}

/**
 * Encodes the demo clip once per quality (every demo video shares the same pictures) and draws its thumbnail,
 * with the same ffmpeg the video pipeline uses, so each demo version is a real file of its quality.
 */
export const demoVideoFiles = async (clip: Buffer, qualities: string[]): Promise<DemoVideoFiles> => {
  const versions: DemoVideoFiles['versions'] = {};
  for (const quality of qualities) versions[quality] = await encodeVersion(clip, QUALITY_HEIGHTS[quality], false);
  return { original: clip, versions, thumbnail: await firstFrameJpeg(clip) };
};

/**
 * Puts a demo video's files in the object store with the rows that name them: the original (on the archive
 * shelf when the video is archived), the thumbnail, and each quality's version (an archived video's lowest
 * quality has had its footage deleted). The video then points at them.
 */
export const storeDemoFiles = async (
  db: Db,
  storage: ObjectStore,
  videoId: number,
  files: DemoVideoFiles,
  opts: { archived: boolean; qualities: string[]; disabledQuality: string | null },
): Promise<void> => {
  const original = originalKey(videoId);
  await storage.put(opts.archived ? archivedKey(original) : original, files.original, 'video/mp4');
  await storage.put(thumbnailKey(videoId), files.thumbnail, 'image/jpeg');
  const object = { video_id: videoId, bucket: storage.bucket };
  await db
    .insertInto('video_objects')
    .values([
      {
        ...object,
        kind: 'original',
        key: original,
        content_type: 'video/mp4',
        size_mb: sizeMb(files.original.length),
        storage_class: opts.archived ? ARCHIVED_STORAGE_CLASS : 'standard',
        url: opts.archived ? null : originalUrl(videoId),
      },
      {
        ...object,
        kind: 'thumbnail',
        key: thumbnailKey(videoId),
        content_type: 'image/jpeg',
        size_mb: sizeMb(files.thumbnail.length),
        storage_class: 'standard',
        url: thumbnailUrl(videoId),
      },
    ])
    .execute();
  let playback: string | null = null;
  for (const quality of opts.qualities) {
    const encoded = files.versions[quality];
    const deleted = opts.archived && quality === opts.qualities.at(-1);
    if (!deleted) await storage.put(versionKey(videoId, quality), encoded.bytes, 'video/mp4');
    const { id } = await db
      .insertInto('video_versions')
      .values({
        video_id: videoId,
        quality,
        codec: 'h264',
        thumbnail_url: thumbnailUrl(videoId),
        duration_seconds: Math.round(encoded.seconds),
        size_mb: sizeMb(encoded.bytes.length),
        disabled: quality === opts.disabledQuality,
        footage_deleted: deleted,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('video_versions')
      .set({ url: versionUrl(id) })
      .where('id', '=', id)
      .execute();
    if (quality === '720p') playback = versionUrl(id);
  }
  await db
    .updateTable('videos')
    .set({
      original_video_url: opts.archived ? null : originalUrl(videoId),
      original_video_available: !opts.archived,
      thumbnail_url: thumbnailUrl(videoId),
      playback_url: playback,
    })
    .where('id', '=', videoId)
    .execute();
};

/** Bit-exact, so a seed writes the same bytes every time. */
const EXACT = ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1', '-movflags', '+faststart', '-threads', '1'];

/**
 * Stand-in footage `seconds` long for each length asked: colour bars with a box crossing them once a second,
 * at one frame a second, 160x90, a keyframe every 10 minutes, so hours of it weigh a few hundred kilobytes and
 * render in well under a second. The longest is rendered; the others are its beginning, copied without
 * re-encoding.
 */
const demoFootage = (lengths: number[]): Promise<Map<number, Buffer>> =>
  withTempDir(async (dir) => {
    const longest = join(dir, 'longest.mp4');
    const max = Math.max(...lengths);
    await runFfmpeg([
      ...['-f', 'lavfi', '-i', `smptebars=size=160x90:rate=1:duration=${max}`, '-vf', "drawbox=x='mod(t,144)':y=70:w=16:h=12:color=white:t=fill"],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '600', '-pix_fmt', 'yuv420p', ...EXACT, longest],
    ]);
    const files = new Map<number, Buffer>();
    for (const seconds of lengths) {
      const file = join(dir, `${seconds}.mp4`);
      if (seconds !== max) await runFfmpeg(['-i', longest, '-t', String(seconds), '-c', 'copy', ...EXACT, file]);
      files.set(seconds, await readFile(seconds === max ? longest : file));
    }
    return files;
  });

/**
 * The demo's uploaded and archived recordings get their files, as a venue server would have uploaded them:
 * in the object store at recordingKey (the standard shelf: an archived recording is still cut from), each as
 * long as the recording, its row pointing at its media URL. So Re-Cut, Cut New Footage, Add Game Manually and
 * Add Missing Game cut real footage in the demo. Without ffmpeg the recordings have no files (a warning says
 * so, and a cut fails naming the missing file).
 */
export const storeDemoRecordingFiles = async (db: Db, storage: ObjectStore): Promise<void> => {
  const recordings = await db
    .selectFrom('recordings')
    .select(['id', 'started_at', 'finished_at'])
    .where('state', 'in', [...AVAILABLE_RECORDING_STATES])
    .where('finished_at', 'is not', null)
    .orderBy('id')
    .execute();
  const lengthOf = (r: (typeof recordings)[number]) => Math.max(1, Math.round((r.finished_at!.getTime() - r.started_at.getTime()) / 1000));
  let footage: Map<number, Buffer>;
  try {
    footage = await demoFootage([...new Set(recordings.map(lengthOf))]);
  } catch (e) {
    console.warn(`Demo recording files skipped: ${(e as Error).message}`);
    return;
  }
  for (const recording of recordings) {
    const bytes = footage.get(lengthOf(recording))!;
    await storage.put(recordingKey(recording.id), bytes, 'video/mp4');
    await db
      .updateTable('recordings')
      .set({ url: recordingUrl(recording.id), size_mb: sizeMb(bytes.length), duration_seconds: lengthOf(recording) })
      .where('id', '=', recording.id)
      .execute();
  }
};
