import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

type Video = { id: string; originalVideoUrl: string | null; originalVideoAvailable: boolean };
const VIDEO = `query($id: ID!) { video(id: $id) { id originalVideoUrl originalVideoAvailable } }`;
const VIDEOS = `query($ids: [ID!]!) { videos(ids: $ids) { id originalVideoUrl originalVideoAvailable } }`;

/** Spec 002 §7 "Queries": video(id) and videos(ids), read with the same access and scope as readminObject. */
describe.each(TEST_DATABASES)('video(id) and videos(ids) on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  /** Videos of an organisation the demo organisation admin does not administer, one with its original and one without. */
  let foreign: { available: Video; archived: Video };
  let own: string;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, orgAdmin] = await Promise.all([DEMO_USERS.admin, DEMO_USERS.orgAdmin].map((u) => signedIn(server.url, u)));
    const rows = (
      await sql<{ id: number; url: string | null; available: boolean; administered: boolean }>`
        SELECT v.id, v.original_video_url AS url, v.original_video_available AS available,
          c.org_id IN (SELECT a.org_id FROM org_admins a JOIN users u ON u.id = a.user_id WHERE u.email = ${DEMO_USERS.orgAdmin}) AS administered
        FROM videos v JOIN courts c ON c.id = v.court_id ORDER BY v.id`.execute(server.database.db)
    ).rows;
    const pick = (available: boolean) => {
      const row = rows.find((r) => !r.administered && r.available === available)!;
      return { id: String(row.id), originalVideoUrl: row.url, originalVideoAvailable: row.available };
    };
    foreign = { available: pick(true), archived: pick(false) };
    own = String(rows.find((r) => r.administered)!.id);
  });
  afterAll(() => server.close());

  it("gives a platform admin a video's original video URL and availability", async () => {
    const res = await admin.request<{ video: Video }>(VIDEO, { id: foreign.available.id });
    expect(res.errors).toBeUndefined();
    expect(res.data!.video).toEqual(foreign.available);
    expect(res.data!.video.originalVideoUrl).toMatch(/^\/readmin\/media\/videos\/\d+\/original\.mp4$/);
    const archived = await admin.request<{ video: Video }>(VIDEO, { id: foreign.archived.id });
    expect(archived.data!.video).toEqual(foreign.archived);
    expect(archived.data!.video.originalVideoAvailable).toBe(false);
  });

  it('answers videos(ids) in the order asked, leaving out ids that name no video', async () => {
    const ids = [foreign.archived.id, '999999', foreign.available.id];
    const res = await admin.request<{ videos: Video[] }>(VIDEOS, { ids });
    expect(res.errors).toBeUndefined();
    expect(res.data!.videos).toEqual([foreign.archived, foreign.available]);
  });

  it("reads another organisation's video as missing for an organisation admin, and their own as found", async () => {
    const one = await orgAdmin.request<{ video: Video | null }>(VIDEO, { id: foreign.available.id });
    expect(one.errors).toBeUndefined();
    expect(one.data!.video).toBeNull();
    const many = await orgAdmin.request<{ videos: Video[] }>(VIDEOS, { ids: [foreign.available.id, foreign.archived.id] });
    expect(many.errors).toBeUndefined();
    expect(many.data!.videos).toEqual([]);
    const mixed = await orgAdmin.request<{ videos: Video[] }>(VIDEOS, { ids: [foreign.available.id, own] });
    expect(mixed.data!.videos.map((v) => v.id)).toEqual([own]);
  });

  it('refuses a signed-out visitor and more than 100 ids', async () => {
    const anonymous = new GraphqlClient(server.url);
    const one = await anonymous.request(VIDEO, { id: foreign.available.id });
    expect(one.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const many = await anonymous.request(VIDEOS, { ids: [foreign.available.id] });
    expect(many.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const tooMany = await admin.request(VIDEOS, { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) });
    expect(tooMany.errors?.[0].message).toBe('ids may name at most 100 videos (got 101)');
  });
});
