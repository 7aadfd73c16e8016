import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { startS3, type TestS3 } from '../support/s3Server.ts';
import { waitUntil } from '../support/waitUntil.ts';
import { probeVideo } from '../support/probeVideo.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { DatabaseStore } from '../../src/server/files/storage/databaseStore.ts';
import { readAll, type ObjectStore } from '../../src/server/files/storage/objectStore.ts';
import { archivedKey, originalKey, originalUrl, versionKey } from '../../src/server/features/media/videoFiles.ts';
import { QUALITY_HEIGHTS } from '../../src/server/features/media/videoJobs.ts';

const RE_ENCODE = 'mutation($ids: [ID!]!) { videosReEncode(input: { videoIds: $ids, queue: "standard" }) { id } }';
const RESTORE = 'mutation($ids: [ID!]!) { videosRestoreOriginalVideo(input: { videoIds: $ids }) { id } }';
const DELETE_FOOTAGE = 'mutation($ids: [ID!]!) { videoVersionsDeleteFootage(input: { videoVersionIds: $ids }) { id } }';

/** The video pipeline with its files in an S3-compatible server (s3rver on this machine), not the database. */
describe('video files in S3', () => {
  let s3: TestS3;
  let bucket: ObjectStore;
  let server: TestServer;
  let admin: GraphqlClient;
  const rows = async <T>(text: string) => (await sql<T>`${sql.raw(text)}`.execute(server.database.db)).rows;

  beforeAll(async () => {
    s3 = await startS3();
    bucket = s3.store('site');
    server = await startTestServer({ exports: true, storage: bucket });
    // The demo seeded its files into the database's store; this deployment keeps them in the bucket instead.
    const seeded = new DatabaseStore(server.database.db);
    for (const { key } of await rows<{ key: string }>('SELECT key FROM readmin_objects')) {
      const object = await seeded.get(key);
      await bucket.put(key, await readAll(object!), object!.contentType);
    }
    await sql`DELETE FROM readmin_objects`.execute(server.database.db);
    admin = await signedIn(server.url, DEMO_USERS.admin);
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  it('re-encodes into the bucket, serves each version from it, and deletes footage from it', async () => {
    const [video] = await rows<{ id: number }>('SELECT id FROM videos WHERE original_video_available ORDER BY id LIMIT 1');
    const before = await rows<{ quality: string }>(`SELECT quality FROM video_versions WHERE video_id = ${video.id}`);
    for (const { quality } of before) await bucket.delete([versionKey(video.id, quality)]);
    expect((await admin.request(RE_ENCODE, { ids: [String(video.id)] })).errors).toBeUndefined();
    const state = async () =>
      (
        await rows<{ state: string; error_message: string | null }>(
          `SELECT j.state, j.error_message FROM video_encoding_jobs j JOIN video_encoding_job_requests r ON r.id = j.video_encoding_job_request_id
         WHERE r.video_id = ${video.id} ORDER BY j.id DESC LIMIT 1`,
        )
      )[0];
    await waitUntil('the encode ends', async () => ['completed', 'failed'].includes((await state()).state));
    expect(await state()).toEqual({ state: 'completed', error_message: null });
    const versions = await rows<{ id: number; quality: string; url: string }>(
      `SELECT id, quality, url FROM video_versions WHERE video_id = ${video.id}`,
    );
    for (const version of versions) {
      const served = await admin.get(version.url);
      expect(served.status).toBe(200);
      expect(probeVideo(Buffer.from(await served.arrayBuffer())).height).toBe(QUALITY_HEIGHTS[version.quality]);
    }
    expect((await admin.request(DELETE_FOOTAGE, { ids: versions.map((v) => String(v.id)) })).errors).toBeUndefined();
    await waitUntil('the bucket no longer holds the versions', async () =>
      (await Promise.all(versions.map((v) => bucket.size(versionKey(video.id, v.quality))))).every((size) => size === null),
    );
  });

  it('restores an archived original by moving it back in the bucket, after which it plays', async () => {
    const [video] = await rows<{ id: number }>('SELECT id FROM videos WHERE original_video_archived ORDER BY id LIMIT 1');
    expect(await bucket.size(archivedKey(originalKey(video.id)))).toBeGreaterThan(0);
    expect((await admin.get(originalUrl(video.id))).status).toBe(403);
    expect((await admin.request(RESTORE, { ids: [String(video.id)] })).errors).toBeUndefined();
    await waitUntil('the original is restored', async () => (await bucket.size(originalKey(video.id))) !== null);
    await waitUntil(
      'the video says so',
      async () => (await rows<{ a: boolean }>(`SELECT original_video_available AS a FROM videos WHERE id = ${video.id}`))[0].a,
    );
    expect(await bucket.size(archivedKey(originalKey(video.id)))).toBeNull();
    const played = await admin.get(originalUrl(video.id));
    expect(played.status).toBe(200);
    expect(probeVideo(Buffer.from(await played.arrayBuffer())).codec).toBe('h264');
  });
});
