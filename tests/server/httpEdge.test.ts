import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { captureLogs } from '../support/logCapture.ts';
import { waitUntil } from '../support/waitUntil.ts';
import { GraphqlClient } from '../support/graphqlClient.ts';
import { PARTNER_API_PATH } from '../../src/shared/partnerApi.ts';
import { GRAPHQL_COMPRESS_THRESHOLD } from '../../src/server/http/graphqlRoute.ts';
import { DEMO_RESET_PASSWORD_TOKEN, DEMO_UNSUBSCRIBE_TOKEN } from '../../src/server/demo/seeds/demoLinks.ts';
import { DEMO_WIDGET_TOKEN } from '../../src/server/demo/seeds/liveStreamWidget.ts';
import { DEMO_TEAM_REGISTRATION_TOKEN } from '../../src/server/demo/seeds/people.ts';
import { DEMO_LIVE_SCORER_LINK, DEMO_ORIGINAL_VIDEO_LINK } from '../../src/server/demo/seeds/video.ts';

/** A request written byte for byte, for what fetch refuses to send; resolves with the status line. */
const rawRequest = (url: string, bytes: string | Buffer): Promise<string> => {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    let answer = '';
    socket.on('data', (d) => {
      answer += d.toString('latin1');
    });
    socket.on('end', () => resolve(answer.split('\r\n')[0]));
    socket.on('error', reject);
  });
};

