/**
 * The two servers bench:peer and profile:servers run side by side, each in a child process of its own so that
 * neither shares the client's event loop: PostGraphile (scripts/peer/postgraphile.mjs, from its own npm project in
 * scripts/peer/, installed there when missing) and this server (scripts/peer/readmin.ts, through tsx).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { GraphqlClient } from '../tests/support/graphqlClient.ts';
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

/**
 * One GraphQL request as the benchmarks send it to either server: a POST of JSON to `endpoint` with `headers`, its
 * data returned and its first error thrown (a broken case stops the benchmark instead of timing errors). Both
 * servers are asked through this one function with the same headers (the signed-in user's cookies and CSRF token,
 * which a browser sends to any API of its site), so the client's own work is the same for both and what differs
 * in the times is the servers'.
 */
export const graphqlAsker =
  (name: string, endpoint: string, headers: Record<string, string>) =>
  async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const res = await fetch(endpoint, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors) throw new Error(`${name}: ${body.errors[0].message}`);
    return body.data as T;
  };

/** The headers a signed-in browser sends with the console's GraphQL requests. */
export const browserHeaders = (client: GraphqlClient): Record<string, string> => ({
  'content-type': 'application/json',
  cookie: client.cookieHeader(),
  'x-csrf-token': client.csrfToken,
});

/**
 * PostGraphile on the database, once it has answered a first request (which waits for its introspection);
 * `as(client)` asks it with `client`'s headers, as the timed runs do.
 */
export const startPeer = async (databaseUrl: string, nodeOptions: string[] = []) => {
  const started = await startChild('PostGraphile', [join(peerDir, 'postgraphile.mjs')], databaseUrl, nodeOptions);
  const url = `${started.url}/graphql`;
  await graphqlAsker('PostGraphile', url, { 'content-type': 'application/json' })('{ __typename }');
  return { ...started, url, as: (client: GraphqlClient) => graphqlAsker('PostGraphile', url, browserHeaders(client)) };
};

/** This server on the database (already migrated and seeded), with its signed-in clients; `as(client)` asks it as `client`. */
export const startOurs = async (databaseUrl: string, nodeOptions: string[] = []) => {
  const started = await startChild('This server', ['--import', 'tsx', join(peerDir, 'readmin.ts')], databaseUrl, nodeOptions);
  const as = (client: GraphqlClient) => graphqlAsker('This server', `${started.url}/graphql`, browserHeaders(client));
  return { ...started, ...(await benchClients(started.url)), as };
};
