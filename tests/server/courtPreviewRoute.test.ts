import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import sharp from 'sharp';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { insertBlob } from '../../src/server/files/blobs.ts';

type Asset = {
  id: number;
  org_id: number;
  asset_type: string;
  video_overlay_position: { x: number; y: number; width: number; height: number } | null;
};
type Court = { id: number; org_id: number; advertising_active: boolean; surface_ids: number[] | null; videos: number };

/** The mean absolute difference of two pictures' pixels over a region (0–255): JPEG noise stays under 2. */
const regionDiff = async (a: Buffer, b: Buffer, region: { left: number; top: number; width: number; height: number }) => {
  const [pa, pb] = await Promise.all(
    [a, b].map((img) => sharp(img).resize(1280, 720, { fit: 'cover' }).extract(region).removeAlpha().raw().toBuffer()),
  );
  let sum = 0;
  for (let i = 0; i < pa.length; i++) sum += Math.abs(pa[i] - pb[i]);
  return sum / pa.length;
};

/** Spec 002 §2.9 and §5: the Court Preview tab's image route of ad assets and presets. */
describe.each(TEST_DATABASES)('GET /readmin/ad_assets|ad_presets/:id/court_preview.jpg on %s', (kind) => {
  let server: TestServer;
  let orgAdmin: GraphqlClient;
  let admin: GraphqlClient;
  let assets: Asset[];
  let courts: Court[];
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, orgAdmin] = await Promise.all([DEMO_USERS.admin, DEMO_USERS.orgAdmin].map((u) => signedIn(server.url, u)));
    assets = (await sql<Asset>`SELECT id, org_id, asset_type, video_overlay_position FROM ad_assets ORDER BY id`.execute(db())).rows;
    courts = (
      await sql<Court>`SELECT c.id, c.org_id, c.advertising_active, c.surface_ids,
          (SELECT count(*)::integer FROM videos v WHERE v.court_id = c.id AND v.clip IS NOT NULL AND NOT v.disabled) AS videos
        FROM courts c ORDER BY c.id`.execute(db())
    ).rows;
  });
  afterAll(() => server.close());

  const asset = (orgId: number, type: string) => assets.find((a) => a.org_id === orgId && a.asset_type === type)!;
  const advertisingCourt = (orgId: number) => courts.find((c) => c.org_id === orgId && c.advertising_active && c.videos > 0)!;
  const get = (client: GraphqlClient | null, path: string) =>
    fetch(`${server.url}${path}`, { headers: client ? { cookie: client.cookieHeader() } : {} });
  const assetPath = (id: number, courtId: number) => `/readmin/ad_assets/${id}/court_preview.jpg?courtId=${courtId}`;

  it("answers a JPEG of the court's latest video frame with the overlay drawn at its position", async () => {
    const overlay = asset(1, 'video_overlay');
    const court = advertisingCourt(1);
    expect(court).toBeDefined();
    const res = await get(orgAdmin, assetPath(overlay.id, court.id));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const jpeg = Buffer.from(await res.arrayBuffer());
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1280, height: 720 });
    // The picture is the video's, not the camera snapshot the Court Preview dialog draws on ...
    const { data } = await orgAdmin.request<{ adAssetPreviewMotioncrop: { jpgImageBase64: string } }>(
      `mutation($input: AdAssetPreviewMotioncropInput!) { adAssetPreviewMotioncrop(input: $input) { jpgImageBase64 } }`,
      { input: { adAssetId: String(overlay.id), courtId: String(court.id) } },
    );
    const fromSnapshot = Buffer.from(data!.adAssetPreviewMotioncrop.jpgImageBase64, 'base64');
    const outside = { left: 40, top: 400, width: 200, height: 100 };
    expect(await regionDiff(jpeg, fromSnapshot, outside)).toBeGreaterThan(5);
    // Drawn on that same frame, a billboard leaves the overlay's place as the frame is: the overlay is drawn there.
    const billboard = Buffer.from(await (await get(orgAdmin, assetPath(asset(1, 'billboard').id, court.id))).arrayBuffer());
    const { x, y, width, height } = overlay.video_overlay_position!;
    expect(await regionDiff(jpeg, billboard, outside)).toBeLessThan(2);
    expect(await regionDiff(jpeg, billboard, { left: x + 10, top: y + 10, width: width - 20, height: height - 20 })).toBeGreaterThan(20);
  });

  it("draws on the camera snapshot, not a frame of a video its organisation's video block hides", async () => {
    const billboard = asset(1, 'billboard');
    const court = advertisingCourt(1);
    const { data } = await orgAdmin.request<{ adAssetPreviewMotioncrop: { jpgImageBase64: string } }>(
      `mutation($input: AdAssetPreviewMotioncropInput!) { adAssetPreviewMotioncrop(input: $input) { jpgImageBase64 } }`,
      { input: { adAssetId: String(billboard.id), courtId: String(court.id) } },
    );
    const fromSnapshot = Buffer.from(data!.adAssetPreviewMotioncrop.jpgImageBase64, 'base64');
    const outside = { left: 40, top: 400, width: 200, height: 100 };
    const preview = async () => Buffer.from(await (await get(orgAdmin, assetPath(billboard.id, court.id))).arrayBuffer());
    expect(await regionDiff(await preview(), fromSnapshot, outside)).toBeGreaterThan(5);
    // A block started long ago hides every video of the organisation.
    await sql`UPDATE orgs SET video_block_active = true, video_block_started_at = '2000-01-02' WHERE id = 1`.execute(db());
    try {
      expect(await regionDiff(await preview(), fromSnapshot, outside)).toBeLessThan(2);
    } finally {
      await sql`UPDATE orgs SET video_block_active = false, video_block_started_at = NULL WHERE id = 1`.execute(db());
    }
  });

  it('previews a preset with its assets', async () => {
    const preset = (await sql<{ id: number }>`SELECT id FROM ad_presets WHERE org_id = 1 ORDER BY id LIMIT 1`.execute(db())).rows[0];
    const res = await get(admin, `/readmin/ad_presets/${preset.id}/court_preview.jpg?courtId=${advertisingCourt(1).id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect([...Buffer.from(await res.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('answers 401 signed out, and 404 for an ad or a court of another organisation', async () => {
    const own = asset(1, 'billboard');
    expect((await get(null, assetPath(own.id, advertisingCourt(1).id))).status).toBe(401);
    const foreign = await get(orgAdmin, assetPath(asset(2, 'billboard').id, advertisingCourt(1).id));
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: 'Not Found' });
    const foreignCourt = courts.find((c) => c.org_id === 2)!;
    expect((await get(orgAdmin, assetPath(own.id, foreignCourt.id))).status).toBe(404);
    expect((await get(orgAdmin, `/readmin/ad_assets/abc/court_preview.jpg?courtId=${foreignCourt.id}`)).status).toBe(404);
    expect((await get(orgAdmin, `/readmin/ad_assets/${own.id}/court_preview.jpg`)).status).toBe(404);
  });

  it("answers 409 'Advertising is disabled on this court.' and 404 'No video available for preview.'", async () => {
    const off = courts.find((c) => c.org_id === 1 && !c.advertising_active)!;
    const disabled = await get(orgAdmin, assetPath(asset(1, 'billboard').id, off.id));
    expect(disabled.status).toBe(409);
    expect(await disabled.json()).toEqual({ error: 'Advertising is disabled on this court.' });
    const court = advertisingCourt(1);
    // Neither a video nor a surface snapshot to draw on.
    await sql`UPDATE courts SET surface_ids = '{}' WHERE id = ${court.id}`.execute(db());
    await sql`UPDATE videos SET disabled = true WHERE court_id = ${court.id} AND NOT disabled`.execute(db());
    try {
      const none = await get(orgAdmin, assetPath(asset(1, 'billboard').id, court.id));
      expect(none.status).toBe(404);
      expect(await none.json()).toEqual({ error: 'No video available for preview.' });
    } finally {
      await sql`UPDATE courts SET surface_ids = ${sql.val(court.surface_ids)}::integer[] WHERE id = ${court.id}`.execute(db());
    }
  });

  it("answers 500 with ffmpeg's reason for a clip it cannot read, under the answer's x-request-id", async () => {
    const court = advertisingCourt(1);
    type Clip = { id: number; clip: Record<string, unknown>; disabled: boolean };
    const clips = (await sql<Clip>`SELECT id, clip, disabled FROM videos WHERE court_id = ${court.id} AND clip IS NOT NULL`.execute(db())).rows;
    const corrupt = randomUUID();
    await insertBlob(
      db(),
      server.storage,
      corrupt,
      { typename: 'Video', recordId: clips[0].id, field: 'clip' },
      'video/mp4',
      Buffer.from('not a video at all'),
    );
    // Every clip of the court unreadable, and in use (an earlier test leaves them disabled).
    for (const v of clips)
      await sql`UPDATE videos SET clip = ${JSON.stringify({ ...v.clip, blobId: corrupt })}::jsonb, disabled = false WHERE id = ${v.id}`.execute(db());
    try {
      const res = await get(orgAdmin, assetPath(asset(1, 'video_overlay').id, court.id));
      expect(res.status).toBe(500);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const { error } = (await res.json()) as { error: string };
      expect(error).toMatch(/^The court preview could not be drawn: ffmpeg failed \(exit \d+\): .*Invalid data found when processing input\.$/);
      expect(error).not.toContain('readmin-media-');
    } finally {
      for (const v of clips)
        await sql`UPDATE videos SET clip = ${JSON.stringify(v.clip)}::jsonb, disabled = ${v.disabled} WHERE id = ${v.id}`.execute(db());
      await sql`DELETE FROM readmin_blobs WHERE id = ${corrupt}::uuid`.execute(db());
    }
  });

  it('answers 409 for a game email banner, which the video does not show', async () => {
    const banner = asset(1, 'game_email_banner');
    const res = await get(orgAdmin, assetPath(banner.id, advertisingCourt(1).id));
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatch(/^Court Preview is available only for/);
  });
});
