import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_ORIGINAL_VIDEO_LINK } from '../../src/server/demo/seeds/video.ts';
import { ORIGINAL_VIDEO_FORM_QUERY, type OriginalVideoForm } from '../../src/shared/publicApi/originalVideo.ts';
import { RESTORE_ORIGINAL_QUEUE } from '../../src/server/features/media/videoJobs.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const ADD = `mutation($input: AddOriginalVideoRequestInput!) { addOriginalVideoRequest(input: $input) { downloadLink } }`;

/** The original video download page's API and file route (spec 000 §2.4, §4.2). */
describe.each(TEST_DATABASES)('original video download on %s', (kind) => {
  let server: TestServer;
  let visitor: GraphqlClient;
  let admin: GraphqlClient;
  const db = () => server.database.db;
  const form = async (uuid: string) =>
    (await visitor.request<{ originalVideoForm: OriginalVideoForm | null }>(ORIGINAL_VIDEO_FORM_QUERY, { uuid })).data?.originalVideoForm;
  /** A new link for a game's video (by its position among the first organisation's videos), as the console issues it. */
  const linkFor = async (videoId: number, expiresAt = '2036-01-01T00:00:00Z') => {
    const game = (await sql<{ game_id: number }>`SELECT game_id FROM videos WHERE id = ${videoId}`.execute(db())).rows[0].game_id;
    const answer = await admin.request<{ addOriginalVideoRequest: { downloadLink: string } }>(ADD, { input: { gameId: String(game), expiresAt } });
    expect(answer.errors).toBeUndefined();
    return /\/original_videos\/([A-Za-z0-9_-]{43})$/.exec(answer.data!.addOriginalVideoRequest.downloadLink)![1];
  };
  const videoWhere = async (condition: string) =>
    (await sql<{ id: number }>`SELECT id FROM videos WHERE ${sql.raw(condition)} ORDER BY id LIMIT 1`.execute(db())).rows[0].id;

  beforeAll(async () => {
    server = await startTestServer({ kind, exports: true });
    visitor = new GraphqlClient(server.url);
    admin = await signedIn(server.url, DEMO_USERS.admin);
  });
  afterAll(() => server.close());

  it('offers the demo link’s original for download, and the route serves the file', async () => {
    const answer = await form(DEMO_ORIGINAL_VIDEO_LINK);
    expect(answer).toMatchObject({ restoring: false, downloadUrl: `/original_videos/${DEMO_ORIGINAL_VIDEO_LINK}/download` });
    expect(answer!.gameTitle).toMatch(/ vs /);
    expect(answer!.courtTitle).toBeTruthy();
    expect(new Date(answer!.gamePlayedAt!).getTime()).toBeGreaterThan(0);
    // The game's organisation's zone, which the page shows the time in.
    const zone = await sql<{ time_zone: string }>`SELECT o.time_zone FROM original_video_requests r JOIN games g ON g.id = r.game_id
      JOIN orgs o ON o.id = g.org_id
      WHERE r.uuid_hash = encode(sha256(convert_to(${DEMO_ORIGINAL_VIDEO_LINK}, 'UTF8')), 'hex')`.execute(db());
    expect(answer!.timeZone).toBe(zone.rows[0].time_zone);
    const file = await fetch(server.url + answer!.downloadUrl!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename=".* vs .*\.mp4"/);
    expect(file.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('answers an archived original as archived, then restoring while a restore is queued', async () => {
    const archived = await videoWhere('original_video_archived');
    const uuid = await linkFor(archived);
    expect(await form(uuid)).toMatchObject({ restoring: false, downloadUrl: null });
    expect((await fetch(`${server.url}/original_videos/${uuid}/download`)).status).toBe(404);
    const restore = await admin.request(`mutation($input: VideosRestoreOriginalVideoInput!) { videosRestoreOriginalVideo(input: $input) { id } }`, {
      input: { videoIds: [String(archived)] },
    });
    expect(restore.errors).toBeUndefined();
    const queued = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${RESTORE_ORIGINAL_QUEUE}`.execute(db());
    expect(queued.rows[0].n).toBeGreaterThan(0);
    // Unless the worker already finished it, in which case the original is downloadable again.
    const after = await form(uuid);
    expect(after!.restoring || after!.downloadUrl !== null).toBe(true);
  });

  it('answers null and 404 for an expired or unknown link, and stores only the hash', async () => {
    const uuid = await linkFor(await videoWhere('original_video_available AND NOT original_video_archived'));
    expect(await form(uuid)).not.toBeNull();
    const stored = await sql`SELECT * FROM original_video_requests`.execute(db());
    expect(JSON.stringify(stored.rows)).not.toContain(uuid);
    await sql`UPDATE original_video_requests SET expires_at = now() - interval '1 minute' WHERE uuid_hash = encode(sha256(convert_to(${uuid}, 'UTF8')), 'hex')`.execute(
      db(),
    );
    expect(await form(uuid)).toBeNull();
    expect((await fetch(`${server.url}/original_videos/${uuid}/download`)).status).toBe(404);
    expect(await form('unknown-original-video-link-000000')).toBeNull();
    expect((await fetch(`${server.url}/original_videos/unknown-original-video-link-000000/download`)).status).toBe(404);
    // The page still renders its 'Invalid Request' message, answered 410 Gone for the expired link and 404 for the unknown one.
    expect((await fetch(`${server.url}/original_videos/${uuid}`)).status).toBe(410);
    expect((await fetch(`${server.url}/original_videos/unknown-original-video-link-000000`)).status).toBe(404);
    expect((await fetch(`${server.url}/original_videos/${DEMO_ORIGINAL_VIDEO_LINK}`)).status).toBe(200);
  });

  it('answers a bad download in words: a page to a browser, text to anything else, never JSON', async () => {
    const opened = await fetch(`${server.url}/original_videos/unknown-original-video-link-000001/download`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(opened.status).toBe(404);
    expect(opened.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await opened.text();
    expect(page).toContain('<title>Invalid Request</title>');
    expect(page).toContain('<p>This link is invalid or has expired.</p>');
    const fetched = await fetch(`${server.url}/original_videos/unknown-original-video-link-000002/download`);
    expect(fetched.status).toBe(404);
    expect(fetched.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await fetched.text()).toBe('Invalid Request: This link is invalid or has expired.\n');
  });
});
