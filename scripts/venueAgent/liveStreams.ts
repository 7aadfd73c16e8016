import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaTools } from '../../src/server/features/media/mediaTools.ts';
import {
  LIVE_STREAM_API_LIMITS,
  VENUE_API_LIVE_STREAMS,
  venueApiLiveStreamEncoding,
  venueApiLiveStreamHls,
  venueApiLiveStreamLog,
  type HlsUploadAnswer,
  type LiveStreamLogLevel,
  type LiveStreamsAnswer,
  type VenueLiveStream,
} from '../../src/shared/venueServerApi.ts';
import type { AgentOptions } from './agent.ts';

/**
 * The agent's live streams: every pollSeconds it asks which streams its server is to send, and for each one due
 * encodes ffmpeg's test pattern (the agent has no camera feed) into HLS in a temp folder, uploading each new
 * segment and then the playlist as ffmpeg writes them, until the stream's finish or the agent stops. Each RTMP
 * output gets its own ffmpeg push, whose outcome (connected, or ffmpeg's own words for the failure) goes to the
 * stream's Log tab. YouTube and Facebook outputs are reported as the destinations they are: their broadcasts are
 * made by the platform's adapters, which give a real server the ingestion address; the agent is given none and
 * says so.
 */

/** A refusal of the API: its status and reason. */
class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const api = async <T>(options: AgentOptions, path: string, init: { method?: string; json?: unknown; bytes?: Buffer; type?: string } = {}) => {
  const address = new URL(path, options.url);
  const headers: Record<string, string> = { authorization: `Bearer ${options.credential}` };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  if (init.type) headers['content-type'] = init.type;
  const res = await fetch(address, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.bytes && new Uint8Array(init.bytes),
  }).catch((err: Error) => {
    throw new Error(`cannot reach ${address.origin}: ${(err.cause as Error | undefined)?.message ?? err.message}`);
  });
  const answer = (await res.json().catch(() => ({}))) as { error?: string };
  if (!res.ok) throw new ApiRefusal(res.status, `${path}: ${res.status} ${answer.error ?? res.statusText}`);
  return answer as T;
};

const SIZES = { '720p': '1280x720', '1080p': '1920x1080' } as const;
const BITRATES = { '720p': '2500k', '1080p': '4500k' } as const;
/** Seconds per HLS segment, and how many the live playlist names. */
const SEGMENT_SECONDS = 2;
const PLAYLIST_SEGMENTS = 6;

/** The test pattern (and a tone where the stream has sound), encoded as a live H.264/AAC stream at the stream's quality. */
const patternArgs = (stream: VenueLiveStream): string[] => [
  '-re',
  '-f',
  'lavfi',
  '-i',
  `testsrc2=size=${SIZES[stream.outputResolution] ?? SIZES['720p']}:rate=25`,
  ...(stream.audioEnabled ? ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'] : []),
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-tune',
  'zerolatency',
  '-pix_fmt',
  'yuv420p',
  '-b:v',
  BITRATES[stream.outputResolution] ?? BITRATES['720p'],
  // A keyframe every segment, so each segment starts one.
  '-g',
  String(25 * SEGMENT_SECONDS),
  '-keyint_min',
  String(25 * SEGMENT_SECONDS),
  '-sc_threshold',
  '0',
  ...(stream.audioEnabled ? ['-c:a', 'aac', '-b:a', '96k'] : []),
];

/** An ffmpeg run the sender can stop: it exits cleanly on SIGINT (an HLS playlist then gets its ENDLIST). */
interface Encoder {
  child: ChildProcess;
  exited: Promise<{ code: number | null; stderr: string }>;
}

const startFfmpeg = (args: string[], onStdout?: (text: string) => void): Encoder => {
  const child = spawn(mediaTools().ffmpeg.path, ['-v', 'error', '-nostdin', '-y', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  child.stdout!.on('data', (chunk: Buffer) => onStdout?.(chunk.toString()));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) => {
    child.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ code: -1, stderr: err.code === 'ENOENT' ? 'ffmpeg is not installed on this machine.' : `ffmpeg could not start: ${err.message}` }),
    );
    child.on('close', (code) => resolve({ code, stderr }));
  });
  return { child, exited };
};

