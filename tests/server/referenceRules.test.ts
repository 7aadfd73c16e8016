import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import sharp from 'sharp';
import { problemsOf, signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const ADD_CAMERA = `mutation($input: AddCameraInput!) { addCamera(input: $input) { id captureH265 } }`;
const UPDATE_CAMERAS = `mutation($input: CamerasUpdateInput!) { camerasUpdate(input: $input) { id captureH265 } }`;
const ADD_ASSET = `mutation($input: AddAdAssetInput!) { addAdAsset(input: $input) { id name assetUploader { name contentType } } }`;
const PREVIEW_EMAIL = `mutation($input: AdAssetsPreviewEmailInput!) { adAssetsPreviewEmail(input: $input) { success } }`;
const H265_OFF = { field: 'captureH265', message: 'Capture H.265 is off: the camera model does not support H.265.' };

const upload = (name: string, bytes: Buffer) => ({ name, size: bytes.length, base64: bytes.toString('base64') });
/** The first bytes of an ISO media file: what the server sniffs as video/mp4. */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);

/**
 * Rules that read a referenced record (a camera's model) and the ad asset form's rules, on the API alone:
 * what the console's dialogs do, API callers get too (spec 001 §4–§5).
 */
describe.each(TEST_DATABASES)('rules through references and upload rules on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let ids: { venue: number; h265: number; noH265: number };
  let png: Buffer;
  const db = () => server.database.db;
  const storedH265 = async (id: string) =>
    (await sql<{ capture_h265: boolean }>`SELECT capture_h265 FROM cameras WHERE id = ${Number(id)}`.execute(db())).rows[0].capture_h265;

  beforeAll(async () => {
    server = await startTestServer({ kind, exports: true });
    [admin, orgAdmin] = await Promise.all([DEMO_USERS.admin, DEMO_USERS.orgAdmin].map((u) => signedIn(server.url, u)));
    const model = async (name: string) =>
      (await db().selectFrom('camera_models').select('id').where('model', '=', name).executeTakeFirstOrThrow()).id as number;
    ids = {
      venue: (await db().selectFrom('venues').select('id').where('name', '=', 'Darling Harbour Sports Centre').executeTakeFirstOrThrow())
        .id as number,
      h265: await model('P1468-LE'),
      noH265: await model('M1065-L'),
    };
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
  });
  afterAll(() => server.close());

  let cameraNumber = 0;
  const camera = (model: number, more: Record<string, unknown> = {}) => ({
    cameraId: `cam-rules-${kind}-${++cameraNumber}`,
    venueId: String(ids.venue),
    cameraModelId: String(model),
    ipAddress: `10.99.0.${cameraNumber}`,
    ...more,
  });
  const addCamera = (input: Record<string, unknown>) => admin.request<{ addCamera: { id: string; captureH265: boolean } }>(ADD_CAMERA, { input });

  describe("a camera's H.265 capture follows its model (fixedWhen reading cameraModel.supportsH265)", () => {
    it('stores the default (on) only for a model that supports H.265, and off for one that does not', async () => {
      const supported = await addCamera(camera(ids.h265));
      expect(supported.errors).toBeUndefined();
      expect(supported.data!.addCamera.captureH265).toBe(true);
      const unsupported = await addCamera(camera(ids.noH265));
      expect(unsupported.errors).toBeUndefined();
      expect(unsupported.data!.addCamera.captureH265).toBe(false);
      expect(await storedH265(unsupported.data!.addCamera.id)).toBe(false);
    });

    it('refuses an explicit true for a model without H.265, naming the field, and takes an explicit false', async () => {
      const before = await db()
        .selectFrom('cameras')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(problemsOf(await addCamera(camera(ids.noH265, { captureH265: true })))).toEqual([H265_OFF]);
      const after = await db()
        .selectFrom('cameras')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      expect((await addCamera(camera(ids.noH265, { captureH265: false }))).data!.addCamera.captureH265).toBe(false);
    });

    it('judges an update on the stored model: switching it on is refused, moving to a model without H.265 turns it off', async () => {
      const off = (await addCamera(camera(ids.noH265))).data!.addCamera.id;
      const on = (await addCamera(camera(ids.h265))).data!.addCamera.id;
      expect(problemsOf(await admin.request(UPDATE_CAMERAS, { input: { ids: [off], attributes: { captureH265: true } } }))).toEqual([H265_OFF]);
      expect(await storedH265(off)).toBe(false);
      // The model changes and the field is left out: it follows the rule, as the dialog shows it.
      const moved = await admin.request<{ camerasUpdate: { captureH265: boolean }[] }>(UPDATE_CAMERAS, {
        input: { ids: [on], attributes: { cameraModelId: String(ids.noH265) } },
      });
      expect(moved.errors).toBeUndefined();
      expect(moved.data!.camerasUpdate).toEqual([{ id: on, captureH265: false }]);
      // Back to a model with H.265, it may be switched on again, together with the model.
      const back = await admin.request<{ camerasUpdate: { captureH265: boolean }[] }>(UPDATE_CAMERAS, {
        input: { ids: [on], attributes: { cameraModelId: String(ids.h265), captureH265: true } },
      });
      expect(back.data!.camerasUpdate).toEqual([{ id: on, captureH265: true }]);
    });

    it('refuses a batch switching it on where one camera’s model lacks H.265, changing none', async () => {
      const off = (await addCamera(camera(ids.noH265))).data!.addCamera.id;
      const on = (await addCamera(camera(ids.h265, { captureH265: false }))).data!.addCamera.id;
      expect(problemsOf(await admin.request(UPDATE_CAMERAS, { input: { ids: [on, off], attributes: { captureH265: true } } }))).toEqual([H265_OFF]);
      expect([await storedH265(on), await storedH265(off)]).toEqual([false, false]);
      // An edit that touches neither the field nor the model leaves both alone.
      const other = await admin.request(UPDATE_CAMERAS, { input: { ids: [on, off], attributes: { details: 'checked' } } });
      expect(other.errors).toBeUndefined();
    });
  });

  describe('the ad asset form (spec 001 §5)', () => {
    const addAsset = (input: Record<string, unknown>) =>
      orgAdmin.request<{ addAdAsset: { id: string; name: string; assetUploader: { name: string; contentType: string } } }>(ADD_ASSET, {
        input: { orgId: '1', ...input },
      });

    it('takes videos for a video overlay only, naming the asset type in the refusal', async () => {
      const billboard = await addAsset({ name: 'Clip', assetType: 'billboard', assetUploader: upload('clip.mp4', MP4) });
      expect(problemsOf(billboard)).toEqual([{ field: 'assetUploader', message: 'Asset must be image/*, not video/mp4, for this Asset type' }]);
      const overlay = await addAsset({
        name: 'Clip',
        assetType: 'video_overlay',
        videoOverlayPosition: { x: 0, y: 0, width: 100, height: 50 },
        assetUploader: upload('clip.mp4', MP4),
      });
      expect(overlay.errors).toBeUndefined();
      expect(overlay.data!.addAdAsset.assetUploader).toEqual({ name: 'clip.mp4', contentType: 'video/mp4' });
      expect((await addAsset({ name: 'Logo', assetType: 'billboard', assetUploader: upload('logo.png', png) })).errors).toBeUndefined();
    });

    it('names an asset after its file, without the extension, when the name is left out or empty', async () => {
      const leftOut = await addAsset({ assetType: 'billboard', assetUploader: upload('Summer promo.final.png', png) });
      expect(leftOut.errors).toBeUndefined();
      expect(leftOut.data!.addAdAsset.name).toBe('Summer promo.final');
      const empty = await addAsset({ name: '', assetType: 'billboard', assetUploader: upload('winter.png', png) });
      expect(empty.data!.addAdAsset.name).toBe('winter');
      const named = await addAsset({ name: 'Kept', assetType: 'billboard', assetUploader: upload('winter.png', png) });
      expect(named.data!.addAdAsset.name).toBe('Kept');
      expect(problemsOf(await addAsset({ assetType: 'billboard' }))).toEqual([
        { field: 'name', message: 'Name is required' },
        { field: 'assetUploader', message: 'Asset is required' },
      ]);
    });

    it('sends a preview to the caller’s own address when the email is left out (defaultFrom user.email)', async () => {
      const banner = await sql<{
        id: number;
      }>`SELECT id FROM ad_assets WHERE org_id = 1 AND asset_type = 'game_email_banner' ORDER BY id LIMIT 1`.execute(db());
      const sent = await orgAdmin.request(PREVIEW_EMAIL, { input: { adAssetIds: [String(banner.rows[0].id)] } });
      expect(sent.errors).toBeUndefined();
      const mails = await sql<{ subject: string }>`SELECT subject FROM outbox_messages WHERE recipient = ${DEMO_USERS.orgAdmin}`.execute(db());
      expect(mails.rows.map((m) => m.subject)).toContain('Preview: Season launch email banner');
    });
  });
});
