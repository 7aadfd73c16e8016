import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { runFfmpeg, withTempDir } from '../../src/server/features/media/ffmpeg.ts';
import { storeWidgetLink } from '../../src/server/features/liveStreams/widgetLinks.ts';
import { LIVE_STREAM_WIDGET_QUERY, type LiveStreamWidget } from '../../src/shared/publicApi/liveStreamWidget.ts';
import {
  VENUE_API_LIVE_STREAMS,
  venueApiLiveStreamEncoding,
  venueApiLiveStreamHls,
  venueApiLiveStreamLog,
  type LiveStreamsAnswer,
} from '../../src/shared/venueServerApi.ts';

const ISSUE = 'mutation($input: VenueServerIssueCredentialInput!) { venueServerIssueCredential(input: $input) { credential } }';
const LOG_TAB = `query($id: ID!) { liveStream(id: $id) {
  readminAssociationObjects(associationName: "logs", limit: 50) { ... on LiveStreamLog { level message loggedAt } }
} }`;
const MINUTE = 60_000;

/** One second of test pattern as an MPEG-TS segment, as an encoder writes one. */
const tsSegment = () =>
  withTempDir(async (dir) => {
    const out = join(dir, 'seg0.ts');
    await runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=10:duration=1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-f', 'mpegts', out]);
    return readFile(out);
  });

const PLAYLIST = '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:1\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:1.000000,\nseg0.ts\n';

/**
 * The venue server API's live streams: a server gets the streams it is to send now (on courts its cameras
 * film) with their outputs as stored, reports to a stream's Log tab, and uploads its HLS, which the widget's
 * link then plays; another server reaches none of it.
 */
