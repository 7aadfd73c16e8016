import {
  VENUE_API_CAMERAS,
  VENUE_API_COMMANDS,
  VENUE_API_STATUS,
  venueApiCameraSnapshot,
  venueApiCommandReport,
  venueApiRecording,
  type CamerasAnswer,
  type CommandReport,
  type CommandsAnswer,
  type RecordingAnswer,
  type SnapshotAnswer,
  type StatusReport,
  type VenueCamera,
} from '../../src/shared/venueServerApi.ts';
import { runAllowedCommand } from './allowedCommands.ts';
import { smartState, statusEntries } from './selfReport.ts';
import { recordClip, renderSnapshot } from './cameraFeed.ts';
import { sendLiveStreams } from './liveStreams.ts';

export interface AgentOptions {
  /** The deployment's address, e.g. https://readmin.example.com. */
  url: string;
  /** The venue server's credential (Issue Credential in the console). */
  credential: string;
  /** The server the agent acts as: a credential of another server is refused. */
  serverName: string;
  /** Whose free space the status reports, and the disk SMART reads. */
  dataDir?: string;
  disk?: string;
  pollSeconds?: number;
  /** Whether this round posts each camera's snapshot (default yes). */
  snapshots?: boolean;
  /** runAgent: the least time between two rounds of snapshots (default: every round). */
  snapshotSeconds?: number;
  /** Records a clip this long per court each round and uploads it as the court's recording (default: none). */
  recordSeconds?: number;
  /** runAgent: whether it sends its server's due live streams (liveStreams.ts; default yes). */
  liveStreams?: boolean;
  log?: (line: string) => void;
}

export interface CommandRun {
  id: string;
  content: string;
  state: string;
  exitStatus: number;
}

/** An answer the API refused: its status and its reason. */
export class VenueApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A file to upload as the body, with its media type. */
interface FileBody {
  bytes: Buffer;
  contentType: string;
}

