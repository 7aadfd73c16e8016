import { describe, expect, it } from 'vitest';
import { createApolloClient } from './apolloClient.ts';
import { parseDocument } from './parseDocument.ts';
import { CURRENT_USER_QUERY } from '../../shared/sessionDocuments.ts';

const recordingFetch = () => {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify({ data: { currentUser: null } }), { headers: { 'content-type': 'application/json' } });
  };
  return { requests, fetch: fetch as typeof globalThis.fetch };
};

describe('createApolloClient', () => {
  it('posts to /graphql with the session cookie and the CSRF header', async () => {
    const { requests, fetch } = recordingFetch();
    await createApolloClient({ fetch, csrfToken: () => 'tok' }).query({ query: parseDocument(CURRENT_USER_QUERY) });
    expect(requests[0].url).toBe('/graphql');
    expect(requests[0].init.credentials).toBe('same-origin');
    expect(new Headers(requests[0].init.headers).get('X-CSRF-Token')).toBe('tok');
  });

  it('sends no CSRF header when the page has no token', async () => {
    const { requests, fetch } = recordingFetch();
    await createApolloClient({ fetch, csrfToken: () => undefined }).query({ query: parseDocument(CURRENT_USER_QUERY) });
    expect(new Headers(requests[0].init.headers).has('X-CSRF-Token')).toBe(false);
  });

  it('retries a failed read (a 503) and not a failed mutation', async () => {
    let calls = 0;
    const failingOnce = (async () => {
      calls += 1;
      return calls === 1
        ? new Response('busy', { status: 503 })
        : new Response(JSON.stringify({ data: { currentUser: null } }), { headers: { 'content-type': 'application/json' } });
    }) as typeof globalThis.fetch;
    const client = createApolloClient({ fetch: failingOnce, csrfToken: () => 'tok', retryDelayMs: 1 });
    await expect(client.query({ query: parseDocument(CURRENT_USER_QUERY) })).resolves.toMatchObject({ data: { currentUser: null } });
    expect(calls).toBe(2);
    calls = 0;
    const mutation = parseDocument('mutation { logout { success } }');
    await expect(client.mutate({ mutation })).rejects.toThrow();
    expect(calls).toBe(1);
  });

  it('answers a read on its own when an identical one sent just before is abandoned', async () => {
    const pending: (() => void)[] = [];
    let calls = 0;
    const fetch: typeof globalThis.fetch = (_url, init) => {
      calls += 1;
      return new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The read was abandoned', 'AbortError')));
        pending.push(() =>
          resolve(new Response(JSON.stringify({ data: { currentUser: null } }), { headers: { 'content-type': 'application/json' } })),
        );
      });
    };
    const client = createApolloClient({ fetch, retryDelayMs: 1 });
    const query = parseDocument(CURRENT_USER_QUERY);
    const reader = new AbortController();
    const abandoned = client.query({ query, context: { fetchOptions: { signal: reader.signal } } });
    const wanted = client.query({ query });
    reader.abort();
    await expect(abandoned).rejects.toThrow();
    pending.forEach((answer) => answer());
    await expect(wanted).resolves.toMatchObject({ data: { currentUser: null } });
    expect(calls).toBe(2);
  });
});
