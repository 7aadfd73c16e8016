import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import sharp from 'sharp';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { insertBlob } from '../../src/server/files/blobs.ts';

const PREVIEW = `mutation($input: PreviewFilterChainInput!) {
  previewFilterChain(input: $input) { jpgImageBase64 mimeType ffmpegFilterChain }
}`;
const SURFACE_PREVIEW = `mutation($input: SurfacePreviewFilterChainInput!) {
  surfacePreviewFilterChain(input: $input) { jpgImageBase64 mimeType }
}`;
const MOTION_CROP = `mutation($input: SurfacePreviewMotionCropInput!) {
  surfacePreviewMotionCrop(input: $input) { jpgImageBase64 mimeType }
}`;

type Surface = { id: number; camera_id: number; venue_id: number };
type Video = { id: number; camera_id: number | null };

/** A jsonb column's value to write back: SQL NULL for none, not JSON null. */
const json = (v: unknown) => (v === null ? null : JSON.stringify(v));

type Answer = { jpgImageBase64: string; mimeType: string; ffmpegFilterChain?: string };
const jpegOf = (a: Answer) => Buffer.from(a.jpgImageBase64, 'base64');
/** The mean absolute difference of two same-sized pictures' pixels (0–255). */
const diff = async (a: Buffer, b: Buffer) => {
  const [pa, pb] = await Promise.all([a, b].map((img) => sharp(img).resize(320, 180, { fit: 'fill' }).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < pa.length; i++) sum += Math.abs(pa[i] - pb[i]);
  return sum / pa.length;
};

/** Surface previews by real ffmpeg (spec 002 §7): a frame of the camera's video through the filter chain, and the motion crop. */
describe.each(TEST_DATABASES)('surface previews on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let surface: Surface;
  let video: Video;
  let otherVideo: Video;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, orgAdmin, venueAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)),
    );
    const videos = (await sql<Video>`SELECT id, camera_id FROM videos WHERE clip IS NOT NULL AND camera_id IS NOT NULL ORDER BY id`.execute(db()))
      .rows;
    video = videos[0];
    otherVideo = videos.find((v) => v.camera_id !== video.camera_id)!;
    surface = (
      await sql<Surface>`SELECT id, camera_id, venue_id FROM surfaces WHERE camera_id = ${video.camera_id} ORDER BY id LIMIT 1`.execute(db())
    ).rows[0];
  });
  afterAll(() => server.close());

  const preview = (client: GraphqlClient, input: Record<string, unknown>) =>
    client.request<{ previewFilterChain: Answer | null }>(PREVIEW, { input: { cameraId: String(video.camera_id), ...input } });
  const surfacePreview = (client: GraphqlClient, input: Record<string, unknown> = {}) =>
    client.request<{ surfacePreviewFilterChain: Answer | null }>(SURFACE_PREVIEW, { input: { surfaceId: String(surface.id), ...input } });
  const motionCrop = (client: GraphqlClient, projectedPosition?: string) =>
    client.request<{ surfacePreviewMotionCrop: Answer | null }>(MOTION_CROP, {
      input: { surfaceId: String(surface.id), ...(projectedPosition && { projectedPosition }) },
    });

  it('renders a JPEG of the video through the filter chain the values make, and answers the chain', async () => {
    // A defish amount left out is the initial 0.6 (spec 002 §9); 0 adds no filter.
    const plain = await preview(admin, { videoId: String(video.id), filterDefishAmount: 0 });
    expect(plain.errors).toBeUndefined();
    expect(plain.data!.previewFilterChain!.ffmpegFilterChain).toBe('scale=1280:720');
    expect(await sharp(jpegOf(plain.data!.previewFilterChain!)).metadata()).toMatchObject({ format: 'jpeg', width: 1280, height: 720 });

    const { data, errors } = await preview(admin, {
      videoId: String(video.id),
      filterDefishAmount: 0.6,
      filterRotateDegrees: 10,
      filterCropArea: { x: 100, y: 50, width: 800, height: 450 },
      filterDefishOutwidth: 640,
    });
    expect(errors).toBeUndefined();
    const answer = data!.previewFilterChain!;
    expect(answer.mimeType).toBe('image/jpeg');
    expect(answer.ffmpegFilterChain).toBe(
      'scale=1280:720,lenscorrection=cx=0.5:cy=0.5:k1=-0.09:k2=-0.03,rotate=10*PI/180:fillcolor=black,crop=800:450:100:50,scale=640:-2',
    );
    const jpeg = jpegOf(answer);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 360 });
    // The filters change the picture: it is not the plain frame scaled down.
    expect(await diff(jpeg, jpegOf(plain.data!.previewFilterChain!))).toBeGreaterThan(10);
  });

  it("uses the camera's latest video when none is named, and the initial defish amount 0.6", async () => {
    const { data, errors } = await preview(admin, {});
    expect(errors).toBeUndefined();
    expect(data!.previewFilterChain!.ffmpegFilterChain).toBe('scale=1280:720,lenscorrection=cx=0.5:cy=0.5:k1=-0.09:k2=-0.03');
    expect(await sharp(jpegOf(data!.previewFilterChain!)).metadata()).toMatchObject({ format: 'jpeg', width: 1280 });
  });

  it('refuses values out of the bounds of spec 002 §5, a crop outside the picture and another camera’s video', async () => {
    const message = async (input: Record<string, unknown>) => (await preview(admin, { videoId: String(video.id), ...input })).errors?.[0].message;
    expect(await message({ filterDefishAmount: 3.5 })).toMatch(/Defish amount must be at most 3/);
    expect(await message({ filterDefishAmount: -1 })).toMatch(/Defish amount must be at least 0/);
    expect(await message({ filterDefishOutwidth: 10001 })).toMatch(/Defish output width must be at most 10000/);
    expect(await message({ filterRotateDegrees: -181 })).toMatch(/Rotate \(degrees\) must be at least -180/);
    expect(await message({ filterRotateDegrees: 181 })).toMatch(/Rotate \(degrees\) must be at most 180/);
    expect(await message({ filterCropArea: { x: 2000, y: 900, width: 100, height: 100 } })).toMatch(/Crop area must lie inside the 1280x720 canvas/);
    expect(await message({ videoId: String(otherVideo.id) })).toBe("This video is not from the surface's camera.");
  });

  it("previews the surface's saved filter chain, and changes with it", async () => {
    const before = await surfacePreview(admin, { videoId: String(video.id) });
    expect(before.errors).toBeUndefined();
    expect(before.data!.surfacePreviewFilterChain!.mimeType).toBe('image/jpeg');
    const saved = await sql<{
      a: number | null;
      r: number | null;
    }>`SELECT filter_defish_amount AS a, filter_rotate_degrees AS r FROM surfaces WHERE id = ${surface.id}`.execute(db());
    await sql`UPDATE surfaces SET filter_rotate_degrees = 45 WHERE id = ${surface.id}`.execute(db());
    try {
      const after = await surfacePreview(admin, { videoId: String(video.id) });
      expect(await diff(jpegOf(after.data!.surfacePreviewFilterChain!), jpegOf(before.data!.surfacePreviewFilterChain!))).toBeGreaterThan(10);
    } finally {
      await sql`UPDATE surfaces SET filter_rotate_degrees = ${saved.rows[0].r} WHERE id = ${surface.id}`.execute(db());
    }
    expect((await surfacePreview(admin, { videoId: String(otherVideo.id) })).errors?.[0].message).toBe(
      "This video is not from the surface's camera.",
    );
  });

  it('frames the motion crop at the left, middle and right of the motion area', async () => {
    await sql`UPDATE surfaces SET motion_area = ${JSON.stringify({ x: 0, y: 100, width: 1280, height: 360 })}::jsonb WHERE id = ${surface.id}`.execute(
      db(),
    );
    const crops: Buffer[] = [];
    for (const position of ['left', 'middle', 'right']) {
      const { data, errors } = await motionCrop(admin, position);
      expect(errors).toBeUndefined();
      const jpeg = jpegOf(data!.surfacePreviewMotionCrop!);
      expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1280, height: 720 });
      crops.push(jpeg);
    }
    expect(await diff(crops[0], crops[2])).toBeGreaterThan(5);
    // Middle is the default.
    const middle = await motionCrop(admin);
    expect(await diff(jpegOf(middle.data!.surfacePreviewMotionCrop!), crops[1])).toBeLessThan(2);
    expect((await motionCrop(admin, 'top')).errors?.[0].message).toMatch(/top|Projected position/);
  });

  it('is for platform admins only: organisation and venue admins are refused, for their own surfaces and for another organisation’s', async () => {
    const surfaces = (
      await sql<{
        id: number;
        camera_id: number;
        org_id: number;
      }>`SELECT s.id, s.camera_id, v.org_id FROM surfaces s JOIN venues v ON v.id = s.venue_id ORDER BY s.id`.execute(db())
    ).rows;
    const own = surfaces.find((s) => s.org_id === 1)!;
    const foreign = surfaces.find((s) => s.org_id !== 1)!;
    for (const client of [orgAdmin, venueAdmin])
      for (const s of [own, foreign]) {
        const refused = /may not run|No (Camera|Surface) you may read/;
        expect((await client.request(PREVIEW, { input: { cameraId: String(s.camera_id) } })).errors?.[0].message).toMatch(refused);
        expect((await client.request(SURFACE_PREVIEW, { input: { surfaceId: String(s.id) } })).errors?.[0].message).toMatch(refused);
        expect((await client.request(MOTION_CROP, { input: { surfaceId: String(s.id), projectedPosition: 'left' } })).errors?.[0].message).toMatch(
          refused,
        );
      }
    // A platform admin previews any organisation's surface.
    expect((await admin.request(SURFACE_PREVIEW, { input: { surfaceId: String(foreign.id) } })).errors).toBeUndefined();
  });

  it("says why ffmpeg could not draw a corrupt clip, in ffmpeg's words, with the request's reference", async () => {
    const [{ clip }] = (await sql<{ clip: Record<string, unknown> }>`SELECT clip FROM videos WHERE id = ${video.id}`.execute(db())).rows;
    const corrupt = randomUUID();
    await insertBlob(
      db(),
      server.storage,
      corrupt,
      { typename: 'Video', recordId: video.id, field: 'clip' },
      'video/mp4',
      Buffer.from('not a video at all'),
    );
    await sql`UPDATE videos SET clip = ${json({ ...clip, blobId: corrupt })}::jsonb WHERE id = ${video.id}`.execute(db());
    try {
      const answer = await preview(admin, { videoId: String(video.id) });
      expect(answer.data?.previewFilterChain ?? null).toBeNull();
      const [error] = answer.errors!;
      expect(error.message).toMatch(/^The preview could not be drawn: ffmpeg failed \(exit \d+\): .*Invalid data found when processing input\.$/);
      // The temporary folder ffmpeg read from is nobody's business.
      expect(error.message).not.toContain('readmin-media-');
      expect(error.extensions).toMatchObject({ code: 'PREVIEW_FAILED', reference: answer.requestId });
      expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
      // A refusal written for people keeps its words, and carries the reference too.
      const refused = await preview(admin, { videoId: String(otherVideo.id) });
      expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', reference: refused.requestId } });
    } finally {
      await sql`UPDATE videos SET clip = ${json(clip)}::jsonb WHERE id = ${video.id}`.execute(db());
      await sql`DELETE FROM readmin_blobs WHERE id = ${corrupt}::uuid`.execute(db());
    }
  });

  it("falls back to the surface's snapshot without videos, and says 'No video available for preview.' without any picture", async () => {
    const clips = await sql<{ id: number; clip: unknown }>`SELECT id, clip FROM videos WHERE camera_id = ${surface.camera_id}`.execute(db());
    await sql`UPDATE videos SET clip = NULL WHERE camera_id = ${surface.camera_id}`.execute(db());
    try {
      const fromSnapshot = await surfacePreview(admin);
      expect(fromSnapshot.errors).toBeUndefined();
      expect(await sharp(jpegOf(fromSnapshot.data!.surfacePreviewFilterChain!)).metadata()).toMatchObject({ format: 'jpeg', width: 1280 });
      expect((await preview(admin, { videoId: String(video.id) })).errors?.[0].message).toBe('No video available for preview.');
      const snapshots = await sql<{
        id: number;
        snapshot: unknown;
      }>`SELECT id, snapshot FROM surfaces WHERE camera_id = ${surface.camera_id}`.execute(db());
      const camera = await sql<{ snapshot: unknown }>`SELECT snapshot FROM cameras WHERE id = ${surface.camera_id}`.execute(db());
      await sql`UPDATE surfaces SET snapshot = NULL WHERE camera_id = ${surface.camera_id}`.execute(db());
      await sql`UPDATE cameras SET snapshot = NULL WHERE id = ${surface.camera_id}`.execute(db());
      try {
        expect((await surfacePreview(admin)).errors?.[0].message).toBe('No video available for preview.');
        expect((await motionCrop(admin, 'right')).errors?.[0].message).toBe('No video available for preview.');
      } finally {
        for (const s of snapshots.rows) await sql`UPDATE surfaces SET snapshot = ${json(s.snapshot)}::jsonb WHERE id = ${s.id}`.execute(db());
        await sql`UPDATE cameras SET snapshot = ${json(camera.rows[0].snapshot)}::jsonb WHERE id = ${surface.camera_id}`.execute(db());
      }
    } finally {
      for (const v of clips.rows) await sql`UPDATE videos SET clip = ${json(v.clip)}::jsonb WHERE id = ${v.id}`.execute(db());
    }
  });
});
