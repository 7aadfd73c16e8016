import { afterEach, describe, expect, it, vi } from 'vitest';
import { googleProvider, localYoutubeProvider, youtubeProviderOf } from '../../src/server/features/streamAccounts/youtube/provider.ts';
import { facebookProviderOf, graphProvider, localProvider } from '../../src/server/features/streamAccounts/facebook/provider.ts';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const account = (externalId: string) => ({ externalId, name: 'Hoops League', email: 'media@hoops.example', accessToken: 'token-1' });

/** Where an account's outputs can go live, as each provider lists it (spec 002 §3 ytChannelId, spec 001 §7 Facebook profiles). */
describe('stream destinations', () => {
  it("asks YouTube for the token's own channels, and says why when it refuses", async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      json({ items: [{ id: 'UCh4rb0urC1tyB4sk3tb4ll0', snippet: { title: 'Hoops League TV' } }] }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await googleProvider('id', 'secret').destinations(account('1098'))).toEqual([
      { value: 'UCh4rb0urC1tyB4sk3tb4ll0', label: 'Hoops League TV' },
    ]);
    expect(fetch.mock.calls[0][0]).toBe('https://www.googleapis.com/youtube/v3/channels?part=snippet&mine=true&maxResults=50');
    expect(fetch.mock.calls[0][1]?.headers).toEqual({ authorization: 'Bearer token-1' });
    vi.stubGlobal('fetch', async () => json({ error: { message: 'Invalid Credentials' } }, 401));
    await expect(googleProvider('id', 'secret').destinations(account('1098'))).rejects.toThrow(
      "YouTube did not list the account's channels: Invalid Credentials",
    );
  });

  it("lists the Facebook user's profile, then the pages they manage", async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('/me/accounts?')
        ? json({ data: [{ id: '100200300400', name: 'Hoops League page' }] })
        : json({ id: '55501', name: 'Jamie Media' }),
    );
    expect(await graphProvider('app', 'secret').destinations(account('55501'))).toEqual([
      { value: '55501', label: 'Jamie Media' },
      { value: '100200300400', label: 'Hoops League page' },
    ]);
  });

  it("answers a local account's own list, the same every time, and sends it to the stand-in rather than the service", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const first = await localYoutubeProvider().destinations(account('local-7'));
    expect(first.map((d) => d.value)).toEqual((await localYoutubeProvider().destinations(account('local-7'))).map((d) => d.value));
    expect((await localYoutubeProvider().destinations(account('local-8')))[0].value).not.toBe(first[0].value);
    expect(await youtubeProviderOf(account('local-7')).destinations(account('local-7'))).toEqual(first);
    expect(youtubeProviderOf(account('1098')).kind).toBe('youtube');
    expect((await localProvider().destinations(account('local-7'))).map((d) => d.value)).toEqual([
      expect.stringMatching(/^10[0-9]{13}$/),
      expect.stringMatching(/^10[0-9]{13}$/),
    ]);
    expect(facebookProviderOf(account('55501')).kind).toBe('facebook');
    expect(fetch).not.toHaveBeenCalled();
  });
});
