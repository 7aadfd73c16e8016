import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { LIVE_STREAM_WIDGET_QUERY, type LiveStreamWidget } from '../../src/shared/publicApi/liveStreamWidget.ts';
import { DEMO_WIDGET_TOKEN } from '../../src/server/demo/seeds/liveStreamWidget.ts';
import { hashSecretToken } from '../../src/server/auth/secretTokens.ts';

const WIDGET_LINK = 'mutation($input: LiveStreamWidgetLinkInput!) { liveStreamWidgetLink(input: $input) { widgetUrl } }';
const HOUR = 3600_000;

describe.each(TEST_DATABASES)('live stream widget on %s', (kind) => {
  let server: TestServer;
  let visitor: GraphqlClient;
  let streamId: number;
  beforeAll(async () => {
    server = await startTestServer({ kind });
    visitor = new GraphqlClient(server.url);
    const first = await sql<{
      id: number;
    }>`SELECT s.id FROM live_streams s JOIN courts c ON c.id = s.court_id WHERE c.org_id = 1 ORDER BY s.id LIMIT 1`.execute(server.database.db);
    streamId = first.rows[0].id;
  });
  afterAll(() => server?.close());

  const widget = async (uuid: string) => {
    const res = await visitor.request<{ liveStreamWidget: LiveStreamWidget | null }>(LIVE_STREAM_WIDGET_QUERY, { uuid }, { csrf: false });
    expect(res.errors).toBeUndefined();
    return res.data!.liveStreamWidget;
  };
  const setStream = (values: Record<string, unknown>) =>
    server.database.db.updateTable('live_streams').set(values).where('id', '=', streamId).execute();

  it('answers the demo link without a session: live, with the demo HLS and sound', async () => {
    expect(await widget(DEMO_WIDGET_TOKEN)).toMatchObject({
      live: true,
      upcoming: false,
      finished: false,
      cancelled: false,
      liveHlsUrl: '/hls/demo/index.m3u8',
      audioEnabled: true,
    });
  });

  it('issues a link once to who edits the stream, stores only its hash, and a new link retires the old one', async () => {
    const venueAdmin = await signedIn(server.url, 'venueadmin@example.com');
    const refused = await venueAdmin.request(WIDGET_LINK, { input: { liveStreamId: streamId } });
    expect(refused.errors?.length).toBeGreaterThan(0);

    const orgAdmin = await signedIn(server.url, 'orgadmin@example.com');
    const issue = async () => {
      const res = await orgAdmin.request<{ liveStreamWidgetLink: { widgetUrl: string } }>(WIDGET_LINK, { input: { liveStreamId: streamId } });
      expect(res.errors).toBeUndefined();
      const url = res.data!.liveStreamWidgetLink.widgetUrl;
      expect(url).toMatch(/\/live_stream_widget\/[A-Za-z0-9_-]{43}$/); // 256 bits
      return url.split('/').pop()!;
    };
    const first = await issue();
    expect((await widget(first))?.id).toBe(String(streamId));
    const stored = await sql<{ token_hash: string }>`SELECT token_hash FROM live_stream_widget_links WHERE live_stream_id = ${streamId}`.execute(
      server.database.db,
    );
    expect(stored.rows).toEqual([{ token_hash: hashSecretToken(first) }]);

    const issued = await orgAdmin.request<{ readminObject: { widgetLinkIssuedAt: string | null } }>(
      'query($id: ID!) { readminObject(id: $id, typename: "LiveStream") { ... on LiveStream { widgetLinkIssuedAt } } }',
      { id: String(streamId) },
    );
    expect(issued.errors).toBeUndefined();
    expect(issued.data!.readminObject.widgetLinkIssuedAt).toBeTruthy();

    const second = await issue();
    expect(second).not.toBe(first);
    expect(await widget(first)).toBeNull();
    expect((await widget(second))?.id).toBe(String(streamId));
  });

  it('answers each state of spec 000 §4.1, exactly one flag at a time', async () => {
    const orgAdmin = await signedIn(server.url, 'orgadmin@example.com');
    const res = await orgAdmin.request<{ liveStreamWidgetLink: { widgetUrl: string } }>(WIDGET_LINK, { input: { liveStreamId: streamId } });
    const token = res.data!.liveStreamWidgetLink.widgetUrl.split('/').pop()!;
    const now = Date.now();
    const state = async (values: Record<string, unknown>) => {
      await setStream(values);
      const answer = (await widget(token))!;
      expect([answer.live, answer.upcoming, answer.finished, answer.cancelled].filter(Boolean)).toHaveLength(1);
      return answer;
    };
    const live = {
      start_at: new Date(now - HOUR),
      finish_at: new Date(now + HOUR),
      cancelled: false,
      live_hls_url: 'https://cdn.example.com/live.m3u8',
    };
    expect(await state(live)).toMatchObject({ live: true, liveHlsUrl: 'https://cdn.example.com/live.m3u8', audioEnabled: false });
    expect(await state({ ...live, live_hls_url: null })).toMatchObject({ live: true, liveHlsUrl: null });
    expect(await state({ ...live, start_at: new Date(now + HOUR), finish_at: new Date(now + 2 * HOUR) })).toMatchObject({
      upcoming: true,
      liveHlsUrl: null,
    });
    expect(await state({ ...live, start_at: new Date(now - 2 * HOUR), finish_at: new Date(now - HOUR) })).toMatchObject({
      finished: true,
      liveHlsUrl: null,
    });
    expect(await state({ ...live, cancelled: true })).toMatchObject({ cancelled: true, liveHlsUrl: null });
    expect(await state({ ...live, audio_enabled: true })).toMatchObject({ live: true, audioEnabled: true });
  });

  it('answers null for an unknown link', async () => {
    expect(await widget('no-such-widget-link-0000000000000000000')).toBeNull();
  });
});

