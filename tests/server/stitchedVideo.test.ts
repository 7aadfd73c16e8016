import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { probeVideo } from '../support/probeVideo.ts';

const STITCH = `mutation($input: EventsGetStitchedUrlInput!) { eventsGetStitchedUrl(input: $input) { stitchedUrl } }`;
type Answer = { eventsGetStitchedUrl: { stitchedUrl: string | null } | null };

/** Download Video (eventsGetStitchedUrl): highlights cut from their game's video and joined by ffmpeg into one served MP4. */
describe.each(TEST_DATABASES)('stitched highlight video on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, orgAdmin, venueAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)),
    );
  });
  afterAll(() => server.close());

  const stitch = (client: GraphqlClient, ids: number[]) => client.request<Answer>(STITCH, { input: { eventIds: ids.map(String) } });
  const get = (client: GraphqlClient, path: string) => fetch(server.url + path, { headers: { cookie: client.cookieHeader() } });
  const stitchedCount = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM stitched_videos`.execute(db())).rows[0].n;
  /** The landscape clip spans of the demo's highlights: start and length in the game video. */
  const spans = async (ids: number[]) =>
    (
      await sql<{ event_id: number; duration_seconds: number }>`SELECT event_id, duration_seconds FROM event_videos
        WHERE event_id = ANY(${sql.val(ids)}::integer[]) AND format = 'landscape'`.execute(db())
    ).rows;

  it("joins the selected highlights into one MP4, kept as the organisation's Stitched Video and served at the answered URL", async () => {
    const ids = [2, 1];
    const { data, errors } = await stitch(orgAdmin, ids);
    expect(errors).toBeUndefined();
    const url = data!.eventsGetStitchedUrl!.stitchedUrl!;
    expect(url).toMatch(/^\/readmin\/files\/[0-9a-f-]{36}\/highlights-2\.mp4$/);
    const res = await get(orgAdmin, url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    const video = probeVideo(Buffer.from(await res.arrayBuffer()));
    const expected = (await spans(ids)).reduce((sum, s) => sum + s.duration_seconds, 0);
    expect(video).toMatchObject({ codec: 'h264', width: 640, height: 360 });
    expect(Math.abs(video.seconds - expected)).toBeLessThan(0.5);
    const row = (
      await sql<{
        id: number;
        org_id: number;
        event_ids: number[];
        duration_seconds: number;
      }>`SELECT * FROM stitched_videos ORDER BY id DESC LIMIT 1`.execute(db())
    ).rows[0];
    // In the order they happened, not the order selected.
    expect(row).toMatchObject({ org_id: 1, event_ids: [1, 2], duration_seconds: expected });
    const versions = await sql<{
      event: string;
    }>`SELECT event FROM paper_trail_versions WHERE item_type = 'StitchedVideo' AND item_id = ${row.id}`.execute(db());
    expect(versions.rows.map((v) => v.event)).toEqual(['create']);
    // Files follow their record's read rules: a venue admin of another organisation gets nothing.
    expect((await get(venueAdmin, url)).status).toBe(404);
  });

  it("answers no URL when no selected highlight has video (the console says 'There is no video to download.')", async () => {
    const before = await stitchedCount();
    await sql`UPDATE videos SET disabled = true WHERE game_id = 1`.execute(db());
    try {
      const { data, errors } = await stitch(orgAdmin, [1, 2]);
      expect(errors).toBeUndefined();
      expect(data!.eventsGetStitchedUrl!.stitchedUrl).toBeNull();
    } finally {
      await sql`UPDATE videos SET disabled = false WHERE game_id = 1`.execute(db());
    }
    expect(await stitchedCount()).toBe(before);
  });

  it("refuses another organisation's highlights, venue admins, and a selection across organisations", async () => {
    const before = await stitchedCount();
    expect((await stitch(orgAdmin, [1, 10])).errors?.[0].message).toBe('No Highlight you may read with id 10.');
    expect((await stitch(venueAdmin, [10])).errors?.[0].message).toMatch(/may not run eventsGetStitchedUrl/);
    expect((await stitch(admin, [1, 10])).errors?.[0].message).toBe(
      "The selected highlights belong to more than one organisation: download each organisation's separately.",
    );
    expect((await stitch(orgAdmin, [])).errors?.[0].message).toMatch(/eventIds must name at least one record/);
    expect(await stitchedCount()).toBe(before);
  });
});
