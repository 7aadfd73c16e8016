import {
  VENUE_API_COMMANDS,
  VENUE_API_STATUS,
  venueApiCommandReport,
  type CommandReport,
  type CommandsAnswer,
  type StatusReport,
} from '../../src/shared/venueServerApi.ts';
import { runAllowedCommand } from './allowedCommands.ts';
import { smartState, statusEntries } from './selfReport.ts';

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

const callApi = async <T>(options: AgentOptions, path: string, body?: unknown): Promise<T> => {
  const address = new URL(path, options.url);
  const res = await fetch(address, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${options.credential}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
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

/**
 * One round of a venue server's life: fetch the pending commands (the server marks them sent), run each
 * allowed one (reporting it running, its progress, then its output and exit status), and report the
 * machine's status. Answers what was run. A command the console cancelled meanwhile refuses its reports
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
  return runs;
};

/** Rounds every pollSeconds until the signal aborts; a failed round is logged and the next one tried. */
export const runAgent = async (options: AgentOptions, signal: AbortSignal): Promise<void> => {
  const log = options.log ?? console.log;
  while (!signal.aborted) {
    try {
      await runAgentOnce({ ...options, log });
    } catch (err) {
      log(`round failed: ${(err as Error).message}`);
      if (err instanceof VenueApiError && (err.status === 401 || err.status === 403)) throw err;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, (options.pollSeconds ?? 10) * 1000);
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  }
};
