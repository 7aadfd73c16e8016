import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaTools } from './mediaTools.ts';

/** A stitch or a frame of short clips takes a second or two; anything this long is stuck. */
const TIMEOUT_MS = 120_000;

/**
 * Runs ffmpeg with `args`; rejects with the last lines of its error output (what it says went wrong),
 * or with 'ffmpeg is not installed' when there is no binary, so an operation's error names the cause.
 * A job working through hours of footage gives a longer `timeoutMs`.
 */
export const runFfmpeg = (args: string[], timeoutMs = TIMEOUT_MS): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(mediaTools().ffmpeg.path, ['-v', 'error', '-nostdin', '-y', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(new Error(err.code === 'ENOENT' ? 'ffmpeg is not installed on the server.' : `ffmpeg could not start: ${err.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg failed (${signal ?? `exit ${code}`}): ${stderr.trim().split('\n').slice(-3).join(' ')}`));
    });
  });

/** A media file's length in seconds, by ffprobe. */
export const probeSeconds = (file: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const child = spawn(mediaTools().ffprobe.path, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = Number(out.trim());
      if (code === 0 && seconds > 0) resolve(seconds);
      else reject(new Error(`ffprobe could not read the length of a source video (exit ${code}).`));
    });
  });

/** Runs `work` in a fresh temporary folder, removed afterwards whatever happens. */
export const withTempDir = async <T>(work: (dir: string) => Promise<T>): Promise<T> => {
  const dir = await mkdtemp(join(tmpdir(), 'readmin-media-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
