import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runFfmpeg } from '../media/ffmpeg.ts';

/**
 * The demo's live stream video: a 30-second loop of ffmpeg's test pattern (a moving picture with a clock)
 * and a tone, cut into 2-second H.264/AAC MPEG-TS segments, which Chromium plays through hls.js (Debian's
 * Chromium decodes H.264). Made by ffmpeg on first use into the data directory and kept there, so the demo
 * ships no video file. The playlist is written per request (demoLivePlaylist) as a live stream's sliding
 * window over the loop, so the demo stream is live for as long as the server runs.
 */
export const DEMO_HLS_SEGMENTS = 15;
export const DEMO_HLS_SEGMENT_SECONDS = 2;
/** Segments in each playlist: a player starts about three back from the newest, as HLS advises. */
const WINDOW = 6;
/** Bumped when the encoding below changes, so an older cache is not served. */
const VERSION = 'v1';

export const segmentName = (index: number): string => `seg${String(index).padStart(3, '0')}.ts`;

const encode = (dir: string): Promise<void> => {
  const seconds = String(DEMO_HLS_SEGMENTS * DEMO_HLS_SEGMENT_SECONDS);
  const frames = String(25 * DEMO_HLS_SEGMENT_SECONDS);
  // A keyframe exactly every segment, so each segment is exactly 2 seconds long and starts decodable.
  return runFfmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-t', seconds, '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p'],
    ...['-g', frames, '-keyint_min', frames, '-sc_threshold', '0', '-c:a', 'aac', '-b:a', '64k', '-threads', '1'],
    ...['-f', 'hls', '-hls_time', String(DEMO_HLS_SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', join(dir, 'seg%03d.ts'), join(dir, 'index.m3u8')],
  ]);
};

const made = new Map<string, Promise<string>>();

/**
 * The folder of the demo's segments under `baseDir`, made on first use (once per process; a second process
 * racing this one renames the same files into place). Throws when ffmpeg is missing or fails.
 */
export const demoHlsDir = (baseDir: string): Promise<string> => {
  const dir = join(baseDir, `demo-hls-${VERSION}`);
  let pending = made.get(dir);
  if (!pending) {
    pending = (async () => {
      if (existsSync(join(dir, segmentName(DEMO_HLS_SEGMENTS - 1)))) return dir;
      const work = `${dir}.tmp-${randomBytes(6).toString('hex')}`;
      await mkdir(work, { recursive: true });
      await encode(work).catch(async (err: Error) => {
        await rm(work, { recursive: true, force: true });
        throw new Error(`The demo live stream needs ffmpeg: ${err.message}`);
      });
      await mkdir(dirname(dir), { recursive: true });
      await rename(work, dir).catch(async () => rm(work, { recursive: true, force: true }));
      return dir;
    })();
    pending.catch(() => made.delete(dir));
    made.set(dir, pending);
  }
  return pending;
};

/** Where the demo keeps its segments when the server is given no data directory (tests). */
export const DEFAULT_DEMO_HLS_BASE = join(tmpdir(), 'readmin');

/**
 * The demo stream's live playlist at `nowMs`: the last WINDOW segments of an endless repetition of the
 * loop, numbered from the epoch, with a discontinuity where the loop starts over (its timestamps restart).
 * A segment's discontinuity number is how many loops came before it.
 */
export const demoLivePlaylist = (nowMs: number): string => {
  const newest = Math.floor(nowMs / 1000 / DEMO_HLS_SEGMENT_SECONDS);
  const first = newest - WINDOW + 1;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${DEMO_HLS_SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / DEMO_HLS_SEGMENTS)}`,
  ];
  for (let n = first; n <= newest; n++) {
    if (n !== first && n % DEMO_HLS_SEGMENTS === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${DEMO_HLS_SEGMENT_SECONDS.toFixed(3)},`, segmentName(n % DEMO_HLS_SEGMENTS));
  }
  return `${lines.join('\n')}\n`;
};
