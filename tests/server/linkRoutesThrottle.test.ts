import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';

/** The link routes outside GraphQL (one-click unsubscribe, overlay, download) answer a spent link budget with 429, not 500. */
describe.each(TEST_DATABASES)('link routes under the link throttle on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind, linkThrottle: { requests: 1000, misses: 1, windowSeconds: 600 } });
  });
  afterAll(() => server.close());

  const oneClick = () =>
    fetch(`${server.url}/unsubscribe?token=guessed-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });

  it('answers the miss with 404, then refuses the address with 429 and the reason', async () => {
    expect((await oneClick()).status).toBe(404);
    const refused = await oneClick();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      error: expect.stringContaining('Too many requests from this address for links'),
      code: 'THROTTLED',
    });
    expect((await fetch(`${server.url}/original_videos/another-guess/download`)).status).toBe(429);
  });
});