const stopFfmpeg = async (encoder: Encoder | undefined): Promise<void> => {
  if (!encoder) return;
  if (encoder.child.exitCode === null && encoder.child.signalCode === null) encoder.child.kill('SIGINT');
  const killer = setTimeout(() => encoder.child.kill('SIGKILL'), 5000);
  await encoder.exited;
  clearTimeout(killer);
};

const lastLines = (stderr: string) => stderr.trim().split('\n').slice(-3).join(' ') || 'no message';

/** An RTMP URL without its stream key (its last path segment), for the log. */
export const withoutKey = (rtmpUrl: string): string => rtmpUrl.replace(/\/[^/]*$/, '/…');

/** Resolves after `ms`, or at once when `stop` aborts (its listener removed either way). */
const wait = (ms: number, stop: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (stop.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      stop.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    stop.addEventListener('abort', done, { once: true });
  });

/** Resolves when the encoder exits or `stop` aborts, whichever is first. */
const exitOrAbort = (encoder: Encoder, stop: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stop.removeEventListener('abort', done);
      resolve();
    };
    stop.addEventListener('abort', done, { once: true });
    void encoder.exited.then(done);
  });

/**
 * Whether a playlist read is whole: this ffmpeg rewrites it in place (no temp file and rename for a plain file), so
 * a read can catch it half written. A whole one ends its last line, and that line is a segment or the ENDLIST.
 */
export const wholePlaylist = (text: string): boolean => {
  if (!text.startsWith('#EXTM3U') || !text.endsWith('\n')) return false;
  const last = text.trimEnd().split('\n').pop()!.trim();
  return last === '#EXT-X-ENDLIST' || /^[A-Za-z0-9_-]+\.ts$/.test(last);
};

/** One due stream as the agent sends it: its HLS encoder and uploader, its RTMP pushes, and its log. */
class StreamSender {
  private readonly stop = new AbortController();
  private readonly done: Promise<void>;
  private stopReason = 'the stream reached its finish';

  constructor(
    private readonly options: AgentOptions,
    private stream: VenueLiveStream,
  ) {
    this.done = this.run();
  }

  /** A newer answer for the stream: its finish may have moved. */
  update(stream: VenueLiveStream) {
    this.stream = stream;
  }

  finish(reason: string): Promise<void> {
    if (!this.stop.signal.aborted) {
      this.stopReason = reason;
      this.stop.abort();
    }
    return this.done;
  }

  private async report(level: LiveStreamLogLevel, message: string) {
    (this.options.log ?? (() => {}))(`live stream ${this.stream.id}: ${message}`);
    // ffmpeg's words can be long: the log takes a line up to its limit.
    const line = message.length > LIVE_STREAM_API_LIMITS.logMessage ? `${message.slice(0, LIVE_STREAM_API_LIMITS.logMessage - 1)}…` : message;
    await api(this.options, venueApiLiveStreamLog(this.stream.id), { json: { entries: [{ level, message: line }] } }).catch((err: Error) =>
      (this.options.log ?? (() => {}))(`live stream ${this.stream.id}: could not report to its log: ${err.message}`),
    );
  }

  /** A span of the HLS encoder, for the stream's Encoding Timeline tab: posted as it starts, and again as it ends. */
  private async reportSpan(pid: number | undefined, startedAt: Date, endedAt?: Date) {
    if (!pid) return;
    const span = { pid, startedAt: startedAt.toISOString(), endedAt: endedAt?.toISOString() };
    await api(this.options, venueApiLiveStreamEncoding(this.stream.id), { json: span }).catch((err: Error) =>
      (this.options.log ?? (() => {}))(`live stream ${this.stream.id}: could not report its encoder's span: ${err.message}`),
    );
  }