/** A built console in miniature: index.html with the CSRF placeholder, one chunk with its compressed copies and a source map. */
const fakeDist = () => {
  const dir = mkdtempSync(join(tmpdir(), 'readmin-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="csrf-token" content=""></head><body><div id="root"></div></body></html>',
  );
  const js = `export const chunk = ${JSON.stringify('x'.repeat(4000))};\n`;
  writeFileSync(join(dir, 'assets/app-abc123.js'), js);
  writeFileSync(join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(js));
  writeFileSync(join(dir, 'assets/app-abc123.js.gz'), gzipSync(js));
  writeFileSync(join(dir, 'assets/app-abc123.js.map'), '{"version":3,"sources":["secret-source.ts"]}');
  return dir;
};

describe('the HTTP edge', () => {
  let server: TestServer;
  let dist: string;
  const logs = captureLogs();
  beforeAll(async () => {
    dist = fakeDist();
    server = await startTestServer({ distDir: dist, logger: logs.logger });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers, redirect: 'manual' });

  it('answers a corpus of malformed requests with 4xx and keeps serving', async () => {
    const statuses: [string, number][] = [];
    const record = async (what: string, res: Promise<Response>) => statuses.push([what, (await res).status]);
    await record('bad percent-encoding in the path', get('/readmin/%E0%A4'));
    await record('invalid percent sign', get('/readmin/%ZZ'));
    await record('malformed session cookie on the console', get('/readmin/login', { cookie: 'readmin_session=%E0%A4' }));
    await record('garbage cookie header', get('/readmin', { cookie: ';;=;=%;readmin_csrf=%FF%FE' }));
    await record(
      'malformed cookie on GraphQL',
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: 'readmin_session=%E0%A4; readmin_csrf=%' },
        body: '{"query":"{ currentUser { id } }"}',
      }),
    );
    const post = (body: string, contentType = 'application/json') =>
      fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': contentType }, body });
    await record('invalid JSON', post('{"query": '));
    await record('JSON that is not an object', post('[]'));
    await record('query of the wrong type', post('{"query": 5}'));
    await record('prototype poisoning', post('{"__proto__": {"admin": true}, "query": "{ currentUser { id } }"}'));
    await record('unsupported content type', post('<query/>', 'text/xml'));
    await record('body over the limit', post(JSON.stringify({ query: '{ currentUser { id } }', variables: { pad: 'x'.repeat(5 * 1024 * 1024) } })));
    await record('POST to a page', fetch(`${server.url}/readmin`, { method: 'POST', body: 'x' }));
    await record('path traversal out of the assets', get('/assets/..%2F..%2Fpackage.json'));
    const raw = async (what: string, bytes: string) => statuses.push([what, Number((await rawRequest(server.url, bytes)).split(' ')[1])]);
    await raw('header without a colon', 'GET /readmin HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    await raw('control character in a header', 'GET /readmin HTTP/1.1\r\nHost: x\r\nX-A: a\u0001b\r\n\r\n');
    await raw('oversized headers', `GET /readmin HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    await raw('not HTTP at all', 'GARBAGE\r\n\r\n');
    await raw(
      'content-length that lies',
      'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nConnection: close\r\n\r\n{"query":"{ currentUser { id } }"}',
    );

    expect(Object.fromEntries(statuses)).toEqual({
      'bad percent-encoding in the path': 400,
      'invalid percent sign': 400,
      'malformed session cookie on the console': 200,
      'garbage cookie header': 200,
      'malformed cookie on GraphQL': 200,
      'invalid JSON': 400,
      'JSON that is not an object': 400,
      'query of the wrong type': 400,
      'prototype poisoning': 400,
      'unsupported content type': 415,
      'body over the limit': 413,
      'POST to a page': 404,
      'path traversal out of the assets': 404,
      'header without a colon': 400,
      'control character in a header': 400,
      'oversized headers': 431,
      'not HTTP at all': 400,
      'content-length that lies': 400,
    });
    // Still alive and answering.
    expect((await get('/readmin')).status).toBe(200);
    const me = await new GraphqlClient(server.url).request('{ currentUser { id } }');
    expect(me).toMatchObject({ status: 200, data: { currentUser: null } });
  });

  it('answers refusals with short messages, as GraphQL errors on /graphql', async () => {
    const bad = await get('/readmin/%E0%A4');
    expect(await bad.json()).toEqual({ error: 'Malformed URL.', code: 'FST_ERR_BAD_URL' });
    const big = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(4 * 1024 * 1024) }),
    });
    expect(await big.json()).toEqual({
      errors: [{ message: 'Request body is larger than 3 MB.', extensions: { code: 'FST_ERR_CTP_BODY_TOO_LARGE' } }],
    });
  });

  it('answers 200 for the pages the console and the links know, 404 with the app for anything else', async () => {
    const known = [
      '/',
      '/readmin',
      '/readmin/login',
      '/readmin/help',
      '/readmin/games',
      '/readmin/games/1',
      '/readmin/orgs/1/games',
      '/readmin/orgs/1/usage_report',
      '/readmin/ops_warnings/all',
      '/readmin/api_partners/1/graphiql',
      '/readmin/csv_exports/3',
      `/live_scorer/${DEMO_LIVE_SCORER_LINK}`,
      `/live_stream_widget/${DEMO_WIDGET_TOKEN}`,
      `/original_videos/${DEMO_ORIGINAL_VIDEO_LINK}`,
      `/team_registrations/${DEMO_TEAM_REGISTRATION_TOKEN}`,
      `/passwords/edit?reset_password_token=${DEMO_RESET_PASSWORD_TOKEN}`,
      `/unsubscribe?token=${DEMO_UNSUBSCRIBE_TOKEN}`,
    ];
    for (const path of known) expect([path, (await get(path)).status]).toEqual([path, 200]);
    // A type whose list is elsewhere (usage report entries) or that has none (video versions) has no list at its route.
    const unknown = [
      '/nope',
      '/readmin/nope',
      '/readmin/games/1/extra',
      '/readmin/orgs/1/nope',
      '/readmin/usage_report_entries',
      '/readmin/video_versions',
    ];
    // A link page with an unknown link renders its own message ('Invalid Request') and answers 404 (linkPageStatus.ts).
    const unknownLinks = [
      '/live_scorer/abc',
      '/live_stream_widget/0f0e',
      '/original_videos/0f0e',
      '/team_registrations/abc',
      '/passwords/edit',
      '/unsubscribe',
    ];
    for (const path of [...unknown, ...unknownLinks, '/readmin/api_partners/1/nope/1/2', '/live_scorer']) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.text()).toContain('<div id="root">'); // the app renders its not-found page
    }
    const missingAsset = await get('/assets/nope.js');
    expect(missingAsset.status).toBe(404);
    expect(missingAsset.headers.get('content-type')).toMatch(/json/);
  });

  it('sends security headers on the console and the landing page', async () => {
    for (const path of ['/readmin', '/readmin/login', '/']) {
      const res = await get(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/script-src 'self'(;|$)/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it("sends the API's security headers on GraphQL answers, never cached", async () => {
    const query = await get('/graphql?query=%7B__typename%7D');
    const posted = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    const partner = await fetch(`${server.url}${PARTNER_API_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    for (const [name, res] of Object.entries({ query, posted, partner })) {
      expect(res.headers.get('content-security-policy'), name).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), name).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(res.headers.get('cache-control'), name).toBe('no-store');
      expect(res.headers.get('cross-origin-opener-policy'), name).toBeNull();
    }
  });

  it('keeps secret links out of Referer headers and lets only the live stream widget be framed', async () => {
    for (const path of [
      '/live_scorer/t',
      '/team_registrations/t',
      '/original_videos/u',
      '/passwords/edit?reset_password_token=t',
      '/unsubscribe?token=t',
    ]) {
      const res = await get(path);
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
    const widget = await get('/live_stream_widget/0f0e');
    expect(widget.headers.get('referrer-policy')).toBe('no-referrer');
    expect(widget.headers.get('x-frame-options')).toBeNull();
    expect(widget.headers.get('content-security-policy')).toContain('frame-ancestors *');
  });

  it('serves assets precompressed and immutable, and never a source map', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await br.text()).toContain('export const chunk');
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect((await get('/assets/app-abc123.js.map')).status).toBe(404);
  });

  it('compresses GraphQL answers larger than one TCP window, and leaves small ones as they are', async () => {
    const client = new GraphqlClient(server.url);
    await client.login('admin@example.com');
    const ask = (query: string) =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', cookie: client.cookieHeader() },
        body: JSON.stringify({ query }),
      });
    const list = 'readminObjects(typename: "Game", limit: 50) { id readminName readminCursor }';
    const large = await ask(`{ a: ${list} b: ${list} c: ${list} d: ${list} }`);
    expect(large.headers.get('content-encoding')).toBe('gzip');
    const body = await large.text();
    expect(body.length).toBeGreaterThan(GRAPHQL_COMPRESS_THRESHOLD);
    expect((JSON.parse(body) as { data: { a: unknown[] } }).data.a.length).toBeGreaterThan(10);
    const small = await ask('{ readminObjects(typename: "Game", limit: 2) { id readminName } }');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(((await small.json()) as { data: { readminObjects: unknown[] } }).data.readminObjects).toHaveLength(2);
  });

  it('logs every request with an id, and link secrets masked', async () => {
    await get('/live_scorer/super-secret-token');
    await get('/passwords/edit?reset_password_token=another-secret');
    const completed = logs.lines.filter((l) => l.msg === 'request completed');
    expect(completed.length).toBeGreaterThan(20);
    for (const line of completed) expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // One line a request, written when it completes, with what the request was.
    expect(new Set(completed.map((l) => l.requestId)).size).toBe(completed.length);
    expect(logs.lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    expect(completed.find((l) => l.req?.url === '/live_scorer/[secret]')).toMatchObject({
      req: { method: 'GET' },
      res: { statusCode: expect.any(Number) },
    });
    const urls = completed.map((l) => l.req!.url);
    expect(urls).toContain('/live_scorer/[secret]');
    expect(urls).toContain('/passwords/edit?reset_password_token=[secret]');
    expect(JSON.stringify(logs.lines)).not.toMatch(/super-secret-token|another-secret/);
  });

  it("logs a signed-in user's GraphQL request with its id and the user's, and an error given as err", async () => {
    const client = new GraphqlClient(server.url);
    await client.login('admin@example.com');
    const before = logs.lines.length;
    expect((await client.request('{ __typename }')).data).toEqual({ __typename: 'Query' });
    const line = logs.lines.slice(before).find((l) => l.msg === 'request completed' && l.req?.url === '/graphql');
    expect(line).toMatchObject({ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/), userId: expect.any(Number), res: { statusCode: 200 } });
    // A request's logger writes through the process's, with the request's bindings first, as a pino child would.
    const { RequestLogger } = await import('../../src/server/http/logger.ts');
    const quiet = captureLogs('warn');
    const requestLog = new RequestLogger(quiet.logger, { requestId: 'r1' }).child({ userId: 7 });
    requestLog.info({ ignored: true }, 'below the level');
    requestLog.warn(new Error('disk full'));
    requestLog.error({ code: 'E1' }, 'refused %s', 'twice');
    requestLog.warn('plain');
    expect(quiet.lines.map(({ time: _time, pid: _pid, hostname: _host, ...l }) => l)).toEqual([
      { level: 40, requestId: 'r1', userId: 7, err: expect.objectContaining({ type: 'Error', message: 'disk full' }), msg: 'disk full' },
      { level: 50, requestId: 'r1', userId: 7, code: 'E1', msg: 'refused twice' },
      { level: 40, requestId: 'r1', userId: 7, msg: 'plain' },
    ]);
  });

  it('logs a request its client gave up before the answer as aborted', async () => {
    const { hostname, port } = new URL(server.url);
    // Headers and the first bytes of a body promised to be 1,000 bytes long, then the connection is closed.
    const socket = connect(Number(port), hostname, () =>
      socket.end('POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":'),
    );
    socket.on('error', () => {});
    const aborted = () => logs.lines.filter((l) => l.msg === 'request aborted');
    await waitUntil('the abandoned request is logged', async () => aborted().length > 0, 30_000);
    expect(aborted()).toEqual([
      expect.objectContaining({
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        req: expect.objectContaining({ method: 'POST', url: '/graphql' }),
      }),
    ]);
    const { requestId } = aborted()[0];
    expect(logs.lines.filter((l) => l.requestId === requestId && l.msg === 'request completed')).toEqual([]);
  });
});

describe('cookies behind an HTTPS proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true });
  });
  afterAll(() => server.close());

  it('are Secure when the trusted proxy says the request came over HTTPS, and not otherwise', async () => {
    const https = await fetch(`${server.url}/readmin`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.getSetCookie()[0]).toMatch(/; Secure/);
    const http = await fetch(`${server.url}/readmin`);
    expect(http.headers.getSetCookie()[0]).not.toMatch(/Secure/);
  });
});
