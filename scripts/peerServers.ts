/**
 * The two servers bench:peer and profile:servers run side by side, each in a child process of its own so that
 * neither shares the client's event loop: PostGraphile (scripts/peer/postgraphile.mjs, from its own npm project in
 * scripts/peer/, installed there when missing) and this server (scripts/peer/readmin.ts, through tsx).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { benchClients } from './benchCases.ts';

const peerDir = join(import.meta.dirname, 'peer');

/** Installs PostGraphile in scripts/peer/ (its own graphql 15) when it is not there yet. */
export const installPeer = () => {
  if (existsSync(join(peerDir, 'node_modules', 'postgraphile'))) return;
  console.log('PostGraphile is not installed in scripts/peer/ yet: running `npm ci --prefix scripts/peer` (its own graphql 15)…');
  execFileSync('npm', ['ci', '--prefix', peerDir, '--no-audit', '--no-fund'], { stdio: 'inherit' });
};

/** A server's child process: its address and pid; stop() closes its stdin, and it ends; exited when it has. */
export interface ServerProcess {
  url: string;
  pid: number;
  stop: () => void;
  exited: Promise<void>;
}

/**
 * A server in a child process on `databaseUrl` (`node …nodeOptions …args`); resolves once it listens (it prints
 * `{"port":N}`). Closing its stdin stops it, and so does this process's end if the caller fails on the way.
 */
const startChild = async (name: string, args: string[], databaseUrl: string, nodeOptions: string[]): Promise<ServerProcess> => {
  const child = spawn(process.execPath, [...nodeOptions, ...args], {
    // Both as deployed: NODE_ENV=production is in PostGraphile's production guide, and graphql-js (both servers')
    // skips its development checks under it.
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${name} exited (code ${code}) before it listened`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.stdin!.end(), exited };
};

/** PostGraphile on the database, with a client that throws its first error. Its first answer waits for its introspection. */
export const startPeer = async (databaseUrl: string, nodeOptions: string[] = []) => {
  const started = await startChild('PostGraphile', [join(peerDir, 'postgraphile.mjs')], databaseUrl, nodeOptions);
  const url = `${started.url}/graphql`;
  const ask = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors) throw new Error(`PostGraphile: ${body.errors[0].message}`);
    return body.data as T;
  };
  await ask('{ __typename }');
  return { ...started, url, ask };
};

/** This server on the database (already migrated and seeded), with its signed-in clients. */
export const startOurs = async (databaseUrl: string, nodeOptions: string[] = []) => {
  const started = await startChild('This server', ['--import', 'tsx', join(peerDir, 'readmin.ts')], databaseUrl, nodeOptions);
  return { ...started, ...(await benchClients(started.url)) };
};
