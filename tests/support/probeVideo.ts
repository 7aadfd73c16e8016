import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaTools } from '../../src/server/features/media/mediaTools.ts';

/** A video file's codec, frame size and length, read back by ffprobe (not by the code under test). */
export const probeVideo = (bytes: Buffer | Uint8Array): { codec: string; width: number; height: number; seconds: number } => {
  const dir = mkdtempSync(join(tmpdir(), 'readmin-probe-'));
  try {
    const file = join(dir, 'video');
    writeFileSync(file, bytes);
    const out = execFileSync(mediaTools().ffprobe.path, [
      ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,width,height:format=duration'],
      ...['-of', 'json', file],
    ]).toString();
    const probed = JSON.parse(out) as { streams: { codec_name: string; width: number; height: number }[]; format: { duration: string } };
    const [stream] = probed.streams;
    return { codec: stream.codec_name, width: stream.width, height: stream.height, seconds: Number(probed.format.duration) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