describe('live stream widget link guessing', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ linkThrottle: { requests: 100, misses: 3, windowSeconds: 60 } });
  });
  afterAll(() => server?.close());

  it('refuses an address (THROTTLED) once it has tried too many unknown links, even with a valid one', async () => {
    const visitor = new GraphqlClient(server.url);
    const ask = (uuid: string) => visitor.request(LIVE_STREAM_WIDGET_QUERY, { uuid }, { csrf: false });
    for (let i = 0; i < 3; i++) expect((await ask(`guess-${i}-000000000000000000000`)).data).toEqual({ liveStreamWidget: null });
    const throttledCode = (res: Awaited<ReturnType<typeof ask>>) => [res.errors?.[0].message, res.errors?.[0].extensions?.code];
    const fourth = await ask('guess-3-000000000000000000000');
    expect(throttledCode(fourth)).toEqual([expect.stringContaining('Too many requests'), 'THROTTLED']);
    expect(throttledCode(await ask(DEMO_WIDGET_TOKEN))).toEqual([expect.stringContaining('Too many requests'), 'THROTTLED']);
  });
});

describe('demo HLS route', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server?.close());

  it('serves a live playlist that slides every 2 seconds, not to be cached', async () => {
    const res = await fetch(`${server.url}/hls/demo/index.m3u8`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const text = await res.text();
    expect(text).toMatch(/^#EXTM3U\n/);
    expect(text).not.toContain('#EXT-X-ENDLIST');
    expect(text.match(/^seg\d{3}\.ts$/gm)).toHaveLength(6);
  });

  it('serves each segment as MPEG-TS made by ffmpeg, and 404 for any other file', async () => {
    const res = await fetch(`${server.url}/hls/demo/seg000.ts`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp2t');
    expect(res.headers.get('cache-control')).toContain('max-age');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(10_000);
    expect([bytes[0], bytes[188]]).toEqual([0x47, 0x47]); // MPEG-TS packets of 188 bytes
    for (const path of ['/hls/demo/seg999.ts', '/hls/demo/..%2Fpasswd', '/hls/other/index.m3u8'])
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
  }, 60_000);
});

describe('demo live playlist', () => {
  it('numbers segments from the epoch and marks where the loop starts over', async () => {
    const { demoLivePlaylist } = await import('../../src/server/features/liveStreams/demoHls.ts');
    // At 62 s the newest segment is number 31 (30 s per loop of 15): 26..31, the loop restarting at 30.
    const text = demoLivePlaylist(62_000);
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:26');
    expect(text).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1');
    expect(text.split('\n').filter((l) => !l.startsWith('#EXTINF') && l)).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-TARGETDURATION:2',
      '#EXT-X-MEDIA-SEQUENCE:26',
      '#EXT-X-DISCONTINUITY-SEQUENCE:1',
      'seg011.ts',
      'seg012.ts',
      'seg013.ts',
      'seg014.ts',
      '#EXT-X-DISCONTINUITY',
      'seg000.ts',
      'seg001.ts',
    ]);
  });
});
