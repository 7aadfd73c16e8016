import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './testServer.ts';

/** A real server process (`src/server/main.ts`, as `npm start` runs it) on its own port. */
export interface ServerProcess {
  name: string;
  url: string;
  pid: number;
  /** Everything it printed so far (its request log included). */
  output(): string;
  /** Sends the signal and waits until the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Shuts it down as an operator would (SIGTERM), or for good (SIGKILL) when it has not gone within 20 s. */
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/**
 * Starts main.ts on `databaseUrl` (which it migrates and seeds when empty) and answers once it listens. Its
 * connections carry `application_name=<name>` so that pg_stat_activity tells which process runs what. Email
 * stays in the outbox (no SMTP). Extra `env` goes on top (EXPORT_HEARTBEAT_MS).
 */
export const startServerProcess = async (name: string, databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> => {
  const port = await freePort();
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  const dataDir = mkdtempSync(join(tmpdir(), `readmin-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: '',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const gone = exited(child);
  void gone.then(() => rmSync(dataDir, { recursive: true, force: true }));
  // Listening once it says where; a process that dies first fails the start with what it printed.
  await new Promise<void>((resolve, reject) => {
    const check = () => output.includes('readmin on PostgreSQL') && (resolve(), child.stdout!.off('data', check));
    child.stdout!.on('data', check);
    void gone.then(() => reject(new Error(`server process ${name} exited while starting:\n${output}`)));
  });
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await gone;
  };
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    kill,
    stop: async () => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await kill('SIGTERM');
      clearTimeout(timer);
    },
  };
};
