import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs ffmpeg (FFMPEG_PATH, else the one on PATH): its exit code, or an Error when it is not installed. */
export const runFfmpeg = (args: string[]): Promise<number | Error> =>
  new Promise((resolve) => {
    const ffmpeg = spawn(process.env.FFMPEG_PATH ?? 'ffmpeg', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    ffmpeg.on('error', resolve);
    ffmpeg.on('close', (c) => resolve(c ?? 1));
  });

/** How a failed run reads in a warning. */
export const ffmpegFailure = (code: number | Error): string => (code instanceof Error ? 'is not installed' : `exited with ${code}`);

/**
 * A 2-second 320x180 MP4 of ffmpeg's test pattern, made once per seed for the demo videos' preview clips.
 * Bit-exact flags keep the bytes the same from run to run. Without ffmpeg on the machine the demo has no
 * clips (a warning says so) and everything else seeds as usual.
 */
export const demoClip = async (): Promise<Buffer | null> => {
  const dir = await mkdtemp(join(tmpdir(), 'readmin-clip-'));
  const file = join(dir, 'clip.mp4');
  const args = ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x180:rate=25', '-pix_fmt', 'yuv420p', '-preset', 'ultrafast'];
  const exact = ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1', '-movflags', '+faststart', '-threads', '1', file];
  try {
    const code = await runFfmpeg([...args, ...exact]);
    if (code !== 0) {
      console.warn(`Demo video clips skipped: ffmpeg ${ffmpegFailure(code)}.`);
      return null;
    }
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
