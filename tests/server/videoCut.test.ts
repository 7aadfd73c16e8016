import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { endedCutAttempt, expectCutVideo } from '../support/cutVideo.ts';
import { probeVideo } from '../support/probeVideo.ts';
import { waitUntil } from '../support/waitUntil.ts';
import { readAll } from '../../src/server/files/storage/objectStore.ts';
import { archivedKey, originalKey, originalUrl, recordingKey, recordingUrl, versionKey } from '../../src/server/features/media/videoFiles.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const RE_CUT = 'mutation($ids: [ID!]!) { videosReCut(input: { videoIds: $ids }) { id } }';
const CUT = 'mutation($input: GameCutNewFootageInput!) { gameCutNewFootage(input: $input) { id } }';
const RE_ENCODE = 'mutation($ids: [ID!]!) { videosReEncode(input: { videoIds: $ids, queue: "standard" }) { id } }';

type Video = { id: number; seconds: number; recordings: number[] };

/**
 * The cut's failures in their own words, archived recordings cut from, and the recordings' media route
 * (the demo's uploaded and archived recordings have files: src/server/demo/seeds/demoVideo.ts).
 */
describe.each(TEST_DATABASES)('cutting video from recordings on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  const rows = async <T>(text: string) => (await sql<T>`${sql.raw(text)}`.execute(server.database.db)).rows;
  /** The organisation's demo videos (with their cut span and the recordings they are cut from). */
  const videosOf = (org: number, where: string) =>
    rows<Video>(`SELECT v.id, extract(epoch FROM v.cut_end_time - v.cut_start_time)::int AS seconds,
        array(SELECT r.id FROM recordings r WHERE v.id = ANY(r.video_ids) ORDER BY r.started_at) AS recordings
      FROM videos v JOIN courts c ON c.id = v.court_id WHERE c.org_id = ${org} AND ${where} ORDER BY v.id`);
  const reCut = async (video: Video) => {
    const done = await admin.request(RE_CUT, { ids: [String(video.id)] });
    expect(done.errors).toBeUndefined();
    return endedCutAttempt(server, video.id);
  };

  beforeAll(async () => {
    server = await startTestServer({ kind, exports: true });
    [admin, orgAdmin, venueAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)),
    );
  });
  afterAll(() => server.close());

  it("fails the attempt naming the recording whose file is missing from storage, and with ffmpeg's reason for a file it cannot read", async () => {
    const [video] = await videosOf(2, 'NOT v.original_video_archived');
    const [first, second] = video.recordings;
    const original = await readAll((await server.storage.get(originalKey(video.id)))!);
    await server.storage.delete([recordingKey(second)]);
    expect(await reCut(video)).toMatchObject({
      state: 'failed',
      recordings_count: 2,
      error_message: `Recording ${second}'s file is missing from storage (${recordingKey(second)}).`,
    });
    await server.storage.put(recordingKey(second), Buffer.from('not a video at all'), 'video/mp4');
    const unreadable = await reCut(video);
    expect(unreadable.state).toBe('failed');
    expect(unreadable.error_message).toMatch(/^ffmpeg failed \(exit \d+\): .*(Invalid data|moov atom not found)/);
    // The video's Cut tab shows each attempt and why it failed.
    const tab = await admin.request<{ readminObject: { readminAssociationObjects: { state: string; errorMessage: string | null }[] } }>(
      `query($id: ID!) { readminObject(typename: "Video", id: $id) {
        readminAssociationObjects(associationName: "cutAttempts", limit: 2) { ... on VideoCutAttempt { state errorMessage } } } }`,
      { id: String(video.id) },
    );
    expect(tab.errors).toBeUndefined();
    expect(tab.data!.readminObject.readminAssociationObjects.map((a) => a.errorMessage)).toContain(
      `Recording ${second}'s file is missing from storage (${recordingKey(second)}).`,
    );
    // A failed cut leaves the video's original as it was.
    expect((await readAll((await server.storage.get(originalKey(video.id)))!)).equals(original)).toBe(true);
    expect(first).toBeLessThan(second);
  });

  it('cuts an archived video from its archived recordings: the new original is back on the standard shelf, its archived copy gone', async () => {
    const [video] = await videosOf(1, 'v.original_video_archived');
    expect((await rows<{ state: string }>(`SELECT state FROM recordings WHERE id IN (${video.recordings.join(',')})`)).map((r) => r.state)).toEqual([
      'archived',
      'archived',
    ]);
    expect(await server.storage.size(archivedKey(originalKey(video.id)))).toBeGreaterThan(0);
    await reCut(video);
    await expectCutVideo(server, video.id, video.seconds, 2);
    expect(await server.storage.size(archivedKey(originalKey(video.id)))).toBeNull();
    const [after] = await rows<{ original_video_archived: boolean }>(`SELECT original_video_archived FROM videos WHERE id = ${video.id}`);
    expect(after.original_video_archived).toBe(false);
    expect((await orgAdmin.get(`/readmin/media/videos/${video.id}/original.mp4`)).status).toBe(200);
    // Its page plays the new original (the record's video is its playback URL).
    const page = await orgAdmin.request<{ readminObject: { readminVideoUrl: string } }>(
      'query($id: ID!) { readminObject(typename: "Video", id: $id) { readminVideoUrl } }',
      { id: String(video.id) },
    );
    expect(page.data!.readminObject.readminVideoUrl).toBe(originalUrl(video.id));
  });

  it('cuts new footage across the join of two recordings into an original that Re-encode then encodes', async () => {
    const [game] = await rows<{ id: number; court_id: number; surface: number; played_at: Date }>(
      `SELECT g.id, g.court_id, c.surface_ids[1] AS surface, g.played_at FROM games g JOIN courts c ON c.id = g.court_id WHERE g.id = 1`,
    );
    const [join] = await rows<{ at: Date }>(
      `SELECT r.finished_at AS at FROM recordings r JOIN videos v ON v.id = ANY(r.video_ids) WHERE v.game_id = 1 ORDER BY r.started_at LIMIT 1`,
    );
    // One minute before the first recording ends and two after the second begins.
    const start = new Date(new Date(join.at).getTime() - 60_000);
    const end = new Date(new Date(join.at).getTime() + 120_000);
    const cut = await orgAdmin.request(CUT, {
      input: {
        gameId: '1',
        courtId: String(game.court_id),
        surfaceId: String(game.surface),
        startTime: start.toISOString(),
        endTime: end.toISOString(),
      },
    });
    expect(cut.errors).toBeUndefined();
    const [video] = await rows<{ id: number }>(`SELECT id FROM videos WHERE game_id = 1`);
    await expectCutVideo(server, video.id, 180, 2);
    expect((await admin.request(RE_ENCODE, { ids: [String(video.id)] })).errors).toBeUndefined();
    const jobs = () =>
      rows<{ state: string; error_message: string | null }>(
        `SELECT j.state, j.error_message FROM video_encoding_jobs j JOIN video_encoding_job_requests q ON q.id = j.video_encoding_job_request_id
          WHERE q.video_id = ${video.id}`,
      );
    await waitUntil('the encoding job ends', async () => ['completed', 'failed'].includes((await jobs())[0]?.state ?? ''));
    expect(await jobs()).toEqual([{ state: 'completed', error_message: null }]);
    const version = await readAll((await server.storage.get(versionKey(video.id, '720p')))!);
    expect(probeVideo(version)).toMatchObject({ codec: 'h264', height: 720 });
    expect(Math.abs(probeVideo(version).seconds - 180)).toBeLessThanOrEqual(2);
  });

  it("serves a recording's footage, with seeking, to whoever may read the recording and refuses everyone else", async () => {
    const [own] = await videosOf(1, 'true');
    const [foreign] = await videosOf(2, 'true');
    const id = own.recordings[0];
    const [row] = await rows<{ url: string; duration_seconds: number }>(`SELECT url, duration_seconds FROM recordings WHERE id = ${id}`);
    expect(row.url).toBe(recordingUrl(id));
    const served = await orgAdmin.get(row.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(await readAll((await server.storage.get(recordingKey(id)))!))).toBe(true);
    expect(probeVideo(bytes)).toMatchObject({ codec: 'h264' });
    expect(Math.abs(probeVideo(bytes).seconds - row.duration_seconds)).toBeLessThanOrEqual(1);
    const seek = await fetch(new URL(row.url, server.url), { headers: { cookie: orgAdmin.cookieHeader(), range: 'bytes=0-99' } });
    expect(seek.status).toBe(206);
    // Another organisation's recording, one outside the venue admin's venue, and no one signed in.
    expect((await orgAdmin.get(recordingUrl(foreign.recordings[0]))).status).toBe(404);
    const [outside] = await rows<{ id: number }>(
      `SELECT r.id FROM recordings r JOIN courts c ON c.id = r.court_id WHERE r.url IS NOT NULL AND c.venue_id NOT IN
        (SELECT venue_id FROM venue_admins va JOIN users u ON u.id = va.user_id WHERE u.email = '${DEMO_USERS.venueAdmin}') ORDER BY r.id LIMIT 1`,
    );
    expect((await venueAdmin.get(recordingUrl(outside.id))).status).toBe(404);
    expect((await new GraphqlClient(server.url).get(row.url)).status).toBe(401);
    expect((await admin.get(recordingUrl(foreign.recordings[0]))).status).toBe(200);
  });
});