describe.each(TEST_DATABASES)('venue server live streams on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  const credentials: Record<string, string> = {};
  const courts: Record<string, number> = {};
  const streams: Record<string, number> = {};
  const db = () => server.database.db;

  const call = async (name: string, path: string, init: { method?: string; json?: unknown; body?: Buffer | string; type?: string } = {}) => {
    const headers: Record<string, string> = { authorization: `Bearer ${credentials[name]}` };
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    if (init.type) headers['content-type'] = init.type;
    const res = await fetch(server.url + path, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : typeof init.body === 'string' ? init.body : init.body && new Uint8Array(init.body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: string; field?: string } };
  };
  const putHls = (
    name: string,
    stream: number,
    file: string,
    body: Buffer | string,
    type = file.endsWith('.ts') ? 'video/mp2t' : 'application/vnd.apple.mpegurl',
  ) => call(name, venueApiLiveStreamHls(stream, file), { method: 'PUT', body, type });

  const addStream = async (key: string, court: number, startMinutes: number, finishMinutes: number, cancelled = false) => {
    const now = Date.now();
    streams[key] = (
      await db()
        .insertInto('live_streams')
        .values({
          name: `Test stream ${key}`,
          court_id: court,
          start_at: new Date(now + startMinutes * MINUTE),
          finish_at: new Date(now + finishMinutes * MINUTE),
          output_resolution: '1080p',
          cancelled,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  };

  beforeAll(async () => {
    server = await startTestServer({ kind });
    admin = await signedIn(server.url, DEMO_USERS.admin);
    for (const name of ['dhsc-vs-01', 'bondi-vs-01']) {
      const vs = await db().selectFrom('venue_servers').select('id').where('name', '=', name).executeTakeFirstOrThrow();
      credentials[name] = (
        await admin.request<{ venueServerIssueCredential: { credential: string } }>(ISSUE, { input: { venueServerId: String(vs.id) } })
      ).data!.venueServerIssueCredential.credential;
      // A court this server's cameras film (Court.surfaces → Surface.camera → Camera.venueServer).
      const filmed = await sql<{ id: number }>`SELECT c.id FROM courts c JOIN surfaces s ON s.id = ANY(c.surface_ids)
        JOIN cameras cam ON cam.id = s.camera_id WHERE cam.venue_server_id = ${vs.id} ORDER BY c.id LIMIT 1`.execute(db());
      courts[name] = filmed.rows[0].id;
    }
    await addStream('live', courts['dhsc-vs-01'], -10, 60);
    await addStream('soon', courts['dhsc-vs-01'], 3, 60);
    await addStream('later', courts['dhsc-vs-01'], 30, 90);
    await addStream('cancelled', courts['dhsc-vs-01'], -10, 60, true);
    await addStream('finished', courts['dhsc-vs-01'], -90, -1);
    await addStream('bondi', courts['bondi-vs-01'], -5, 60);
    await db()
      .insertInto('live_stream_custom_outputs')
      .values({ live_stream_id: streams.live, rtmp_url: 'rtmp://127.0.0.1:1/live/key-abc123' })
      .execute();
    await db()
      .insertInto('live_stream_yt_outputs')
      .values({
        live_stream_id: streams.live,
        yt_channel_id: 'UCabcdefghijklmnopqrstuv',
        title: 'Live on YouTube',
        description: 'Court 1',
        unlisted: true,
      })
      .execute();
    await db()
      .insertInto('live_stream_fb_outputs')
      .values({ live_stream_id: streams.live, fb_profile_id: '104839271655123', title: 'Live on Facebook', description: null })
      .execute();
  });
  afterAll(() => server?.close());

  it("answers only the caller's streams to send now, each with its outputs as stored", async () => {
    const dhsc = await call('dhsc-vs-01', VENUE_API_LIVE_STREAMS);
    expect(dhsc.status).toBe(200);
    const listed = (dhsc.body as unknown as LiveStreamsAnswer).liveStreams;
    const ids = listed.map((s) => Number(s.id));
    expect(ids).toEqual(expect.arrayContaining([streams.live, streams.soon]));
    for (const absent of ['later', 'cancelled', 'finished', 'bondi']) expect(ids).not.toContain(streams[absent]);
    const live = listed.find((s) => Number(s.id) === streams.live)!;
    expect(live).toMatchObject({
      court: { id: String(courts['dhsc-vs-01']) },
      outputResolution: '1080p',
      rtmpOutputs: [{ rtmpUrl: 'rtmp://127.0.0.1:1/live/key-abc123' }],
      youtubeOutputs: [{ ytChannelId: 'UCabcdefghijklmnopqrstuv', title: 'Live on YouTube', description: 'Court 1', unlisted: true }],
      facebookOutputs: [{ fbProfileId: '104839271655123', title: 'Live on Facebook', description: null }],
      logPath: venueApiLiveStreamLog(streams.live),
      hlsPath: venueApiLiveStreamHls(streams.live, 'index.m3u8'),
    });
    expect(live.cameras.length).toBeGreaterThan(0);
    expect(listed.find((s) => Number(s.id) === streams.soon)!.rtmpOutputs).toEqual([]);

    const bondi = (await call('bondi-vs-01', VENUE_API_LIVE_STREAMS)).body as unknown as LiveStreamsAnswer;
    expect(bondi.liveStreams.map((s) => Number(s.id))).toContain(streams.bondi);
    expect(bondi.liveStreams.map((s) => Number(s.id))).not.toContain(streams.live);
  });

  it("puts the server's reports in the stream's Log tab; another server's stream is refused", async () => {
    const res = await call('dhsc-vs-01', venueApiLiveStreamLog(streams.live), {
      json: {
        entries: [
          { message: 'RTMP output 1: pushing to rtmp://127.0.0.1:1/live/…' },
          { level: 'error', message: 'RTMP output 1: Connection refused', loggedAt: new Date(Date.now() - 1000).toISOString() },
        ],
      },
    });
    expect(res).toEqual({ status: 200, body: { logged: 2 } });
    const tab = await admin.request<{ liveStream: { readminAssociationObjects: { level: string; message: string }[] } }>(LOG_TAB, {
      id: String(streams.live),
    });
    expect(tab.data!.liveStream.readminAssociationObjects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'info', message: 'RTMP output 1: pushing to rtmp://127.0.0.1:1/live/…' }),
        expect.objectContaining({ level: 'error', message: 'RTMP output 1: Connection refused' }),
      ]),
    );

    const other = await call('bondi-vs-01', venueApiLiveStreamLog(streams.live), { json: { entries: [{ message: 'not mine' }] } });
    expect(other.status).toBe(404);
    expect(other.body.error).toMatch(/No live stream/);
    const bad = await call('dhsc-vs-01', venueApiLiveStreamLog(streams.live), { json: { entries: [{ level: 'loud', message: 'x' }] } });
    expect(bad).toMatchObject({ status: 400, body: { field: 'entries[0].level' } });
    const empty = await call('dhsc-vs-01', venueApiLiveStreamLog(streams.live), { json: { entries: [] } });
    expect(empty).toMatchObject({ status: 400, body: { field: 'entries' } });
  });

  it("records the encoder's spans for the Encoding Timeline tab: started, then ended", async () => {
    const startedAt = new Date(Date.now() - 5 * MINUTE).toISOString();
    const started = await call('dhsc-vs-01', venueApiLiveStreamEncoding(streams.live), { json: { pid: 4242, startedAt } });
    expect(started).toMatchObject({ status: 200, body: { span: { pid: 4242, startedAt, endedAt: null } } });
    const endedAt = new Date(Date.now() - MINUTE).toISOString();
    const ended = await call('dhsc-vs-01', venueApiLiveStreamEncoding(streams.live), { json: { pid: 4242, startedAt, endedAt } });
    expect(ended.body).toEqual({ span: { id: (started.body.span as { id: string }).id, pid: 4242, startedAt, endedAt } });
    const timeline = await admin.request<{ liveStream: { encodingTimelineItems: { pid: number; durationSeconds: number }[] } }>(
      'query($id: ID!) { liveStream(id: $id) { encodingTimelineItems { pid durationSeconds } } }',
      { id: String(streams.live) },
    );
    expect(timeline.data!.liveStream.encodingTimelineItems).toEqual([{ pid: 4242, durationSeconds: 240 }]);

    expect((await call('bondi-vs-01', venueApiLiveStreamEncoding(streams.live), { json: { pid: 1, startedAt } })).status).toBe(404);
    expect(await call('dhsc-vs-01', venueApiLiveStreamEncoding(streams.live), { json: { pid: 0, startedAt } })).toMatchObject({
      status: 400,
      body: { field: 'pid' },
    });
    expect(
      await call('dhsc-vs-01', venueApiLiveStreamEncoding(streams.live), { json: { pid: 1, startedAt, endedAt: '2020-01-01T00:00:00Z' } }),
    ).toMatchObject({
      status: 400,
      body: { field: 'endedAt' },
    });
  });

  it('refuses HLS files with bad names, the wrong type or bytes, and for another server', async () => {
    const segment = await tsSegment();
    for (const name of ['..%2Fescape.ts', 'index.mp4', '.hidden.ts', 'a b.m3u8']) {
      const res = await putHls('dhsc-vs-01', streams.live, decodeURIComponent(name), segment, 'video/mp2t');
      expect([name, res.status, res.body.field]).toEqual([name, 400, 'file']);
    }
    expect((await putHls('bondi-vs-01', streams.live, 'seg0.ts', segment)).status).toBe(404);
    expect((await putHls('dhsc-vs-01', streams.live, 'seg0.ts', segment, 'video/mp4')).status).toBe(415);
    expect(await putHls('dhsc-vs-01', streams.live, 'seg0.ts', Buffer.from('not a transport stream'))).toMatchObject({
      status: 400,
      body: { field: 'body' },
    });
    const elsewhere = await putHls('dhsc-vs-01', streams.live, 'index.m3u8', PLAYLIST.replace('seg0.ts', 'https://elsewhere.example/seg0.ts'));
    expect(elsewhere).toMatchObject({ status: 400, body: { field: 'body' } });
    expect(elsewhere.body.error).toMatch(/may name only files uploaded beside it/);
    expect((await putHls('dhsc-vs-01', streams.cancelled, 'seg0.ts', segment)).status).toBe(409);
    const live = await db().selectFrom('live_streams').select('live_hls_url').where('id', '=', streams.live).executeTakeFirstOrThrow();
    expect(live.live_hls_url).toBeNull();
  });

  it("serves an uploaded playlist and segment to the widget link's holder, and sets liveHlsUrl", async () => {
    const segment = await tsSegment();
    const up = await putHls('dhsc-vs-01', streams.live, 'seg0.ts', segment);
    expect(up).toEqual({ status: 200, body: { file: 'seg0.ts', size: segment.length, liveHlsUrl: null } });
    const playlist = await putHls('dhsc-vs-01', streams.live, 'index.m3u8', PLAYLIST);
    expect(playlist.status).toBe(200);
    const liveHlsUrl = playlist.body.liveHlsUrl as string;
    expect(liveHlsUrl).toMatch(new RegExp(`^/hls/live/${streams.live}/[A-Za-z0-9_-]{43}/index\\.m3u8$`));
    // A later playlist keeps the address.
    expect((await putHls('dhsc-vs-01', streams.live, 'index.m3u8', PLAYLIST)).body.liveHlsUrl).toBe(liveHlsUrl);

    const token = 'venue-live-stream-test-widget-token-000000';
    await storeWidgetLink(db(), streams.live, token);
    const visitor = new GraphqlClient(server.url);
    const widget = (await visitor.request<{ liveStreamWidget: LiveStreamWidget }>(LIVE_STREAM_WIDGET_QUERY, { uuid: token }, { csrf: false })).data!
      .liveStreamWidget;
    expect(widget).toMatchObject({ live: true, liveHlsUrl });

    const served = await fetch(server.url + widget.liveHlsUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(await served.text()).toBe(PLAYLIST);
    const seg = await fetch(new URL('seg0.ts', server.url + widget.liveHlsUrl));
    expect(seg.headers.get('content-type')).toBe('video/mp2t');
    expect(Buffer.from(await seg.arrayBuffer()).equals(segment)).toBe(true);

    // Only the secret path serves it; a cancelled stream's is gone.
    const guessed = liveHlsUrl.replace(/\/[A-Za-z0-9_-]{43}\//, `/${'A'.repeat(43)}/`);
    expect((await fetch(server.url + guessed)).status).toBe(404);
    // A new widget link moves the HLS to a new secret with the next playlist: the earlier link's path stops serving.
    await storeWidgetLink(db(), streams.live, 'venue-live-stream-test-widget-token-111111');
    const moved = (await putHls('dhsc-vs-01', streams.live, 'index.m3u8', PLAYLIST)).body.liveHlsUrl as string;
    expect(moved).toMatch(new RegExp(`^/hls/live/${streams.live}/[A-Za-z0-9_-]{43}/index\\.m3u8$`));
    expect(moved).not.toBe(liveHlsUrl);
    expect((await fetch(server.url + moved)).status).toBe(200);
    expect((await fetch(server.url + liveHlsUrl)).status).toBe(404);
    expect((await putHls('dhsc-vs-01', streams.live, 'index.m3u8', PLAYLIST)).body.liveHlsUrl).toBe(moved);

    await db().updateTable('live_streams').set({ cancelled: true }).where('id', '=', streams.live).execute();
    expect((await fetch(server.url + moved)).status).toBe(410);
    // The next poll of a server clears the ended stream's HLS: its files leave the store and its URL is emptied.
    expect((await call('bondi-vs-01', VENUE_API_LIVE_STREAMS)).status).toBe(200);
    const after = await db().selectFrom('live_streams').select('live_hls_url').where('id', '=', streams.live).executeTakeFirstOrThrow();
    expect(after.live_hls_url).toBeNull();
    for (const file of ['index.m3u8', 'seg0.ts']) expect(await server.storage.size(`live/${streams.live}/${file}`)).toBeNull();
    await db().updateTable('live_streams').set({ cancelled: false }).where('id', '=', streams.live).execute();
  });
});
