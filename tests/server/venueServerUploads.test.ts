import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { probeSeconds, runFfmpeg, withTempDir } from '../../src/server/features/media/ffmpeg.ts';
import { readAll } from '../../src/server/files/storage/objectStore.ts';
import { blobKey } from '../../src/server/files/blobs.ts';
import { recordingKey } from '../../src/server/features/media/videoFiles.ts';
import {
  VENUE_API_CAMERAS,
  VENUE_API_RECORDINGS,
  venueApiCameraSnapshot,
  venueApiRecording,
  type CamerasAnswer,
} from '../../src/shared/venueServerApi.ts';

const ISSUE = 'mutation($input: VenueServerIssueCredentialInput!) { venueServerIssueCredential(input: $input) { credential } }';

/** A JPEG of one colour, as a camera's frame. */
const solidJpeg = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

/** The mean colour of a JPEG, to tell which frame a route answered with. */
const meanColour = async (jpeg: Buffer) => (await sharp(jpeg).stats()).channels.slice(0, 3).map((c) => Math.round(c.mean));

/** An H.264 MP4 of `seconds` of test pattern, as a venue server records one. */
const clip = (seconds: number) =>
  withTempDir(async (dir) => {
    const out = join(dir, 'clip.mp4');
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=320x180:rate=10:duration=${seconds}`,
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      out,
    ]);
    return readFile(out);
  });

/**
 * The venue server API's uploads: a camera's snapshot (which Live Image then shows, with its time) and a
 * court's recording (a Recording whose file is in the object store), each for the calling server's own
 * cameras and venue only.
 */
describe.each(TEST_DATABASES)('venue server uploads on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let dhsc: string;
  let bondi: string;
  const ids: Record<string, string> = {};
  let mp4: Buffer;
  const db = () => server.database.db;

  const upload = async (credential: string | null, path: string, body: Buffer | string, contentType: string) => {
    const res = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': contentType, ...(credential ? { authorization: `Bearer ${credential}` } : {}) },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: string; field?: string } };
  };
  const credentialOf = async (name: string) =>
    (await admin.request<{ venueServerIssueCredential: { credential: string } }>(ISSUE, { input: { venueServerId: ids[name] } })).data!
      .venueServerIssueCredential.credential;
  const cameraId = async (code: string) =>
    String((await db().selectFrom('cameras').select('id').where('camera_id', '=', code).executeTakeFirstOrThrow()).id);
  const courtOf = async (code: string) => {
    const listed = await fetch(server.url + VENUE_API_CAMERAS, { headers: { authorization: `Bearer ${code.includes('dhsc') ? dhsc : bondi}` } });
    const { cameras } = (await listed.json()) as CamerasAnswer;
    return cameras.find((c) => c.cameraId === code)!.courts[0];
  };

  beforeAll(async () => {
    [server, mp4] = await Promise.all([startTestServer({ kind }), clip(2)]);
    admin = await signedIn(server.url, DEMO_USERS.admin);
    for (const row of await db().selectFrom('venue_servers').select(['id', 'name']).execute()) ids[row.name] = String(row.id);
    [dhsc, bondi] = [await credentialOf('dhsc-vs-01'), await credentialOf('bondi-vs-01')];
  });
  afterAll(() => server.close());

  it("lists the server's own cameras with the courts each films", async () => {
    const res = await fetch(server.url + VENUE_API_CAMERAS, { headers: { authorization: `Bearer ${dhsc}` } });
    const { cameras } = (await res.json()) as CamerasAnswer;
    expect(cameras.map((c) => c.cameraId)).toEqual(['cam-dhsc-court1', 'cam-dhsc-court2']);
    expect(cameras[0]).toMatchObject({ id: await cameraId('cam-dhsc-court1'), enabled: true });
    expect(cameras.every((c) => c.courts.length > 0)).toBe(true);
    expect((await fetch(server.url + VENUE_API_CAMERAS)).status).toBe(401);
  });

  it('stores a snapshot with its time, which the Live Image route and tab then show', async () => {
    const camera = await cameraId('cam-dhsc-court1');
    const liveImage = async () => {
      const res = await fetch(`${server.url}/readmin/cameras/${camera}/live_image.jpg`, { headers: { cookie: admin.cookieHeader() } });
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    const red = await upload(dhsc, venueApiCameraSnapshot(camera), await solidJpeg(220, 20, 20), 'image/jpeg');
    expect(red.status).toBe(200);
    const [r, g, b] = await meanColour(await liveImage());
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(100);

    // By its Camera ID too, with the time it was taken; the new frame replaces the last, and its blob.
    const before = await db().selectFrom('cameras').select('snapshot').where('id', '=', Number(camera)).executeTakeFirstOrThrow();
    const takenAt = new Date(Date.now() - 90_000).toISOString();
    const blue = await upload(dhsc, `${venueApiCameraSnapshot('cam-dhsc-court1')}?takenAt=${takenAt}`, await solidJpeg(20, 20, 220), 'image/jpeg');
    expect(blue.body).toMatchObject({ camera: { id: camera, cameraId: 'cam-dhsc-court1', snapshotTakenAt: takenAt } });
    const [r2, , b2] = await meanColour(await liveImage());
    expect(b2).toBeGreaterThan(180);
    expect(r2).toBeLessThan(60);
    const oldBlob = await db()
      .selectFrom('readmin_blobs' as never)
      .select('id' as never)
      .where('id' as never, '=', before.snapshot!.blobId as never)
      .execute();
    expect(oldBlob).toEqual([]);
    expect(await server.storage.size(blobKey(before.snapshot!.blobId))).toBeNull();
    const now = await db().selectFrom('cameras').select('snapshot').where('id', '=', Number(camera)).executeTakeFirstOrThrow();
    expect(await server.storage.size(blobKey(now.snapshot!.blobId))).toBe(now.snapshot!.size);

    const res = await admin.request<{ camera: { snapshotTakenAt: string; liveImageUrl: string } }>(
      'query($id: ID!) { camera(id: $id) { snapshotTakenAt liveImageUrl } }',
      { id: camera },
    );
    expect(res.data!.camera.snapshotTakenAt).toBe(takenAt);
  });

  it("refuses another server's camera, a body that is not a JPEG, the wrong type, one too large, and no credential", async () => {
    const camera = await cameraId('cam-dhsc-court2');
    const jpeg = await solidJpeg(0, 200, 0);
    expect(await upload(bondi, venueApiCameraSnapshot(camera), jpeg, 'image/jpeg')).toEqual({
      status: 404,
      body: { error: `No camera ${camera} on venue server bondi-vs-01.` },
    });
    expect((await upload(null, venueApiCameraSnapshot(camera), jpeg, 'image/jpeg')).status).toBe(401);
    expect(await upload(dhsc, venueApiCameraSnapshot(camera), Buffer.from('GIF89a not a jpeg'), 'image/jpeg')).toEqual({
      status: 400,
      body: { error: 'body: is not a snapshot: its first bytes are not those of a image/jpeg file', field: 'body' },
    });
    expect(await upload(dhsc, venueApiCameraSnapshot(camera), jpeg, 'image/png')).toEqual({
      status: 415,
      body: { error: 'Send the snapshot as the body with content-type image/jpeg (got image/png).' },
    });
    expect((await upload(dhsc, venueApiCameraSnapshot(camera), JSON.stringify({ a: 1 }), 'application/json')).status).toBe(415);
    const huge = Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024)]);
    expect(await upload(dhsc, venueApiCameraSnapshot(camera), huge, 'image/jpeg')).toEqual({
      status: 413,
      body: { error: 'The snapshot is larger than 5 MB, the most the venue server API takes.' },
    });
    expect((await upload(dhsc, `${venueApiCameraSnapshot(camera)}?takenAt=yesterday`, jpeg, 'image/jpeg')).body.field).toBe('takenAt');
    const row = await db().selectFrom('cameras').select('snapshot_taken_at').where('id', '=', Number(camera)).executeTakeFirstOrThrow();
    expect(row.snapshot_taken_at).toBeNull();
  });

  it('creates an uploaded Recording whose file is in the object store, its length by ffprobe', async () => {
    const court = await courtOf('cam-dhsc-court1');
    const startedAt = new Date(Date.now() - 60_000);
    startedAt.setMilliseconds(0);
    const res = await upload(dhsc, venueApiRecording(court.id, startedAt), mp4, 'video/mp4');
    expect(res.status).toBe(200);
    const answer = res.body.recording as { id: string; finishedAt: string; durationSeconds: number; url: string; state: string };
    expect(answer).toMatchObject({ court: court.id, state: 'uploaded', startedAt: startedAt.toISOString(), durationSeconds: 2 });
    expect(answer.url).toBe(`/readmin/media/recordings/${answer.id}.mp4`);
    const finished = Date.parse(answer.finishedAt) - startedAt.getTime();
    expect(finished).toBeGreaterThan(1900);
    expect(finished).toBeLessThan(2200);

    const stored = await server.storage.get(recordingKey(Number(answer.id)));
    expect(stored?.contentType).toBe('video/mp4');
    const bytes = await readAll(stored!);
    expect(bytes.equals(mp4)).toBe(true);
    const seconds = await withTempDir(async (dir) => {
      await (await import('node:fs/promises')).writeFile(join(dir, 'r.mp4'), bytes);
      return probeSeconds(join(dir, 'r.mp4'));
    });
    expect(seconds).toBeCloseTo(2, 0);

    const row = await db().selectFrom('recordings').selectAll().where('id', '=', Number(answer.id)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ court_id: Number(court.id), state: 'uploaded', duration_seconds: 2 });
    expect(Number(row.size_mb)).toBeGreaterThan(0);
    const history = await db()
      .selectFrom('paper_trail_versions')
      .select(['event', 'via'])
      .where('item_type', '=', 'Recording')
      .where('item_id', '=', Number(answer.id))
      .execute();
    expect(history).toEqual([{ event: 'create', via: 'venue server API' }]);

    // A body past the engine's 1 MB JSON limit reaches the route whole (the uploads count their own bytes).
    const large = Buffer.concat([mp4, Buffer.alloc(3 * 1024 * 1024)]);
    const big = await upload(dhsc, venueApiRecording(court.id, startedAt), large, 'video/mp4');
    expect(big.status).toBe(200);
    expect(await server.storage.size(recordingKey(Number((big.body.recording as { id: string }).id)))).toBe(large.length);
  });

  it('refuses a court of another venue, a bad start, a body that is not an MP4 or has no length, and names the problem', async () => {
    const dhscCourt = await courtOf('cam-dhsc-court1');
    const startedAt = new Date(Date.now() - 60_000);
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('recordings')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(await upload(bondi, venueApiRecording(dhscCourt.id, startedAt), mp4, 'video/mp4')).toEqual({
      status: 404,
      body: { error: `No court ${dhscCourt.id} at the venue of venue server bondi-vs-01.` },
    });
    expect((await upload(dhsc, `${VENUE_API_RECORDINGS}?startedAt=${startedAt.toISOString()}`, mp4, 'video/mp4')).body.field).toBe('court');
    expect((await upload(dhsc, `${VENUE_API_RECORDINGS}?court=${dhscCourt.id}&startedAt=soon`, mp4, 'video/mp4')).body.field).toBe('startedAt');
    expect((await upload(dhsc, venueApiRecording(dhscCourt.id, startedAt), Buffer.from('not a video at all'), 'video/mp4')).body).toEqual({
      error: 'body: is not a recording: its first bytes are not those of a video/mp4 file',
      field: 'body',
    });
    // An MP4's first box and nothing after: no duration to read.
    const truncated = await upload(dhsc, venueApiRecording(dhscCourt.id, startedAt), mp4.subarray(0, 64), 'video/mp4');
    expect(truncated).toMatchObject({ status: 400, body: { field: 'body' } });
    expect(truncated.body.error).toMatch(/ffprobe cannot read a duration/);
    expect((await upload(dhsc, venueApiRecording(dhscCourt.id, startedAt), mp4, 'application/octet-stream')).status).toBe(415);
    expect(await count()).toBe(before);
  });
});
