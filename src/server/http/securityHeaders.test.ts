import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, baseSecurityHeaders, embeddablePageHeaders, linkPageHeaders, registerSecurityHeaders } from './securityHeaders.ts';

const BASE = baseSecurityHeaders(false, ['https://accounts.example.com']);
const ROUTES: Record<string, HelmetOptions | undefined> = {
  '/console': undefined,
  '/link': linkPageHeaders,
  '/widget': embeddablePageHeaders(false),
  '/api': apiHeaders,
};

/** Headers as helmet's own middleware sets them on a real response, for the base options and a route's over them. */
const helmetServer = createServer((req, res) => {
  const own = ROUTES[req.url!];
  helmet({ ...BASE, ...own } as HelmetOptions)(req, res, () => res.end('ok'));
});

const fastify = Fastify();
registerSecurityHeaders(fastify, BASE);
for (const [url, own] of Object.entries(ROUTES)) fastify.get(url, own ? { config: { securityHeaders: own } } : {}, async () => 'ok');
fastify.get('/private', { config: { securityHeaders: apiHeaders, noStore: true } }, async () => 'ok');

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
    expect(Object.keys(expected).length).toBeGreaterThan(path === '/api' ? 4 : 10);
    expect(await securityHeadersOf(fastifyUrl, path)).toEqual(expected);
  });

  it('gives JSON answers the API set: a CSP that allows nothing, no page-only headers, and no-store where asked', async () => {
    const api = await securityHeadersOf(fastifyUrl, '/api');
    expect(api['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api['x-frame-options']).toBe('DENY');
    expect(api['x-content-type-options']).toBe('nosniff');
    expect(api['strict-transport-security']).toMatch(/max-age=/);
    expect(api['cross-origin-resource-policy']).toBe('same-origin');
    for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'referrer-policy', 'x-xss-protection'])
      expect(api[pageOnly]).toBeUndefined();
    expect(api['cache-control']).toBeUndefined();
    expect(await securityHeadersOf(fastifyUrl, '/private')).toEqual({ ...api, 'cache-control': 'no-store' });
  });

  it("keeps a route's own options apart from the base's", async () => {
    expect((await securityHeadersOf(fastifyUrl, '/link'))['referrer-policy']).toBe('no-referrer');
    expect((await securityHeadersOf(fastifyUrl, '/console'))['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect((await securityHeadersOf(fastifyUrl, '/widget'))['x-frame-options']).toBeUndefined();
    expect((await securityHeadersOf(fastifyUrl, '/widget'))['content-security-policy']).toContain('frame-ancestors *');
  });
});