  private async run() {
    const s = this.stream;
    const wait0 = new Date(s.startAt).getTime() - Date.now();
    if (wait0 > 0) await wait(wait0, this.stop.signal);
    if (this.stop.signal.aborted) return;
    // The finish may move while it runs (the stream edited in the console): the timer follows it.
    const finishWatch = setInterval(() => {
      if (Date.now() >= new Date(this.stream.finishAt).getTime()) void this.finish('the stream reached its finish');
    }, 500);
    const cameras = s.cameras.map((c) => c.cameraId).join(', ');
    await this.report(
      s.cameras.length ? 'info' : 'warning',
      `Venue server ${this.options.serverName} is sending the stream at ${s.outputResolution}${s.audioEnabled ? ' with sound' : ''}: ` +
        `a test pattern, as the venue agent has no camera feed (${cameras ? `the court's camera: ${cameras}` : `no camera of this server that films ${s.court.name} may stream: none enabled with Allow live streams`}).`,
    );
    for (const yt of s.youtubeOutputs)
      await this.report(
        'warning',
        `YouTube output ${yt.id} ('${yt.title}'): the destination is channel ${yt.ytChannelId}${yt.unlisted ? ', unlisted' : ''}. Nothing was sent to YouTube: ` +
          `the platform's YouTube adapter creates the broadcast and gives the venue server its ingestion address, and this server was given none.`,
      );
    for (const fb of s.facebookOutputs)
      await this.report(
        'warning',
        `Facebook output ${fb.id} ('${fb.title}'): the destination is profile or page ${fb.fbProfileId}. Nothing was sent to Facebook: ` +
          `the platform's Facebook adapter creates the live video and gives the venue server its stream URL, and this server was given none.`,
      );
    await Promise.all([this.sendHls(), ...s.rtmpOutputs.map((o) => this.pushRtmp(o))]);
    clearInterval(finishWatch);
  }

