import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { probeSeconds, runFfmpeg, withTempDir } from './ffmpeg.ts';

/** One piece of the stitched video: a span of a source file. */
export interface Segment {
  /** Index into the sources. */
  source: number;
  startSeconds: number;
  durationSeconds: number;
}

/** The stitched video's frame: 640x360 (16:9, as the preview), 25 fps, H.264 — what every browser plays. */
const SIZE = { width: 640, height: 360 };

/**
 * Joins the segments, in order, into one MP4 (video only). A segment is cut from its source at
 * `startSeconds`; a source shorter than the recording it stands for (the demo keeps a 2-second preview clip
 * of each game video) is played in a loop, so the cut starts where the loop has reached at that second.
 * Every piece is scaled and padded to one frame size so sources of any size join.
 */
export const stitchSegments = (sources: Buffer[], segments: Segment[]): Promise<Buffer> =>
  withTempDir(async (dir) => {
    const files = sources.map((_, i) => join(dir, `source-${i}`));
    await Promise.all(sources.map((bytes, i) => writeFile(files[i], bytes)));
    const lengths = await Promise.all(files.map(probeSeconds));
    const inputs = segments.flatMap((s) => [
      ...['-stream_loop', '-1', '-ss', (s.startSeconds % lengths[s.source]).toFixed(3), '-t', String(s.durationSeconds)],
      ...['-i', files[s.source]],
    ]);
    const { width, height } = SIZE;
    const scaled = segments.map(
      (_, i) =>
        `[${i}:v]scale=${width}:${height}:force_original_aspect_ratio=decrease,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=25,setpts=PTS-STARTPTS[v${i}]`,
    );
    const joined = `${segments.map((_, i) => `[v${i}]`).join('')}concat=n=${segments.length}:v=1:a=0[out]`;
    const output = join(dir, 'stitched.mp4');
    await runFfmpeg([
      ...inputs,
      ...['-filter_complex', [...scaled, joined].join(';'), '-map', '[out]'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', output],
    ]);
    return readFile(output);
  });
