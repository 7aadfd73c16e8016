import { describe, expect, it } from 'vitest';
import { orgAdmin } from '../testing/fixtures.ts';
import { isUnauthenticated } from './authErrors.ts';
import { graphqlSession } from './sessionApi.ts';

const server = (answer: unknown, status = 200) => {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch: typeof globalThis.fetch = async (url, init = {}) => {
    requests.push({ url: String(url), init });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  };
  return { requests, fetch };
};

describe('graphqlSession', () => {
  it('posts the login mutation with the session cookie and the CSRF header', async () => {
    const { requests, fetch } = server({ data: { login: { currentUser: orgAdmin } } });
    expect(await graphqlSession({ fetch, csrfToken: () => 'tok' }).login('a@b.c', 'pw')).toEqual(orgAdmin);
    const { url, init } = requests[0];
    expect(url).toBe('/graphql');
    expect(init.credentials).toBe('same-origin');
    expect(new Headers(init.headers).get('X-CSRF-Token')).toBe('tok');
    expect(JSON.parse(String(init.body)).variables).toEqual({ input: { email: 'a@b.c', password: 'pw' } });
  });

  it('sends no CSRF header without a token', async () => {
    const { requests, fetch } = server({ data: { currentUser: null } });
    expect(await graphqlSession({ fetch, csrfToken: () => undefined }).currentUser()).toBeNull();
    expect(new Headers(requests[0].init.headers).has('X-CSRF-Token')).toBe(false);
  });

  it('raises GraphQL errors so that UNAUTHENTICATED can be told apart', async () => {
    const { fetch } = server({ errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }], data: null });
    const error = await graphqlSession({ fetch })
      .currentUser()
      .catch((e: unknown) => e);
    expect(isUnauthenticated(error)).toBe(true);
  });

  it('raises an HTTP failure without a GraphQL body', async () => {
    const { fetch } = server('oops', 502);
    await expect(graphqlSession({ fetch }).logout()).rejects.toThrow('HTTP 502');
  });
});
