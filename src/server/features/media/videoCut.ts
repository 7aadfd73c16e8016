import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Selectable } from 'kysely';
import type { RecordingRow } from '../../../generated/database.ts';
import type { ObjectStore } from '../../files/storage/objectStore.ts';
import { probeSeconds, runFfmpeg, withTempDir } from './ffmpeg.ts';
import { firstFrameJpeg, recordingKey } from './videoFiles.ts';

/** The part of one recording a cut takes: seconds from the recording's start, and how many. */
export interface FootageSegment {
  recording: Selectable<RecordingRow>;
  offsetSeconds: number;
  seconds: number;
}

/**
 * What each recording contributes to the footage between start and end: from the later of its start and the
 * cut's start, to the earlier of its finish and the cut's end. Overlapping recordings (a camera restarted
 * mid-game) each give only what the one before them did not. A gap between recordings stays a gap: the cut
 * joins the footage there is, so its video is shorter than the span by the gap.
 */
export const footageSegments = (recordings: Selectable<RecordingRow>[], start: Date, end: Date): FootageSegment[] => {
  const segments: FootageSegment[] = [];
  let covered = start.getTime();
  for (const recording of [...recordings].sort((a, b) => a.started_at.getTime() - b.started_at.getTime())) {
    const from = Math.max(covered, recording.started_at.getTime());
    const finish = recording.finished_at ?? new Date(recording.started_at.getTime() + (recording.duration_seconds ?? 0) * 1000);
    const to = Math.min(end.getTime(), finish.getTime());
    if (to <= from) continue;
    segments.push({ recording, offsetSeconds: (from - recording.started_at.getTime()) / 1000, seconds: (to - from) / 1000 });
    covered = to;
  }
  return segments;
};

/** A cut of game-length footage takes minutes; the re-cut job itself expires after an hour. */
const CUT_TIMEOUT_MS = 55 * 60_000;

/** A cut video: its MP4, its length by ffprobe and its first frame. */
export interface CutVideo {
  bytes: Buffer;
  seconds: number;
  thumbnail: Buffer;
}

/**
 * Cuts each segment out of its recording's stored file and joins them, in order, into one H.264 MP4 (video
 * only: the courts' cameras record no sound worth keeping), with ffmpeg's concat filter, so recordings
 * need not start on a keyframe or share a frame rate; they must share a frame size (one camera). Fails
 * naming the recording and its key when a file is not in storage, or with ffmpeg's own reason.
 */
export const cutFootage = (storage: ObjectStore, segments: FootageSegment[]): Promise<CutVideo> =>
  withTempDir(async (dir) => {
    const inputs: string[] = [];
    for (const [i, { recording, offsetSeconds, seconds }] of segments.entries()) {
      const key = recordingKey(recording.id);
      const stored = await storage.get(key);
      if (!stored) throw new Error(`Recording ${recording.id}'s file is missing from storage (${key}).`);
      const file = join(dir, `recording-${i}.mp4`);
      await pipeline(stored.body, createWriteStream(file));
      inputs.push('-ss', offsetSeconds.toFixed(3), '-t', seconds.toFixed(3), '-i', file);
    }
    const output = join(dir, 'cut.mp4');
    const joined = `${segments.map((_, i) => `[${i}:v:0]setsar=1[s${i}]`).join(';')};${segments.map((_, i) => `[s${i}]`).join('')}concat=n=${segments.length}:v=1:a=0[v]`;
    await runFfmpeg(
      [
        ...inputs,
        ...['-filter_complex', joined, '-map', '[v]', '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
        ...['-movflags', '+faststart', '-an', output],
      ],
      CUT_TIMEOUT_MS,
    );
    const bytes = await readFile(output);
    return { bytes, seconds: await probeSeconds(output), thumbnail: await firstFrameJpeg(bytes) };
  });
