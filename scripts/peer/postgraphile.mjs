/**
 * PostGraphile 4.14 with the connection-filter plugin over DATABASE_URL's `public` schema, on a free port:
 * the peer that npm run bench:peer (scripts/bench-peer.ts) times this server against. Run with `node` from
 * this folder's own node_modules (PostGraphile 4 needs graphql 15). It prints `{"port":N}` once it serves, and
 * stops when its parent closes stdin, so a benchmark that dies leaves no server behind.
 *
 * No JWT, no roles: every request reads as DATABASE_URL's user. It is a read comparison; the caveat is printed.
 */
import http from 'node:http';
import pg from 'pg';
import { postgraphile } from 'postgraphile';
import ConnectionFilterPlugin from 'postgraphile-plugin-connection-filter';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const handler = postgraphile(pool, 'public', {
  appendPlugins: [ConnectionFilterPlugin],
  disableDefaultMutations: true,
  // The production settings of PostGraphile's own guide: no schema watching, no GraphiQL, no query log.
  watchPg: false,
  graphiql: false,
  disableQueryLog: true,
  retryOnInitFail: false,
  setofFunctionsContainNulls: false,
  ignoreRBAC: false,
  dynamicJson: true,
});

const server = http.createServer(handler);
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
const stop = () => server.close(() => pool.end().then(() => process.exit(0)));
process.stdin.on('end', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
