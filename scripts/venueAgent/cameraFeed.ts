import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaTools } from '../../src/server/features/media/mediaTools.ts';

/**
 * What the agent's cameras see: ffmpeg's test pattern (testsrc2) with the camera's name and the time drawn
 * on it, where the ffmpeg build can draw text (drawtext, with a font fontconfig finds); else the bare pattern.
 * The project's ffmpeg: the machine's, else the npm package's (mediaTools.ts).
 */

const runFfmpeg = (args: string[], timeoutMs: number): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(mediaTools().ffmpeg.path, ['-v', 'error', '-nostdin', '-y', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (err) => (clearTimeout(timer), reject(new Error(`ffmpeg could not start: ${err.message}`))));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg failed (${signal ?? `exit ${code}`}): ${stderr.trim().split('\n').slice(-2).join(' ')}`));
    });
  });

const withTempDir = async <T>(work: (dir: string) => Promise<T>): Promise<T> => {
  const dir = await mkdtemp(join(tmpdir(), 'venue-agent-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** Whether drawing text worked last time: once it has failed, the agent draws the bare pattern without trying again. */
let canDrawText = true;

/**
 * Runs ffmpeg with the label drawn (a text file, so nothing in it needs escaping; `%{gmtime}` in it is the
 * frame's wall-clock time), falling back to no label when this ffmpeg cannot draw text.
 */
const withLabel = async (dir: string, label: string, run: (filter: string) => Promise<void>): Promise<void> => {
  if (canDrawText) {
    const file = join(dir, 'label.txt');
    await writeFile(file, label);
    try {
      return await run(`drawtext=textfile=${file}:fontsize=h/18:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=12:x=24:y=24:line_spacing=8`);
    } catch {
      canDrawText = false;
    }
  }
  await run('null');
};

/** drawtext's text: `%` is its expansion mark, so a literal one is doubled. */
const literal = (text: string) => text.replace(/%/g, '%%');

const utcTime = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** A 1280×720 JPEG of the camera's view: the pattern, the camera's name and the time it was taken. */
export const renderSnapshot = (cameraId: string, at: Date): Promise<Buffer> =>
  withTempDir(async (dir) => {
    const out = join(dir, 'snapshot.jpg');
    await withLabel(dir, `${literal(cameraId)}\n${utcTime(at)}`, (filter) =>
      runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=1', '-frames:v', '1', '-vf', filter, '-q:v', '4', out], 30_000),
    );
    return readFile(out);
  });

/**
 * `seconds` of the camera filming the court, recorded in real time (-re) as a camera would, to an H.264 MP4
 * whose index is at its start (+faststart), as a venue server uploads it.
 */
export const recordClip = (cameraId: string, courtName: string, seconds: number): Promise<Buffer> =>
  withTempDir(async (dir) => {
    const out = join(dir, 'recording.mp4');
    await withLabel(dir, `${literal(`${cameraId} · ${courtName}`)}\n%{gmtime} UTC`, (filter) =>
      runFfmpeg(
        [
          ...['-re', '-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=25`, '-t', String(seconds), '-vf', filter],
          ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', out],
        ],
        (seconds + 60) * 1000,
      ),
    );
    return readFile(out);
  });
