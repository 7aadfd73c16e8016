import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseSecurityHeaders, embeddablePageHeaders, linkPageHeaders, registerSecurityHeaders } from './securityHeaders.ts';

const BASE = baseSecurityHeaders(false, ['https://accounts.example.com']);
const ROUTES: Record<string, HelmetOptions | undefined> = {
  '/console': undefined,
  '/link': linkPageHeaders,
  '/widget': embeddablePageHeaders(false),
};

/** Headers as helmet's own middleware sets them on a real response, for the base options and a route's over them. */
const helmetServer = createServer((req, res) => {
  const own = ROUTES[req.url!];
  helmet({ ...BASE, ...own } as HelmetOptions)(req, res, () => res.end('ok'));
});

const fastify = Fastify();
registerSecurityHeaders(fastify, BASE);
for (const [url, own] of Object.entries(ROUTES)) fastify.get(url, own ? { config: { securityHeaders: own } } : {}, async () => 'ok');

const securityHeadersOf = async (base: string, path: string): Promise<IncomingHttpHeaders> => {
  const res = await fetch(base + path);
  const headers = Object.fromEntries(res.headers);
  // What the servers themselves differ in, not the security headers.
  for (const name of ['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding']) delete headers[name];
  return headers;
};

describe('security headers', () => {
  let helmetUrl = '';
  let fastifyUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => helmetServer.listen(0, '127.0.0.1', resolve));
    helmetUrl = `http://127.0.0.1:${(helmetServer.address() as AddressInfo).port}`;
    fastifyUrl = await fastify.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await fastify.close();
    await new Promise((resolve) => helmetServer.close(resolve));
  });

  it.each(Object.keys(ROUTES))('sets on %s exactly what helmet itself sets for its options', async (path) => {
    const expected = await securityHeadersOf(helmetUrl, path);
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    expect(await securityHeadersOf(fastifyUrl, path)).toEqual(expected);
  });

  it("keeps a route's own options apart from the base's", async () => {
    expect((await securityHeadersOf(fastifyUrl, '/link'))['referrer-policy']).toBe('no-referrer');
    expect((await securityHeadersOf(fastifyUrl, '/console'))['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect((await securityHeadersOf(fastifyUrl, '/widget'))['x-frame-options']).toBeUndefined();
    expect((await securityHeadersOf(fastifyUrl, '/widget'))['content-security-policy']).toContain('frame-ancestors *');
  });
});
