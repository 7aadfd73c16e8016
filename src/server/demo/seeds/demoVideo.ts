import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg, withTempDir } from '../../features/media/ffmpeg.ts';
import { encodeVersion, QUALITY_HEIGHTS } from '../../features/media/videoJobs.ts';
import {
  ARCHIVED_STORAGE_CLASS,
  archivedKey,
  firstFrameJpeg,
  originalKey,
  originalUrl,
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
