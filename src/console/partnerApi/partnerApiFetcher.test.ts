import { describe, expect, it } from 'vitest';
import { partnerApiFetcher } from './partnerApiFetcher.ts';

/** A fetch that answers as the partner API would, recording what was sent. */
const answering = (status: number, body: unknown, sent: { url: string; init: RequestInit }[]) =>
  (async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;

describe('partnerApiFetcher', () => {
  it("posts the query to the partner API naming the partner, with the page's CSRF token, and answers the JSON", async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const fetcher = partnerApiFetcher('7', {
      fetch: answering(200, { data: { partner: { name: 'CourtSide Data' } } }, sent),
      csrfToken: () => 'tok',
    });
    expect(await fetcher({ query: '{ partner { name } }', operationName: 'P' })).toEqual({ data: { partner: { name: 'CourtSide Data' } } });
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/v1/graphql');
    expect(sent[0].init.method).toBe('POST');
    expect(sent[0].init.headers).toMatchObject({ 'X-Api-Partner-Id': '7', 'X-CSRF-Token': 'tok', 'content-type': 'application/json' });
    expect(JSON.parse(sent[0].init.body as string)).toEqual({ query: '{ partner { name } }', operationName: 'P' });
  });

  it("raises 'HTTP Error {status}: {body}' on a refused request", async () => {
    const fetcher = partnerApiFetcher('9', { fetch: answering(403, { errors: [{ message: 'No.' }] }, []), csrfToken: () => undefined });
    await expect(fetcher({ query: '{ partner { name } }' })).rejects.toThrow('HTTP Error 403: {"errors":[{"message":"No."}]}');
  });
});
