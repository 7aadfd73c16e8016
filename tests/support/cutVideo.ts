import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestServer } from './testServer.ts';
import { waitUntil } from './waitUntil.ts';
import { probeVideo } from './probeVideo.ts';
import { readAll } from '../../src/server/files/storage/objectStore.ts';
import { originalKey, originalUrl, thumbnailKey } from '../../src/server/features/media/videoFiles.ts';

export interface EndedAttempt {
  id: number;
  state: string;
  recordings_count: number | null;
  error_message: string | null;
}

/** The video's newest cut attempt once its job has ended (neither pending nor cutting). */
export const endedCutAttempt = async (server: TestServer, videoId: number): Promise<EndedAttempt> => {
  const newest = async () =>
    (
      await sql<EndedAttempt>`SELECT id, state, recordings_count, error_message FROM video_cut_attempts
        WHERE video_id = ${videoId} ORDER BY id DESC LIMIT 1`.execute(server.database.db)
    ).rows[0];
  await waitUntil(`the cut of video ${videoId} ends`, async () => !['pending', 'cutting'].includes((await newest())?.state ?? 'pending'));
  return newest();
};

/**
 * Asserts that the video's cut succeeded from `recordings` recordings and wrote real files: an H.264 original
 * in storage about `seconds` long by ffprobe, a JPEG thumbnail, and the video pointing at its original.
 */
export const expectCutVideo = async (server: TestServer, videoId: number, seconds: number, recordings: number) => {
  const attempt = await endedCutAttempt(server, videoId);
  expect(attempt).toMatchObject({ state: 'succeeded', recordings_count: recordings, error_message: null });
  const original = await readAll((await server.storage.get(originalKey(videoId)))!);
  const probed = probeVideo(original);
  expect(probed.codec).toBe('h264');
  expect(Math.abs(probed.seconds - seconds)).toBeLessThanOrEqual(2);
  const thumbnail = await readAll((await server.storage.get(thumbnailKey(videoId)))!);
  expect(thumbnail.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  const video = (
    await sql<{ original_video_url: string; original_video_available: boolean; playback_url: string; duration_seconds: number }>`
      SELECT original_video_url, original_video_available, playback_url, duration_seconds FROM videos WHERE id = ${videoId}`.execute(
      server.database.db,
    )
  ).rows[0];
  expect(video).toMatchObject({ original_video_url: originalUrl(videoId), original_video_available: true, playback_url: originalUrl(videoId) });
  expect(Math.abs(video.duration_seconds - seconds)).toBeLessThanOrEqual(2);
  const objects = (
    await sql<{ kind: string; key: string; storage_class: string }>`SELECT kind, key, storage_class FROM video_objects
      WHERE video_id = ${videoId} ORDER BY kind`.execute(server.database.db)
  ).rows;
  expect(objects).toEqual([
    { kind: 'original', key: originalKey(videoId), storage_class: 'standard' },
    { kind: 'thumbnail', key: thumbnailKey(videoId), storage_class: 'standard' },
  ]);
  return { attempt, original };
};
