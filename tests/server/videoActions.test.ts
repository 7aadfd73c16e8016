import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { registry, startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { QUALITY_HEIGHTS, RE_CUT_QUEUE, RE_ENCODE_QUEUES, RESTORE_ORIGINAL_QUEUE, runReEncode } from '../../src/server/features/media/videoJobs.ts';
import { archivedKey, originalKey, originalUrl, versionKey, versionUrl } from '../../src/server/features/media/videoFiles.ts';
import { readAll } from '../../src/server/files/storage/objectStore.ts';
import { probeVideo } from '../support/probeVideo.ts';
import { waitUntil } from '../support/waitUntil.ts';
import { endedCutAttempt, expectCutVideo } from '../support/cutVideo.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const RE_CUT = 'mutation($ids: [ID!]!) { videosReCut(input: { videoIds: $ids }) { id } }';
const RESTORE = 'mutation($ids: [ID!]!) { videosRestoreOriginalVideo(input: { videoIds: $ids }) { id } }';
const RE_ENCODE =
  'mutation($ids: [ID!]!, $queue: String, $debug: Boolean) { videosReEncode(input: { videoIds: $ids, queue: $queue, debug: $debug }) { id } }';
const DELETE_FOOTAGE =
  'mutation($ids: [ID!]!) { videoVersionsDeleteFootage(input: { videoVersionIds: $ids }) { id ... on VideoVersion { footageDeleted disabled } } }';
const UPDATE = 'mutation($input: VideosUpdateInput!) { videosUpdate(input: $input) { id ... on Video { surfaceId cameraId } } }';

describe.each(TEST_DATABASES)('video actions on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let secondOrg: number;
  let adminId: number;
  let orgAdminId: number;

  const rows = async <T>(text: string) => (await sql<T>`${sql.raw(text)}`.execute(server.database.db)).rows;
  const scalar = async (text: string) => (await rows<{ v: unknown }>(text))[0]?.v;
  /** Videos of an organisation, by the SQL of their ownership path. */
  const videosOf = async (org: number, where = 'true') =>
    rows<{ id: number; court_id: number; surface_id: number | null }>(
      `SELECT v.* FROM videos v JOIN courts c ON c.id = v.court_id WHERE c.org_id = ${org} AND ${where} ORDER BY v.id`,
    );
  const versionsOf = (typename: string, id: number) =>
    rows<{ whodunnit_id: number | null; via: string; event: string }>(
      `SELECT whodunnit_id, via, event FROM paper_trail_versions WHERE item_type = '${typename}' AND item_id = ${id} ORDER BY id`,
    );
  const code = (r: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => r.errors?.[0].extensions?.code;

  beforeAll(async () => {
    server = await startTestServer({ kind, exports: true });
    [admin, orgAdmin, venueAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((email) => signedIn(server.url, email)),
    );
    secondOrg = Number(await scalar(`SELECT id AS v FROM orgs WHERE name = 'Southern Lakes Netball League'`));
    adminId = Number(await scalar(`SELECT id AS v FROM users WHERE email = '${DEMO_USERS.admin}'`));
    orgAdminId = Number(await scalar(`SELECT id AS v FROM users WHERE email = '${DEMO_USERS.orgAdmin}'`));
  });
  afterAll(() => server.close());

  describe('re-cut', () => {
    it('is for full admins only, on videos with cut times', async () => {
      const [video] = await videosOf(1);
      for (const client of [orgAdmin, venueAdmin]) expect(code(await client.request(RE_CUT, { ids: [String(video.id)] }))).toBe('FORBIDDEN');
      const [uncut] = await videosOf(secondOrg);
      await sql`UPDATE videos SET cut_start_time = NULL WHERE id = ${uncut.id}`.execute(server.database.db);
      expect((await admin.request(RE_CUT, { ids: [String(video.id), String(uncut.id)] })).errors?.[0].message).toBe(
        'Re-cut is offered only when every selected video has its cut times.',
      );
      expect(await scalar(`SELECT count(*)::int AS v FROM video_cut_attempts WHERE state = 'pending'`)).toBe(0);
    });

    it("queues a cut attempt whose job cuts the court's recordings into the video's original, or fails it when there are none", async () => {
      // Not the first video: the re-encode test below encodes that one's original, and a re-cut makes it 100 minutes long.
      const [, video, moved] = await videosOf(1, 'v.cut_start_time IS NOT NULL AND NOT v.original_video_archived');
      const [span] = await rows<{ seconds: number }>(
        `SELECT extract(epoch FROM cut_end_time - cut_start_time)::int AS seconds FROM videos WHERE id = ${video.id}`,
      );
      // The second video's cut times move to a year with no recordings on its court.
      await sql`UPDATE videos SET cut_start_time = '2001-01-01T10:00:00Z', cut_end_time = '2001-01-01T11:00:00Z' WHERE id = ${moved.id}`.execute(
        server.database.db,
      );
      const before = Number(await scalar('SELECT coalesce(max(id), 0) AS v FROM video_cut_attempts'));
      const done = await admin.request<{ videosReCut: { id: string }[] }>(RE_CUT, { ids: [String(video.id), String(moved.id)] });
      expect(done.errors).toBeUndefined();
      expect(done.data!.videosReCut.map((v) => Number(v.id))).toEqual([video.id, moved.id]);
      const attempts = await rows<{ id: number; video_id: number }>(
        `SELECT id, video_id FROM video_cut_attempts WHERE id > ${before} ORDER BY video_id`,
      );
      expect(attempts.map((a) => a.video_id)).toEqual([video.id, moved.id]);
      // The demo cuts each video from two recordings of its court: the new original joins both, as long as the cut.
      const { original } = await expectCutVideo(server, video.id, span.seconds, 2);
      const served = await admin.get(originalUrl(video.id));
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(original)).toBe(true);
      expect(Number(await scalar(`SELECT count(*)::int AS v FROM recordings WHERE ${video.id} = ANY(video_ids)`))).toBe(2);
      expect(await endedCutAttempt(server, moved.id)).toMatchObject({
        state: 'failed',
        recordings_count: 0,
        error_message: 'Recordings not available for this court between these times.',
      });
      // Created by the operation; cutting, then succeeded, by its job as the admin who asked.
      expect((await versionsOf('VideoCutAttempt', attempts[0].id)).map((v) => [v.event, v.whodunnit_id, v.via])).toEqual([
        ['create', adminId, expect.any(String)],
        ['update', adminId, 'job'],
        ['update', adminId, 'job'],
      ]);
      expect(await scalar(`SELECT count(*)::int AS v FROM pgboss.job WHERE name = '${RE_CUT_QUEUE}'`)).toBe(2);
    });
  });

  describe('restore original video', () => {
    it('is offered only when every selected video has its original archived, and only in reach', async () => {
      const [archived] = await videosOf(1, 'v.original_video_archived');
      const [available] = await videosOf(1, 'NOT v.original_video_archived');
      expect((await orgAdmin.request(RESTORE, { ids: [String(archived.id), String(available.id)] })).errors?.[0].message).toBe(
        'Restore original is offered only when every selected video has its original archived.',
      );
      const [theirs] = await videosOf(secondOrg, 'v.original_video_archived');
      expect(code(await orgAdmin.request(RESTORE, { ids: [String(theirs.id)] }))).toBe('FORBIDDEN');
      expect(code(await venueAdmin.request(RESTORE, { ids: [String(archived.id)] }))).toBe('FORBIDDEN');
    });

    it('an organisation admin restores an archived original, after which a motioncrop test may be cut from it', async () => {
      const [video] = await videosOf(1, 'v.original_video_archived');
      const ADD_TEST = 'mutation($input: AddMotioncropTestInput!) { addMotioncropTest(input: $input) { id } }';
      const input = {
        sourceVideoId: String(video.id),
        name: 'Corner three',
        sport: 'basketball',
        expectedRect: { x: 100, y: 50, width: 640, height: 360 },
      };
      expect((await admin.request(ADD_TEST, { input })).errors?.[0].message).toBe('Original video unavailable, please restore it first.');

      const done = await orgAdmin.request(RESTORE, { ids: [String(video.id)] });
      expect(done.errors).toBeUndefined();
      await waitUntil(
        'the original is restored',
        async () => (await scalar(`SELECT original_video_available AS v FROM videos WHERE id = ${video.id}`)) === true,
      );
      const [after] = await rows<{ original_video_archived: boolean; original_video_url: string }>(`SELECT * FROM videos WHERE id = ${video.id}`);
      expect(after.original_video_archived).toBe(false);
      expect(after.original_video_url).toBe(originalUrl(video.id));
      expect(await scalar(`SELECT storage_class AS v FROM video_objects WHERE video_id = ${video.id} AND kind = 'original'`)).toBe('standard');
      // The file moved back from the archive shelf, and plays from the original's URL.
      expect(await server.storage.size(archivedKey(originalKey(video.id)))).toBeNull();
      const played = await orgAdmin.get(after.original_video_url);
      expect(played.status).toBe(200);
      expect(probeVideo(Buffer.from(await played.arrayBuffer())).seconds).toBeGreaterThan(1);
      expect((await versionsOf('Video', video.id)).at(-1)).toEqual({ whodunnit_id: orgAdminId, via: 'job', event: 'update' });
      expect(await scalar(`SELECT count(*)::int AS v FROM pgboss.job WHERE name = '${RESTORE_ORIGINAL_QUEUE}'`)).toBe(1);

      const added = await admin.request(ADD_TEST, { input });
      expect(added.errors).toBeUndefined();
    });
  });

  describe('re-encode', () => {
    it('is for full admins only, on videos whose original is available, on a known queue', async () => {
      const [video] = await videosOf(1, 'v.original_video_available');
      for (const client of [orgAdmin, venueAdmin])
        expect(code(await client.request(RE_ENCODE, { ids: [String(video.id)], queue: 'standard' }))).toBe('FORBIDDEN');
      await sql`UPDATE videos SET original_video_available = false WHERE id = (SELECT min(id) FROM videos WHERE original_video_archived)`.execute(
        server.database.db,
      );
      const unavailable = Number(await scalar('SELECT min(id) AS v FROM videos WHERE NOT original_video_available'));
      expect((await admin.request(RE_ENCODE, { ids: [String(video.id), String(unavailable)], queue: 'standard' })).errors?.[0].message).toBe(
        'Re-encode is offered only when every selected video has its original available.',
      );
      expect((await admin.request(RE_ENCODE, { ids: [String(video.id)], queue: 'fast' })).errors?.[0].message).toMatch(/Queue/);
    });

    it('queues a request on the canary encoders, whose job encodes every quality with ffmpeg', async () => {
      const [video] = await videosOf(1, 'v.original_video_available AND v.clip IS NOT NULL');
      await sql`UPDATE video_versions SET footage_deleted = true WHERE video_id = ${video.id}`.execute(server.database.db);
      const done = await admin.request(RE_ENCODE, { ids: [String(video.id)], queue: 'canary', debug: true });
      expect(done.errors).toBeUndefined();
      const [request] = await rows<{ id: number; queue: string; debug: boolean; requested_by_id: number; cancelled: boolean }>(
        `SELECT * FROM video_encoding_job_requests WHERE video_id = ${video.id} ORDER BY id DESC LIMIT 1`,
      );
      expect(request).toMatchObject({ queue: 'canary', debug: true, requested_by_id: adminId, cancelled: false });
      const jobState = async () => scalar(`SELECT state AS v FROM video_encoding_jobs WHERE video_encoding_job_request_id = ${request.id}`);
      await waitUntil('the encoding job ends', async () => ['completed', 'failed'].includes(String(await jobState())));
      const [job] = await rows<{ id: number; state: string; progress_percent: number; error_message: string | null; finished_at: Date }>(
        `SELECT * FROM video_encoding_jobs WHERE video_encoding_job_request_id = ${request.id}`,
      );
      expect(job).toMatchObject({ state: 'completed', progress_percent: 100, error_message: null });
      expect(await scalar(`SELECT bool_or(footage_deleted) AS v FROM video_versions WHERE video_id = ${video.id}`)).toBe(false);
      // Each version is a real H.264 file of its height in storage, served from the version's URL (with seeking).
      const versions = await rows<{ id: number; quality: string; url: string; size_mb: number }>(
        `SELECT id, quality, url, size_mb FROM video_versions WHERE video_id = ${video.id} ORDER BY id`,
      );
      expect(versions.length).toBeGreaterThan(0);
      for (const version of versions) {
        const stored = await server.storage.get(versionKey(video.id, version.quality));
        const bytes = await readAll(stored!);
        expect(probeVideo(bytes)).toMatchObject({ codec: 'h264', height: QUALITY_HEIGHTS[version.quality] });
        expect(version.url).toBe(versionUrl(version.id));
        const served = await admin.get(version.url);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      }
      const seek = await fetch(new URL(versions[0].url, server.url), { headers: { cookie: admin.cookieHeader(), range: 'bytes=100-199' } });
      expect(seek.status).toBe(206);
      expect((await seek.arrayBuffer()).byteLength).toBe(100);
      expect((await orgAdmin.get(`/readmin/media/video_versions/${versions[0].id}.mp4`)).status).toBe(200);
      expect((await new GraphqlClient(server.url).get(versions[0].url)).status).toBe(401);
      expect((await versionsOf('VideoEncodingJobRequest', request.id)).map((v) => [v.event, v.whodunnit_id])).toEqual([['create', adminId]]);
      // Created, running, progress after each quality but the last, completed.
      expect((await versionsOf('VideoEncodingJob', job.id)).map((v) => v.event)).toEqual(['create', ...versions.map(() => 'update'), 'update']);
      expect(await scalar(`SELECT count(*)::int AS v FROM pgboss.job WHERE name = '${RE_ENCODE_QUEUES.canary}'`)).toBe(1);
    });

    it('a request cancelled before its job starts only cancels the job', async () => {
      const db = server.database.db;
      const video = Number(await scalar('SELECT min(id) AS v FROM videos'));
      const { id } = await db
        .insertInto('video_encoding_job_requests')
        .values({ video_id: video, queue: 'standard', debug: false, cancelled: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('video_encoding_jobs').values({ video_encoding_job_request_id: id, state: 'queued', progress_percent: 0 }).execute();
      await runReEncode({ db, registry, storage: server.storage }, { id: id as number, userId: null });
      expect(await scalar(`SELECT state AS v FROM video_encoding_jobs WHERE video_encoding_job_request_id = ${id as number}`)).toBe('cancelled');
    });
  });

  describe('delete footage', () => {
    it('full admins delete the footage of versions that still have it, audited', async () => {
      const versions = await rows<{ id: number }>(
        'SELECT x.id FROM video_versions x JOIN videos v ON v.id = x.video_id JOIN courts c ON c.id = v.court_id WHERE c.org_id = 1 AND NOT x.footage_deleted ORDER BY x.id LIMIT 2',
      );
      const ids = versions.map((v) => String(v.id));
      for (const client of [orgAdmin, venueAdmin]) expect(code(await client.request(DELETE_FOOTAGE, { ids }))).toBe('FORBIDDEN');
      const done = await admin.request<{ videoVersionsDeleteFootage: { footageDeleted: boolean; disabled: boolean }[] }>(DELETE_FOOTAGE, { ids });
      expect(done.data!.videoVersionsDeleteFootage).toEqual([
        { id: ids[0], footageDeleted: true, disabled: true },
        { id: ids[1], footageDeleted: true, disabled: true },
      ]);
      expect((await admin.request(DELETE_FOOTAGE, { ids })).errors?.[0].message).toBe(
        'Delete footage is offered only when some selected video version still has its footage.',
      );
      expect((await versionsOf('VideoVersion', versions[0].id)).at(-1)).toMatchObject({ whodunnit_id: adminId, event: 'update' });
      // Their files are gone from storage once the change has committed, and the versions say so.
      const files = await rows<{ id: number; video_id: number; quality: string }>(
        `SELECT id, video_id, quality FROM video_versions WHERE id IN (${versions.map((v) => v.id).join(',')})`,
      );
      await waitUntil('the footage files are deleted', async () =>
        (await Promise.all(files.map((f) => server.storage.size(versionKey(f.video_id, f.quality))))).every((size) => size === null),
      );
      expect((await admin.get(versionUrl(files[0].id))).status).toBe(410);
    });
  });

  describe('video settings', () => {
    it('the surface is required, brings its camera, and must be one the organisation admin may read', async () => {
      const [video] = await videosOf(1, 'v.surface_id IS NOT NULL');
      const other = await rows<{ id: number; camera_id: number }>(
        `SELECT s.id, s.camera_id FROM surfaces s JOIN venues ve ON ve.id = s.venue_id WHERE ve.org_id = 1 AND s.id <> ${video.surface_id} ORDER BY s.id LIMIT 1`,
      );
      const changed = await orgAdmin.request<{ videosUpdate: { surfaceId: string; cameraId: string }[] }>(UPDATE, {
        input: { ids: [String(video.id)], attributes: { surfaceId: String(other[0].id) } },
      });
      expect(changed.errors).toBeUndefined();
      expect(changed.data!.videosUpdate[0]).toMatchObject({ surfaceId: String(other[0].id), cameraId: String(other[0].camera_id) });
      const none = await orgAdmin.request(UPDATE, { input: { ids: [String(video.id)], attributes: { surfaceId: null } } });
      expect(none.errors?.[0].message).toBe('Surface is required');
      const foreign = Number(
        await scalar(`SELECT s.id AS v FROM surfaces s JOIN venues ve ON ve.id = s.venue_id WHERE ve.org_id = ${secondOrg} ORDER BY s.id LIMIT 1`),
      );
      expect(
        (await orgAdmin.request(UPDATE, { input: { ids: [String(video.id)], attributes: { surfaceId: String(foreign) } } })).errors?.[0].message,
      ).toBe(`Surface: no Surface with id ${foreign}`);
      // The camera is the surface's: shown in the dialog, never set on its own.
      const camera = await admin.request(UPDATE, { input: { ids: [String(video.id)], attributes: { cameraId: '1' } } });
      expect(camera.errors?.[0].message).toBe('Camera cannot be changed after creation');
      expect(await scalar(`SELECT camera_id AS v FROM videos WHERE id = ${video.id}`)).toBe(other[0].camera_id);
    });
  });
});
