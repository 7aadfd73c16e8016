import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import sharp from 'sharp';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { blobBytes } from '../../src/server/files/blobs.ts';

const ASSET_PREVIEW = `mutation($input: AdAssetPreviewMotioncropInput!) {
  adAssetPreviewMotioncrop(input: $input) { jpgImageBase64 mimeType filename }
}`;
const PRESET_PREVIEW = `mutation($input: AdPresetPreviewMotioncropInput!) {
  adPresetPreviewMotioncrop(input: $input) { jpgImageBase64 mimeType filename }
}`;
const PREVIEW_EMAIL = `mutation($input: AdAssetsPreviewEmailInput!) { adAssetsPreviewEmail(input: $input) { success } }`;

type Asset = {
  id: number;
  org_id: number;
  asset_type: string;
  video_overlay_position: { x: number; y: number; width: number; height: number } | null;
};
type Court = { id: number; org_id: number; advertising_active: boolean; surface_ids: number[] | null };

type Region = { left: number; top: number; width: number; height: number };
/**
 * How far a region of one picture is from the same region of another: the mean absolute difference of
 * their pixels (0–255), decoded by sharp. JPEG noise stays under 2; a drawn asset is far above.
 */
const regionDiff = async (a: Buffer, b: Buffer, region: Region) => {
  const [pa, pb] = await Promise.all([a, b].map((img) => sharp(img).extract(region).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < pa.length; i++) sum += Math.abs(pa[i] - pb[i]);
  return sum / pa.length;
};

/** Court previews of ad assets and presets (sharp composites on the court's snapshot), and Preview Email (a real outbox mail). */
describe.each(TEST_DATABASES)('ad asset previews on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let assets: Asset[];
  let courts: Court[];
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer({ kind, exports: true });
    [admin, orgAdmin, venueAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)),
    );
    assets = (await sql<Asset>`SELECT id, org_id, asset_type, video_overlay_position FROM ad_assets ORDER BY id`.execute(db())).rows;
    courts = (await sql<Court>`SELECT id, org_id, advertising_active, surface_ids FROM courts ORDER BY id`.execute(db())).rows;
  });
  afterAll(() => server.close());

  const asset = (orgId: number, type: string) => assets.find((a) => a.org_id === orgId && a.asset_type === type)!;
  const advertisingCourt = (orgId: number) => courts.find((c) => c.org_id === orgId && c.advertising_active && c.surface_ids?.length)!;
  const preview = (client: GraphqlClient, adAssetId: number, courtId: number) =>
    client.request<{ adAssetPreviewMotioncrop: { jpgImageBase64: string; mimeType: string } | null }>(ASSET_PREVIEW, {
      input: { adAssetId: String(adAssetId), courtId: String(courtId) },
    });
  /** The court's own snapshot at 1280x720, as the preview's background. */
  const bareCourt = async (court: Court) => {
    const { rows } = await sql<{ id: string }>`SELECT s.snapshot->>'blobId' AS id FROM surfaces s WHERE s.id = ${court.surface_ids![0]}`.execute(
      db(),
    );
    const bytes = await blobBytes(db(), server.storage, rows[0].id);
    return sharp(bytes!).resize(1280, 720, { fit: 'cover' }).jpeg({ quality: 85 }).toBuffer();
  };

  it('draws a video overlay at its position on the court, and leaves the rest of the picture as it was', async () => {
    const overlay = asset(1, 'video_overlay');
    const court = advertisingCourt(1);
    const { data, errors } = await preview(orgAdmin, overlay.id, court.id);
    expect(errors).toBeUndefined();
    expect(data!.adAssetPreviewMotioncrop!.mimeType).toBe('image/jpeg');
    const jpeg = Buffer.from(data!.adAssetPreviewMotioncrop!.jpgImageBase64, 'base64');
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1280, height: 720 });
    const bare = await bareCourt(court);
    const { x, y, width, height } = overlay.video_overlay_position!;
    const inside = { left: x + 10, top: y + 10, width: width - 20, height: height - 20 };
    const outside = { left: 40, top: 400, width: 200, height: 100 };
    expect(await regionDiff(jpeg, bare, inside)).toBeGreaterThan(20);
    expect(await regionDiff(jpeg, bare, outside)).toBeLessThan(2);
  });

  it('draws a billboard as a strip along the back wall', async () => {
    const court = advertisingCourt(1);
    const { data } = await preview(orgAdmin, asset(1, 'billboard').id, court.id);
    const jpeg = Buffer.from(data!.adAssetPreviewMotioncrop!.jpgImageBase64, 'base64');
    const strip = { left: 0, top: 150, width: 1280, height: 60 };
    const bare = await bareCourt(court);
    expect(await regionDiff(jpeg, bare, strip)).toBeGreaterThan(20);
    expect(await regionDiff(jpeg, bare, { left: 0, top: 600, width: 400, height: 100 })).toBeLessThan(2);
  });

  it('previews a preset with each of its billboards, overlays and underlays', async () => {
    const court = advertisingCourt(1);
    const preset = (
      await sql<{ id: number }>`SELECT id FROM ad_presets WHERE org_id = 1 AND default_for_new_league ORDER BY id LIMIT 1`.execute(db())
    ).rows[0];
    const { data, errors } = await orgAdmin.request<{ adPresetPreviewMotioncrop: { jpgImageBase64: string } }>(PRESET_PREVIEW, {
      input: { adPresetId: String(preset.id), courtId: String(court.id) },
    });
    expect(errors).toBeUndefined();
    const jpeg = Buffer.from(data!.adPresetPreviewMotioncrop.jpgImageBase64, 'base64');
    const bare = await bareCourt(court);
    const { x, y, width, height } = asset(1, 'video_overlay').video_overlay_position!;
    for (const region of [
      { left: 0, top: 150, width: 1280, height: 60 },
      { left: x + 10, top: y + 10, width: width - 20, height: height - 20 },
    ])
      expect(await regionDiff(jpeg, bare, region)).toBeGreaterThan(20);
  });

  it("says 'Advertising is disabled on this court.' and 'No video available for preview.'", async () => {
    const off = courts.find((c) => c.org_id === 1 && !c.advertising_active)!;
    expect((await preview(orgAdmin, asset(1, 'billboard').id, off.id)).errors?.[0].message).toBe('Advertising is disabled on this court.');
    const court = advertisingCourt(1);
    await sql`UPDATE courts SET surface_ids = '{}' WHERE id = ${court.id}`.execute(db());
    try {
      expect((await preview(orgAdmin, asset(1, 'billboard').id, court.id)).errors?.[0].message).toBe('No video available for preview.');
    } finally {
      await sql`UPDATE courts SET surface_ids = ${sql.val(court.surface_ids)}::integer[] WHERE id = ${court.id}`.execute(db());
    }
  });

  it("refuses another organisation's asset or court, venue admins, and an email banner", async () => {
    const foreignAsset = asset(2, 'billboard');
    expect((await preview(orgAdmin, foreignAsset.id, advertisingCourt(1).id)).errors?.[0].message).toMatch(/No Ad Asset you may read with id/);
    expect((await preview(orgAdmin, asset(1, 'billboard').id, advertisingCourt(2).id)).errors?.[0].message).toMatch(/court/i);
    expect((await preview(venueAdmin, foreignAsset.id, advertisingCourt(2).id)).errors?.[0].message).toMatch(/may not|No Ad Asset/);
    expect((await preview(orgAdmin, asset(1, 'game_email_banner').id, advertisingCourt(1).id)).errors?.[0].message).toBe(
      'Court Preview is available only for a billboard, video overlay or centre court underlay with a file.',
    );
    // A platform admin previews any organisation's asset.
    expect((await preview(admin, foreignAsset.id, advertisingCourt(2).id)).errors).toBeUndefined();
  });

  describe('Preview Email', () => {
    const send = (client: GraphqlClient, ids: number[], previewEmail?: string) =>
      client.request(PREVIEW_EMAIL, { input: { adAssetIds: ids.map(String), ...(previewEmail !== undefined && { previewEmail }) } });
    const outbox = async (to: string) =>
      (
        await sql<{ subject: string; text: string; raw: string }>`SELECT subject, text, raw FROM outbox_messages WHERE recipient = ${to}`.execute(
          db(),
        )
      ).rows;

    it('sends the banner inline, linked, as a real mail in the outbox', async () => {
      const banner = asset(1, 'game_email_banner');
      const { errors } = await send(orgAdmin, [banner.id], 'preview@example.com');
      expect(errors).toBeUndefined();
      const [mail] = await outbox('preview@example.com');
      expect(mail.subject).toBe('Preview: Season launch email banner');
      expect(mail.text).toMatch(/links to http:\/\/\S+\/leagues\/harbour-city-[a-z0-9-]+\)/);
      expect(mail.raw).toContain(`Content-ID: <ad-asset-${banner.id}@readmin>`);
      expect(mail.raw).toContain(`cid:ad-asset-${banner.id}@readmin`);
      expect(mail.raw).toMatch(/Content-Type: image\/png; name=season-launch-banner\.png/);
    });

    it('is refused unless every selected asset is a banner with a file, and needs one email address', async () => {
      const banner = asset(1, 'game_email_banner');
      expect((await send(orgAdmin, [banner.id, asset(1, 'billboard').id], 'mixed@example.com')).errors?.[0].message).toBe(
        'Preview Email is available only when every selected ad asset is a game email banner with a file.',
      );
      // Left out, the email is the caller's own (referenceRules.test.ts); given empty, it is required.
      expect((await send(orgAdmin, [banner.id], '')).errors?.[0].message).toMatch(/Email is required/);
      expect((await send(orgAdmin, [banner.id], 'not an address')).errors?.[0].message).toMatch(/Email/);
      expect((await send(venueAdmin, [banner.id], 'venue@example.com')).errors?.[0].message).toMatch(/may not|No Ad Asset/);
      for (const to of ['mixed@example.com', 'not an address', 'venue@example.com']) expect(await outbox(to)).toEqual([]);
    });
  });
});