  /** Encodes HLS into a temp folder and uploads what ffmpeg writes; an encoder that dies is restarted after a pause. */
  private async sendHls() {
    const dir = await mkdtemp(join(tmpdir(), `venue-agent-live-${this.stream.id}-`));
    const uploaded = new Set<string>();
    let lastPlaylist = '';
    let liveHlsUrl: string | null = null;
    let lastError = '';
    let nextNumber = 0;
    const sync = async () => {
      const playlist = await readFile(join(dir, 'index.m3u8'), 'utf8').catch(() => '');
      if (!playlist || playlist === lastPlaylist || !wholePlaylist(playlist)) return;
      const segments = playlist.split('\n').filter((l) => l.trim().endsWith('.ts') && !l.startsWith('#'));
      try {
        for (const segment of segments.map((l) => l.trim()).filter((n) => !uploaded.has(n))) {
          const bytes = await readFile(join(dir, segment));
          await api(this.options, venueApiLiveStreamHls(this.stream.id, segment), { method: 'PUT', bytes, type: 'video/mp2t' });
          uploaded.add(segment);
          nextNumber = Math.max(nextNumber, Number(/(\d+)\.ts$/.exec(segment)?.[1] ?? 0) + 1);
        }
        const answer = await api<HlsUploadAnswer>(this.options, venueApiLiveStreamHls(this.stream.id, 'index.m3u8'), {
          method: 'PUT',
          bytes: Buffer.from(playlist),
          type: 'application/vnd.apple.mpegurl',
        });
        lastPlaylist = playlist;
        if (!liveHlsUrl && answer.liveHlsUrl) {
          liveHlsUrl = answer.liveHlsUrl;
          await this.report('info', `HLS: the first playlist and ${uploaded.size} segment(s) are uploaded; the widget plays the stream now.`);
        }
      } catch (err) {
        const message = (err as Error).message;
        const refused = err instanceof ApiRefusal && [401, 403, 404, 409].includes(err.status);
        // A stream stopped because it is over or cancelled refuses its last files: that is no failure to report.
        if (message !== lastError && !(refused && this.stop.signal.aborted)) await this.report('error', `HLS: upload failed: ${message}`);
        lastError = message;
        if (refused) void this.finish(`the platform refused an upload (${(err as ApiRefusal).status})`);
      }
    };
    let pause = 5000;
    try {
      while (!this.stop.signal.aborted) {
        const encoder = startFfmpeg([
          ...patternArgs(this.stream),
          '-f',
          'hls',
          '-hls_time',
          String(SEGMENT_SECONDS),
          '-hls_list_size',
          String(PLAYLIST_SEGMENTS),
          '-hls_flags',
          'delete_segments',
          // Numbered by the clock, so a restarted encoder (or agent) carries on the playlist's sequence: players
          // keep following it, and the platform drops old segments by their numbers.
          '-start_number',
          String(Math.max(nextNumber, Math.floor(Date.now() / (SEGMENT_SECONDS * 1000)))),
          '-hls_segment_filename',
          join(dir, 'seg%d.ts'),
          join(dir, 'index.m3u8'),
        ]);
        const startedAt = new Date();
        await this.report('info', `HLS: encoder started (ffmpeg pid ${encoder.child.pid ?? 'none'}), ${SEGMENT_SECONDS} s segments.`);
        await this.reportSpan(encoder.child.pid, startedAt);
        let exited = false;
        void encoder.exited.then(() => (exited = true));
        while (!exited && !this.stop.signal.aborted) {
          await sync();
          await Promise.race([wait(500, this.stop.signal), encoder.exited]);
        }
        await stopFfmpeg(encoder);
        const { code, stderr } = await encoder.exited;
        await this.reportSpan(encoder.child.pid, startedAt, new Date());
        await sync();
        if (this.stop.signal.aborted) {
          await this.report('info', `HLS: encoder stopped: ${this.stopReason}; ${uploaded.size} segment(s) uploaded in all.`);
          break;
        }
        await this.report('error', `HLS: the encoder exited (code ${code}): ${lastLines(stderr)}; restarting in ${pause / 1000} s.`);
        await wait(pause, this.stop.signal);
        pause = Math.min(pause * 2, 60_000);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Pushes the stream to an RTMP output with ffmpeg, retrying a failed push with growing pauses until the stream ends. */
  private async pushRtmp(output: { id: string; rtmpUrl: string }) {
    const where = withoutKey(output.rtmpUrl);
    let pause = 15_000;
    for (let attempt = 1; !this.stop.signal.aborted; attempt++) {
      let connected = false;
      const encoder = startFfmpeg([...patternArgs(this.stream), '-f', 'flv', '-progress', 'pipe:1', output.rtmpUrl], (text) => {
        // ffmpeg reports progress only once the output is open: the RTMP server took the connection.
        if (!connected && text.includes('progress=')) {
          connected = true;
          void this.report('info', `RTMP output ${output.id}: connected to ${where}, sending the stream.`);
        }
      });
      if (attempt === 1) await this.report('info', `RTMP output ${output.id}: pushing to ${where} (ffmpeg pid ${encoder.child.pid ?? 'none'}).`);
      await exitOrAbort(encoder, this.stop.signal);
      await stopFfmpeg(encoder);
      if (this.stop.signal.aborted) {
        if (connected) await this.report('info', `RTMP output ${output.id}: stopped: ${this.stopReason}.`);
        return;
      }
      const { code, stderr } = await encoder.exited;
      const words = lastLines(stderr).split(output.rtmpUrl).join(where);
      await this.report(
        'error',
        `RTMP output ${output.id}: ffmpeg could not push to ${where} (exit ${code}): ${words}. Attempt ${attempt}; trying again in ${pause / 1000} s.`,
      );
      await wait(pause, this.stop.signal);
      pause = Math.min(pause * 2, 300_000);
    }
  }
}

/**
 * Sends the server's due live streams until the signal aborts (then stops every encoder, each stream's log
 * saying so): polls the streams every pollSeconds, starts a sender for each new one and stops those no longer
 * due (cancelled, moved to another court, removed). A refused credential (401, 403) ends it.
 */
export const sendLiveStreams = async (options: AgentOptions, signal: AbortSignal): Promise<void> => {
  const log = options.log ?? (() => {});
  const senders = new Map<string, StreamSender>();
  const stopping: Promise<void>[] = [];
  try {
    while (!signal.aborted) {
      try {
        const { liveStreams } = await api<LiveStreamsAnswer>(options, VENUE_API_LIVE_STREAMS);
        const due = new Map(liveStreams.map((s) => [s.id, s]));
        for (const [id, sender] of senders)
          if (!due.has(id)) {
            senders.delete(id);
            stopping.push(sender.finish('the platform no longer lists it for this server (cancelled, finished or moved)'));
          }
        for (const stream of liveStreams) {
          const sender = senders.get(stream.id);
          if (sender) sender.update(stream);
          else senders.set(stream.id, new StreamSender(options, stream));
        }
      } catch (err) {
        log(`live streams: ${(err as Error).message}`);
        if (err instanceof ApiRefusal && (err.status === 401 || err.status === 403)) return;
      }
      await wait((options.pollSeconds ?? 10) * 1000, signal);
    }
  } finally {
    await Promise.all([...stopping, ...[...senders.values()].map((s) => s.finish('the venue agent is stopping'))]);
  }
};
