import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/database.ts';
import { CONSOLE_BASE } from '../../../metadata/naming.ts';
import { runFfmpeg, withTempDir } from './ffmpeg.ts';

/**
 * Where a video's files live in the object store, and where the console and the public pages load them from.
 * An archived object keeps its key under ARCHIVE_PREFIX (the store's cold shelf); restoring moves it back.
 */
export const ARCHIVE_PREFIX = 'archive/';

export const originalKey = (videoId: number): string => `videos/${videoId}/original.mp4`;
export const versionKey = (videoId: number, quality: string): string => `videos/${videoId}/${quality}.mp4`;
export const thumbnailKey = (videoId: number): string => `videos/${videoId}/thumbnail.jpg`;
export const archivedKey = (key: string): string => `${ARCHIVE_PREFIX}${key}`;
/** A court's recording as the venue server uploaded it: what cuts read their footage from. */
export const recordingKey = (recordingId: number): string => `recordings/${recordingId}.mp4`;

export const MEDIA_BASE = `${CONSOLE_BASE}/media`;
/** A stored clip or file by its Video Object row, for whoever may read the row. */
export const videoObjectUrl = (objectId: number): string => `${MEDIA_BASE}/video_objects/${objectId}`;
/** A highlight's clip, for whoever may read the highlight. */
export const eventVideoUrl = (eventVideoId: number): string => `${MEDIA_BASE}/event_videos/${eventVideoId}.mp4`;
/** The original of a video, for whoever may read the video (videoFileRoutes.ts). */
export const originalUrl = (videoId: number): string => `${MEDIA_BASE}/videos/${videoId}/original.mp4`;
/** A video's thumbnail, for whoever may read the video. */
export const thumbnailUrl = (videoId: number): string => `${MEDIA_BASE}/videos/${videoId}/thumbnail.jpg`;
/** A recording's footage, for whoever may read the recording. */
export const recordingUrl = (recordingId: number): string => `${MEDIA_BASE}/recordings/${recordingId}.mp4`;
/** An encoded version, for whoever may read the version. */
export const versionUrl = (versionId: number): string => `${MEDIA_BASE}/video_versions/${versionId}.mp4`;

/** The stored object of a video's original (the newest one), archived or not, or undefined when none was stored. */
export const originalObject = (db: Db, videoId: number) =>
  db.selectFrom('video_objects').selectAll().where('video_id', '=', videoId).where('kind', '=', 'original').orderBy('id', 'desc').executeTakeFirst();

/** The storage class of an object on the cold shelf (videosRestoreOriginalVideo brings it back). */
export const ARCHIVED_STORAGE_CLASS = 'glacier';
export const isArchived = (object: { storage_class: string }): boolean => object.storage_class === ARCHIVED_STORAGE_CLASS;

/** Megabytes with two decimals, as the size columns hold them. */
export const sizeMb = (bytes: number): number => Math.round((bytes / 1_000_000) * 100) / 100;

/** A video's first frame as a JPEG 320 pixels wide: its thumbnail. */
export const firstFrameJpeg = (video: Buffer): Promise<Buffer> =>
  withTempDir(async (dir) => {
    await writeFile(join(dir, 'in.mp4'), video);
    await runFfmpeg(['-i', join(dir, 'in.mp4'), '-frames:v', '1', '-vf', 'scale=320:-2', '-q:v', '4', join(dir, 'thumbnail.jpg')]);
    return readFile(join(dir, 'thumbnail.jpg'));
  });
