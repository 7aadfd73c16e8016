import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { DEMO_WIDGET_TOKEN } from '../../src/server/demo/seeds/liveStreamWidget.ts';
import { liveStreamIdOfWidgetToken } from '../../src/server/features/liveStreams/widgetLinks.ts';
import { LIVE_STREAM_WIDGET_QUERY, type LiveStreamWidget } from '../../src/shared/publicApi/liveStreamWidget.ts';
import { runAgent } from '../../scripts/venueAgent/agent.ts';

const ISSUE = 'mutation($input: VenueServerIssueCredentialInput!) { venueServerIssueCredential(input: $input) { credential } }';
const LOG_TAB = `query($id: ID!) { liveStream(id: $id) {
  readminAssociationObjects(associationName: "logs", limit: 100) { ... on LiveStreamLog { level message } }
} }`;

/** Polls `read` until `done` holds of its answer (at most `ms`), answering it; fails with the last answer. */
const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`gave up waiting; last: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
};

/**
 * `npm run venue-agent`'s live streams, in process against a test server: the demo's live stream (on a court
 * dhsc-vs-01's camera films) gets its HLS from the agent's encoder, which the widget's link then plays; the
 * RTMP output's push and the YouTube output are reported in the stream's Log tab, truthfully.
 */
describe('venue agent live streams', () => {
  let server: TestServer;
  let admin: GraphqlClient;
  let streamId: number;

  beforeAll(async () => {
    server = await startTestServer({ kind: 'pglite' });
    admin = await signedIn(server.url, DEMO_USERS.admin);
    streamId = (await liveStreamIdOfWidgetToken(server.database.db, DEMO_WIDGET_TOKEN))!;
    const db = server.database.db;
    // Nothing listens on port 1 of this machine: the push is refused, and the log says so.
    await db
      .insertInto('live_stream_custom_outputs')
      .values({ live_stream_id: streamId, rtmp_url: 'rtmp://127.0.0.1:1/live/secret-key-1' })
      .execute();
    await db
      .insertInto('live_stream_yt_outputs')
      .values({ live_stream_id: streamId, yt_channel_id: 'UCabcdefghijklmnopqrstuv', title: 'Court 1 on YouTube', unlisted: false })
      .execute();
  });
  afterAll(() => server?.close());

  const widget = async () =>
    (
      await new GraphqlClient(server.url).request<{ liveStreamWidget: LiveStreamWidget }>(
        LIVE_STREAM_WIDGET_QUERY,
        { uuid: DEMO_WIDGET_TOKEN },
        { csrf: false },
      )
    ).data!.liveStreamWidget;
  const logTab = async () =>
    (await admin.request<{ liveStream: { readminAssociationObjects: { level: string; message: string }[] } }>(LOG_TAB, { id: String(streamId) }))
      .data!.liveStream.readminAssociationObjects;

  it("streams the due stream: the widget's playlist becomes readable and the outputs' outcomes are logged", async () => {
    const vs = await server.database.db.selectFrom('venue_servers').select('id').where('name', '=', 'dhsc-vs-01').executeTakeFirstOrThrow();
    const credential = (
      await admin.request<{ venueServerIssueCredential: { credential: string } }>(ISSUE, { input: { venueServerId: String(vs.id) } })
    ).data!.venueServerIssueCredential.credential;
    expect((await widget()).liveHlsUrl).toBe('/hls/demo/index.m3u8');

    const stop = new AbortController();
    const lines: string[] = [];
    const agent = runAgent(
      {
        url: server.url,
        credential,
        serverName: 'dhsc-vs-01',
        pollSeconds: 1,
        snapshotSeconds: 3600,
        disk: '/dev/nonexistent',
        log: (l) => lines.push(l),
      },
      stop.signal,
    );
    try {
      const live = await waitFor(widget, (w) => w.liveHlsUrl?.startsWith(`/hls/live/${streamId}/`) === true);
      const playlistUrl = new URL(live.liveHlsUrl!, server.url);
      const playlist = await (await fetch(playlistUrl)).text();
      expect(playlist).toMatch(/^#EXTM3U/);
      const segment = playlist.split('\n').find((l) => l.endsWith('.ts'))!;
      const res = await fetch(new URL(segment, playlistUrl));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/mp2t');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.length % 188).toBe(0);
      expect(bytes[0]).toBe(0x47);

      const log = await waitFor(logTab, (entries) => entries.some((e) => /^RTMP output \d+: ffmpeg could not push/.test(e.message)));
      const messages = log.map((e) => e.message);
      expect(messages).toContainEqual(expect.stringMatching(/^RTMP output \d+: pushing to rtmp:\/\/127\.0\.0\.1:1\/live\/…/));
      const failed = log.find((e) => /could not push/.test(e.message))!;
      expect(failed.level).toBe('error');
      expect(failed.message).toMatch(/Connection refused|refused/i);
      expect(messages.join('\n')).not.toContain('secret-key-1');
      expect(log).toContainEqual({
        level: 'warning',
        message: expect.stringMatching(
          /^YouTube output \d+ \('Court 1 on YouTube'\): the destination is channel UCabcdefghijklmnopqrstuv\. Nothing was sent/,
        ),
      });
      expect(messages).toContainEqual(expect.stringMatching(/^HLS: the first playlist and \d+ segment\(s\) are uploaded/));
    } finally {
      stop.abort();
      await agent;
    }
    // Stopping closes the playlist (ENDLIST) and says so in the log.
    const closed = await (await fetch(new URL((await widget()).liveHlsUrl!, server.url))).text();
    expect(closed).toContain('#EXT-X-ENDLIST');
    expect((await logTab()).map((e) => e.message)).toContainEqual(
      expect.stringMatching(/^HLS: encoder stopped: the venue agent is stopping; \d+ segment/),
    );
    // The encoder's run is a span of the Encoding Timeline tab, ended when the agent stopped it.
    const timeline = await admin.request<{
      liveStream: { encodingTimelineItems: { pid: number; endedAt: string | null; durationSeconds: number | null }[] };
    }>('query($id: ID!) { liveStream(id: $id) { encodingTimelineItems { pid endedAt durationSeconds } } }', { id: String(streamId) });
    const spans = timeline.data!.liveStream.encodingTimelineItems.filter((s) => s.endedAt !== null && Date.parse(s.endedAt) > Date.now() - 60_000);
    expect(spans).toHaveLength(1);
    expect(spans[0].pid).toBeGreaterThan(1);
    expect(spans[0].durationSeconds).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
