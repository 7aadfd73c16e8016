import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_WIDGET_TOKEN } from '../../src/server/demo/seeds/liveStreamWidget.ts';
import { ORIGINAL_VIDEO_FORM_QUERY, type OriginalVideoForm } from '../../src/shared/publicApi/originalVideo.ts';
import { LIVE_STREAM_WIDGET_QUERY, type LiveStreamWidget } from '../../src/shared/publicApi/liveStreamWidget.ts';
import { hashSecretToken } from '../../src/server/auth/secretTokens.ts';
import { orgVideoBlockPath, type OrgVideoBlock, type VideoBlockAction } from '../../src/shared/videoBlock.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

type Video = { id: string; originalVideoUrl: string | null; originalVideoAvailable: boolean; readminThumbnailUrl: string | null };
const VIDEO = `query($id: ID!) { video(id: $id) { id originalVideoUrl originalVideoAvailable readminThumbnailUrl } }`;
const ORG = `query($id: ID!) { readminObject(typename: "Org", id: $id) { ... on Org { videoBlockActive videoBlockStartedAt } } }`;
const ADD_LINK = `mutation($input: AddOriginalVideoRequestInput!) { addOriginalVideoRequest(input: $input) { downloadLink } }`;

/** Spec 002 §2.10, §4 "Org video block", §7: the Dashboard's Video Block routes and what the block hides. */
describe.each(TEST_DATABASES)('organisation video block on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let otherOrgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let ownOrg: number;
  let otherOrg: number;
  /** Two videos of the organisation admin's organisation with their originals: one recorded inside the window, one before it. */
  let recent: number;
  let old: number;
  const db = () => server.database.db;

  const post = async (client: GraphqlClient | null, orgId: number | string, action: VideoBlockAction, csrf = true) => {
    const headers: Record<string, string> = {};
    if (client) headers.cookie = client.cookieHeader();
    if (client && csrf) headers['x-csrf-token'] = client.csrfToken;
    const res = await fetch(server.url + orgVideoBlockPath(orgId, action), { method: 'POST', headers });
    return { status: res.status, body: (await res.json()) as OrgVideoBlock & { error?: string } };
  };
  const video = async (id: number) => (await admin.request<{ video: Video | null }>(VIDEO, { id: String(id) })).data!.video!;
  const blockOf = async (orgId: number) =>
    (await db().selectFrom('orgs').select(['video_block_active', 'video_block_started_at']).where('id', '=', orgId).executeTakeFirstOrThrow()) as {
      video_block_active: boolean;
      video_block_started_at: Date | null;
    };

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, orgAdmin, venueAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)),
    );
    ownOrg = (
      await sql<{
        org_id: number;
      }>`SELECT a.org_id FROM org_admins a JOIN users u ON u.id = a.user_id WHERE u.email = ${DEMO_USERS.orgAdmin}`.execute(db())
    ).rows[0].org_id;
    otherOrg = (await sql<{ id: number }>`SELECT id FROM orgs WHERE id <> ${ownOrg} ORDER BY id LIMIT 1`.execute(db())).rows[0].id;
    // An admin of another organisation only, with the demo password.
    await sql`INSERT INTO users (email, admin, password_hash) SELECT 'otherorgadmin@example.com', false, password_hash FROM users WHERE email = ${DEMO_USERS.orgAdmin}`.execute(
      db(),
    );
    await sql`INSERT INTO org_admins (org_id, user_id) SELECT ${otherOrg}, id FROM users WHERE email = 'otherorgadmin@example.com'`.execute(db());
    otherOrgAdmin = await signedIn(server.url, 'otherorgadmin@example.com');
    const videos = (
      await sql<{ id: number }>`SELECT v.id FROM videos v JOIN courts c ON c.id = v.court_id JOIN games g ON g.id = v.game_id
        WHERE c.org_id = ${ownOrg} AND g.org_id = ${ownOrg} AND v.original_video_available AND NOT v.original_video_archived
          AND v.original_video_url IS NOT NULL AND v.thumbnail_url IS NOT NULL
        ORDER BY v.id LIMIT 2`.execute(db())
    ).rows;
    [recent, old] = videos.map((v) => v.id);
    await sql`UPDATE videos SET cut_start_time = now() - interval '1 hour' WHERE id = ${recent}`.execute(db());
    await sql`UPDATE videos SET cut_start_time = now() - interval '25 hours' WHERE id = ${old}`.execute(db());
  });
  afterAll(() => server.close());

  it('refuses a request signed out (401), without the CSRF header (403), and from who does not administer the organisation (404)', async () => {
    expect((await post(null, ownOrg, 'enable')).status).toBe(401);
    const noCsrf = await post(orgAdmin, ownOrg, 'enable', false);
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.error).toBe('Missing or invalid CSRF token.');
    expect((await post(otherOrgAdmin, ownOrg, 'enable')).status).toBe(404);
    expect((await post(venueAdmin, ownOrg, 'enable')).status).toBe(404);
    expect((await post(orgAdmin, 'nope', 'enable')).status).toBe(404);
    expect((await blockOf(ownOrg)).video_block_active).toBe(false);
  });

  it('lets the organisation admin stop all video: stored, audited and shown on the Org', async () => {
    const before = Date.now();
    const res = await post(orgAdmin, ownOrg, 'enable');
    expect(res.status).toBe(200);
    expect(res.body.videoBlockActive).toBe(true);
    const startedAt = new Date(res.body.videoBlockStartedAt!).getTime();
    expect(Math.abs(startedAt - before)).toBeLessThan(60_000);
    const org = await orgAdmin.request<{ readminObject: { videoBlockActive: boolean; videoBlockStartedAt: string } }>(ORG, { id: String(ownOrg) });
    expect(org.data!.readminObject).toEqual({ videoBlockActive: true, videoBlockStartedAt: res.body.videoBlockStartedAt });
    const audit = await sql<{ whodunnit_email: string; object_changes: unknown }>`
      SELECT u.email AS whodunnit_email, p.object_changes FROM paper_trail_versions p JOIN users u ON u.id = p.whodunnit_id
      WHERE p.item_type = 'Org' AND p.item_id = ${ownOrg} AND p.event = 'update' ORDER BY p.id DESC LIMIT 1`.execute(db());
    expect(audit.rows[0].whodunnit_email).toBe(DEMO_USERS.orgAdmin);
    const changes = typeof audit.rows[0].object_changes === 'string' ? JSON.parse(audit.rows[0].object_changes) : audit.rows[0].object_changes;
    expect(changes.videoBlockActive).toEqual([false, true]);
    // Enabling again keeps the block's start.
    expect((await post(admin, ownOrg, 'enable')).body.videoBlockStartedAt).toBe(res.body.videoBlockStartedAt);
  });

  it('hides the originals of videos recorded from 24 hours before the block on, and serves older ones', async () => {
    const hidden = await video(recent);
    expect(hidden).toMatchObject({ originalVideoUrl: null, originalVideoAvailable: false, readminThumbnailUrl: null });
    const served = await video(old);
    expect(served.originalVideoUrl).toBe(`/readmin/media/videos/${old}/original.mp4`);
    expect(served.originalVideoAvailable).toBe(true);
    // The file routes agree: the blocked original is refused, the older one plays.
    expect((await admin.get(`/readmin/media/videos/${recent}/original.mp4`)).status).toBe(403);
    expect((await admin.get(served.originalVideoUrl!)).status).toBe(200);
    const own = await orgAdmin.request<{ video: Video | null }>(VIDEO, { id: String(recent) });
    expect(own.data!.video).toMatchObject({ originalVideoUrl: null, originalVideoAvailable: false });
  });

  it('refuses the original video page and its download for a video in the window', async () => {
    const game = (await sql<{ game_id: number }>`SELECT game_id FROM videos WHERE id = ${recent}`.execute(db())).rows[0].game_id;
    const link = await admin.request<{ addOriginalVideoRequest: { downloadLink: string } }>(ADD_LINK, {
      input: { gameId: String(game), expiresAt: '2036-01-01T00:00:00Z' },
    });
    expect(link.errors).toBeUndefined();
    const uuid = link.data!.addOriginalVideoRequest.downloadLink.split('/').pop()!;
    const visitor = new GraphqlClient(server.url);
    const form = async () =>
      (await visitor.request<{ originalVideoForm: OriginalVideoForm }>(ORIGINAL_VIDEO_FORM_QUERY, { uuid }, { csrf: false })).data!.originalVideoForm;
    expect(await form()).toMatchObject({ blocked: true, restoring: false, downloadUrl: null });
    expect((await fetch(`${server.url}/original_videos/${uuid}/download`)).status).toBe(404);
    // The platform admin re-enables video: the same link downloads again.
    const res = await post(admin, ownOrg, 'disable');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ videoBlockActive: false, videoBlockStartedAt: null });
    expect(await blockOf(ownOrg)).toEqual({ video_block_active: false, video_block_started_at: null });
    expect(await form()).toMatchObject({ blocked: false, downloadUrl: `/original_videos/${uuid}/download` });
    expect((await video(recent)).originalVideoUrl).toBe(`/readmin/media/videos/${recent}/original.mp4`);
  });

  it("shows a blocked organisation's live stream as unavailable in its widget", async () => {
    const visitor = new GraphqlClient(server.url);
    const widget = async () =>
      (await visitor.request<{ liveStreamWidget: LiveStreamWidget }>(LIVE_STREAM_WIDGET_QUERY, { uuid: DEMO_WIDGET_TOKEN }, { csrf: false })).data!
        .liveStreamWidget;
    expect(await widget()).toMatchObject({ live: true, blocked: false });
    const streamOrg = (
      await sql<{ org_id: number }>`SELECT c.org_id FROM live_stream_widget_links l JOIN live_streams s ON s.id = l.live_stream_id
        JOIN courts c ON c.id = s.court_id WHERE l.token_hash = ${hashSecretToken(DEMO_WIDGET_TOKEN)}`.execute(db())
    ).rows[0].org_id;
    expect((await post(admin, streamOrg, 'enable')).status).toBe(200);
    expect(await widget()).toMatchObject({ blocked: true, liveHlsUrl: null });
    expect((await post(admin, streamOrg, 'disable')).status).toBe(200);
    expect(await widget()).toMatchObject({ live: true, blocked: false, liveHlsUrl: '/hls/demo/index.m3u8' });
  });
});
