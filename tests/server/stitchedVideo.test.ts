import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { probeVideo } from '../support/probeVideo.ts';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { blobKey } from '../../src/server/files/blobs.ts';
import { runFfmpeg, withTempDir } from '../../src/server/features/media/ffmpeg.ts';
import { readAll } from '../../src/server/files/storage/objectStore.ts';
import { originalKey } from '../../src/server/features/media/videoFiles.ts';

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

  /** A solid-colour H.264 video of `seconds`, made by ffmpeg. */
  const solidVideo = (colour: string, seconds: number) =>
    withTempDir(async (dir) => {
      const out = join(dir, 'solid.mp4');
      await runFfmpeg(['-f', 'lavfi', '-i', `color=c=${colour}:s=320x240:r=25:d=${seconds}`, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', out]);
      return readFile(out);
    });
  /** The mean red, green and blue of a video's middle frame. */
  const middleColour = (video: Buffer, seconds: number) =>
    withTempDir(async (dir) => {
      await writeFile(join(dir, 'in.mp4'), video);
      await runFfmpeg(['-ss', (seconds / 2).toFixed(2), '-i', join(dir, 'in.mp4'), '-frames:v', '1', join(dir, 'frame.png')]);
      const { channels } = await sharp(join(dir, 'frame.png')).stats();
      return channels.slice(0, 3).map((c) => Math.round(c.mean));
    });

  it("cuts from the game's stored original (not its preview clip), and keeps the result in the object store", async () => {
    const [video] = (
      await sql<{ id: number }>`SELECT v.id FROM videos v JOIN video_objects o ON o.video_id = v.id AND o.kind = 'original'
        WHERE v.game_id = 1 AND o.storage_class = 'standard' ORDER BY v.id LIMIT 1`.execute(db())
    ).rows;
    const kept = await readAll((await server.storage.get(originalKey(video.id)))!);
    // The demo's original is its preview clip; a red one of its own tells them apart in the output.
    await server.storage.put(originalKey(video.id), await solidVideo('red', 20), 'video/mp4');
    try {
      const { data, errors } = await stitch(orgAdmin, [1]);
      expect(errors).toBeUndefined();
      const url = data!.eventsGetStitchedUrl!.stitchedUrl!;
      const blobId = /\/files\/([0-9a-f-]{36})\//.exec(url)![1];
      const stored = await readAll((await server.storage.get(blobKey(blobId)))!);
      expect(stored.toString('latin1', 4, 8)).toBe('ftyp');
      const served = Buffer.from(await (await get(orgAdmin, url)).arrayBuffer());
      expect(served.equals(stored)).toBe(true);
      const expected = (await spans([1])).reduce((sum, s) => sum + s.duration_seconds, 0);
      expect(Math.abs(probeVideo(stored).seconds - expected)).toBeLessThan(0.5);
      const [r, g, b] = await middleColour(stored, expected);
      // Red through H.264's limited range: clearly red, whatever the clip's picture would have been.
      expect(r).toBeGreaterThan(150);
      expect(Math.max(g, b)).toBeLessThan(60);
    } finally {
      await server.storage.put(originalKey(video.id), kept, 'video/mp4');
    }
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