const callApi = async <T>(options: AgentOptions, path: string, body?: unknown): Promise<T> => {
  const address = new URL(path, options.url);
  const file = body && Buffer.isBuffer((body as FileBody).bytes) ? (body as FileBody) : undefined;
  const contentType = file ? file.contentType : 'application/json';
  const res = await fetch(address, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${options.credential}`, ...(body === undefined ? {} : { 'content-type': contentType }) },
    body: body === undefined ? undefined : file ? new Uint8Array(file.bytes) : JSON.stringify(body),
  }).catch((err: Error) => {
    // fetch says only "fetch failed"; the reason (refused, unknown host) is its cause.
    throw new Error(`cannot reach ${address.origin}: ${(err.cause as Error | undefined)?.message ?? err.message}`);
  });
  const answer = (await res.json().catch(() => ({}))) as { error?: string };
  if (!res.ok) throw new VenueApiError(res.status, `${path}: ${res.status} ${answer.error ?? res.statusText}`);
  return answer as T;
};

/** Posts the machine's status entries and SMART state. */
export const reportStatus = async (options: AgentOptions): Promise<void> => {
  const report: StatusReport = {
    statusEntries: await statusEntries(options.dataDir ?? process.cwd(), options.pollSeconds ?? 10),
    smartState: await smartState(options.disk ?? '/dev/sda'),
  };
  await callApi(options, VENUE_API_STATUS, report);
};

/** A refusal that ends the agent (its credential is no longer good) rather than one camera's or court's upload. */
const isFatal = (err: unknown) => err instanceof VenueApiError && (err.status === 401 || err.status === 403);

/** Renders and posts each enabled camera's snapshot; a camera whose upload fails is logged and the others go on. */
export const postSnapshots = async (options: AgentOptions, cameras: VenueCamera[]): Promise<SnapshotAnswer[]> => {
  const log = options.log ?? (() => {});
  const posted: SnapshotAnswer[] = [];
  for (const camera of cameras.filter((c) => c.enabled)) {
    const takenAt = new Date();
    try {
      const jpeg = await renderSnapshot(camera.cameraId, takenAt);
      const path = `${venueApiCameraSnapshot(camera.id)}?takenAt=${encodeURIComponent(takenAt.toISOString())}`;
      posted.push(await callApi<SnapshotAnswer>(options, path, { bytes: jpeg, contentType: 'image/jpeg' }));
    } catch (err) {
      if (isFatal(err)) throw err;
      log(`snapshot of ${camera.cameraId}: ${(err as Error).message}`);
    }
  }
  return posted;
};

/**
 * Records `seconds` on each court an enabled camera films (all at once, each by the first camera that films
 * it) and uploads each as the court's recording, started when its recording did.
 */
export const uploadRecordings = async (options: AgentOptions, cameras: VenueCamera[], seconds: number): Promise<RecordingAnswer[]> => {
  const log = options.log ?? (() => {});
  const courts = new Map<string, { court: VenueCamera['courts'][number]; camera: VenueCamera }>();
  for (const camera of cameras.filter((c) => c.enabled))
    for (const court of camera.courts) if (!courts.has(court.id)) courts.set(court.id, { court, camera });
  const uploads = await Promise.all(
    [...courts.values()].map(async ({ court, camera }) => {
      const startedAt = new Date();
      try {
        const mp4 = await recordClip(camera.cameraId, court.name, seconds);
        const answer = await callApi<RecordingAnswer>(options, venueApiRecording(court.id, startedAt), { bytes: mp4, contentType: 'video/mp4' });
        log(`recording of ${court.name}: ${answer.recording.durationSeconds} s uploaded as recording ${answer.recording.id}`);
        return answer;
      } catch (err) {
        if (isFatal(err)) throw err;
        log(`recording of ${court.name}: ${(err as Error).message}`);
        return null;
      }
    }),
  );
  return uploads.filter((u) => u !== null);
};

/**
 * One round of a venue server's life: fetch the pending commands (the server marks them sent), run each
 * allowed one (reporting it running, its progress, then its output and exit status), report the machine's
 * status, post each camera's snapshot, and with recordSeconds record and upload a clip per court. Answers
 * what was run. A command the console cancelled meanwhile refuses its reports
 * (409); the agent notes it and goes on.
 */
export const runAgentOnce = async (options: AgentOptions): Promise<CommandRun[]> => {
  const log = options.log ?? (() => {});
  const { venueServer, commands } = await callApi<CommandsAnswer>(options, VENUE_API_COMMANDS);
  if (venueServer.name !== options.serverName)
    throw new Error(`The credential belongs to venue server ${venueServer.name}, not ${options.serverName}.`);
  const runs: CommandRun[] = [];
  for (const command of commands) {
    const report = (body: CommandReport) => callApi<{ command: { state: string } }>(options, venueApiCommandReport(command.id), body);
    log(`command ${command.id}: ${command.content}`);
    try {
      await report({ progress: 0 });
      const outcome = await runAllowedCommand(command.content, async (progress, output) => void (await report({ progress, output })));
      const { command: done } = await report({ output: outcome.output, exitStatus: outcome.exitStatus });
      log(`command ${command.id}: ${done.state} (exit ${outcome.exitStatus})`);
      runs.push({ id: command.id, content: command.content, state: done.state, exitStatus: outcome.exitStatus });
    } catch (err) {
      if (!(err instanceof VenueApiError) || err.status !== 409) throw err;
      log(`command ${command.id}: ${err.message}`);
    }
  }
  await reportStatus(options);
  if (options.snapshots !== false || options.recordSeconds) {
    const { cameras } = await callApi<CamerasAnswer>(options, VENUE_API_CAMERAS);
    if (options.snapshots !== false) await postSnapshots(options, cameras);
    if (options.recordSeconds) await uploadRecordings(options, cameras, options.recordSeconds);
  }
  return runs;
};

/** Rounds every pollSeconds until the signal aborts; a failed round is logged and the next one tried. */
export const runAgent = async (options: AgentOptions, signal: AbortSignal): Promise<void> => {
  const log = options.log ?? console.log;
  // The server's live streams are sent beside the rounds, for as long as the agent runs (liveStreams.ts).
  const streaming = options.liveStreams === false ? Promise.resolve() : sendLiveStreams({ ...options, log }, signal);
  let lastSnapshots = -Infinity;
  while (!signal.aborted) {
    const snapshots = Date.now() - lastSnapshots >= (options.snapshotSeconds ?? 0) * 1000;
    try {
      await runAgentOnce({ ...options, log, snapshots });
      if (snapshots) lastSnapshots = Date.now();
    } catch (err) {
      log(`round failed: ${(err as Error).message}`);
      if (isFatal(err)) throw err;
    }
    // The pause until the next round, cut short by the signal; its listener goes with it, or each round would leave one behind.
    await new Promise<void>((resolve) => {
      const wake = () => (clearTimeout(timer), resolve());
      const timer = setTimeout(() => (signal.removeEventListener('abort', wake), resolve()), (options.pollSeconds ?? 10) * 1000);
      signal.addEventListener('abort', wake, { once: true });
    });
  }
  await streaming;
};
