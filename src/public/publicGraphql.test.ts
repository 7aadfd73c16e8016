import { describe, expect, it } from 'vitest';
import { PublicRequestError, publicRequest } from './publicGraphql.ts';

const answers = (...responses: (() => Response)[]) => {
  let calls = 0;
  const fetch = (async () => responses[Math.min(calls++, responses.length - 1)]()) as typeof globalThis.fetch;
  return { fetch, calls: () => calls };
};
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('publicRequest', () => {
  it('retries a read after a 503, waiting at least 10 seconds first', async () => {
    const waits: number[] = [];
    const server = answers(json({}, 503), json({ data: { ok: true } }));
    const data = await publicRequest('{ ok }', {}, { fetch: server.fetch, wait: async (ms) => void waits.push(ms) });
    expect(data).toEqual({ ok: true });
    expect(waits).toEqual([10_000]);
  });

  it('gives up after three retries, with the failure named', async () => {
    const waits: number[] = [];
    const server = answers(json({}, 502));
    await expect(publicRequest('{ ok }', {}, { fetch: server.fetch, wait: async (ms) => void waits.push(ms) })).rejects.toThrow(
      'Request failed (HTTP 502).',
    );
    expect(waits).toEqual([10_000, 20_000, 40_000]);
  });

  it('never retries a mutation, and hands GraphQL errors over as messages', async () => {
    const failing = answers(json({}, 503));
    await expect(publicRequest('mutation { x }', {}, { kind: 'mutation', fetch: failing.fetch, wait: async () => {} })).rejects.toBeInstanceOf(
      PublicRequestError,
    );
    expect(failing.calls()).toBe(1);
    const refused = answers(json({ errors: [{ message: 'Invalid link' }, { message: 'Second' }] }));
    const error = await publicRequest('{ ok }', {}, { fetch: refused.fetch }).catch((e: unknown) => e);
    expect((error as PublicRequestError).messages).toEqual(['Invalid link', 'Second']);
    expect(refused.calls()).toBe(1);
  });
});
