import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import sharp from 'sharp';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { blobKey } from '../../src/server/files/blobs.ts';

type FileValue = { name: string; size: number; url: string; contentType: string | null };
type Shown = { readminLogoUrl: string | null; readminThumbnailUrl: string | null; readminVideoUrl: string | null; logo?: FileValue | null };

const SHOWN = `query($typename: String!, $id: ID!) {
  readminObject(typename: $typename, id: $id) { readminLogoUrl readminThumbnailUrl readminVideoUrl ... on Org { logo { name size url contentType } } }
}`;
const UPDATE_LOGO = 'mutation($id: ID!, $logo: FileUploadInput) { orgsUpdate(input: { ids: [$id], attributes: { logo: $logo } }) { id } }';

const upload = (name: string, bytes: Buffer) => ({ name, size: bytes.length, base64: bytes.toString('base64') });
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();

describe.each(TEST_DATABASES)('files and images on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let anonymous: GraphqlClient;
  let secondOrg: string;

  const scalar = async <T>(query: string) => (await sql<{ v: T }>`${sql.raw(query)}`.execute(server.database.db)).rows[0]?.v;
  const shown = async (client: GraphqlClient, typename: string, id: string | number) => {
    const res = await client.request<{ readminObject: Shown | null }>(SHOWN, { typename, id: String(id) });
    expect(res.errors).toBeUndefined();
    return res.data!.readminObject!;
  };
  const get = (client: GraphqlClient, path: string, headers: Record<string, string> = {}) =>
    fetch(server.url + path, { headers: { cookie: client.cookieHeader(), ...headers } });
  const blobsOf = (typename: string, id: number | string) =>
    sql<{ id: string; field_name: string; sha256: string; size: number }>`SELECT id, field_name, sha256, size FROM readmin_blobs
      WHERE record_type = ${typename} AND record_id = ${Number(id)}`
      .execute(server.database.db)
      .then((r) => r.rows);

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, orgAdmin] = await Promise.all([DEMO_USERS.admin, DEMO_USERS.orgAdmin].map((email) => signedIn(server.url, email)));
    anonymous = new GraphqlClient(server.url);
    await anonymous.loadPage();
    secondOrg = String(await scalar<number>(`SELECT id AS v FROM orgs WHERE name = 'Southern Lakes Netball League'`));
  });
  afterAll(() => server?.close());

  it("serves an organisation admin their organisation's logo with its type, length, ETag and caching", async () => {
    const org = await shown(orgAdmin, 'Org', 1);
    expect(org.logo).toMatchObject({ contentType: 'image/png', url: expect.stringMatching(/^\/readmin\/files\/[0-9a-f-]{36}\/.+-logo\.png$/) });
    const res = await get(orgAdmin, org.logo!.url);
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Number(res.headers.get('content-length'))).toBe(org.logo!.size);
    expect(res.headers.get('etag')).toBe(`"${createHash('sha256').update(bytes).digest('hex')}"`);
    expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 });

    const again = await get(orgAdmin, org.logo!.url, { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it("answers 404 for another organisation's logo, for anonymous requests and for unknown ids", async () => {
    const own = (await shown(orgAdmin, 'Org', 1)).logo!.url;
    const foreign = (await shown(admin, 'Org', secondOrg)).logo!.url;
    expect((await get(admin, foreign)).status).toBe(200);
    expect((await get(orgAdmin, foreign)).status).toBe(404);
    expect((await get(orgAdmin, foreign.replace(/\/[^/]+$/, '/thumbnail'))).status).toBe(404);
    expect((await get(anonymous, own)).status).toBe(404);
    expect((await get(admin, '/readmin/files/00000000-0000-4000-8000-000000000000/logo.png')).status).toBe(404);
    expect((await get(admin, '/readmin/files/not-a-blob/logo.png')).status).toBe(404);
  });

  it('makes WebP thumbnails at the requested width, rounded up to the fixed sizes', async () => {
    const camera = await scalar<number>(`SELECT min(id) AS v FROM cameras`);
    const url = (await shown(admin, 'Camera', camera)).readminThumbnailUrl!;
    expect(url).toMatch(/^\/readmin\/files\/[0-9a-f-]{36}\/thumbnail\?width=600$/);
    const base = url.split('?')[0];
    for (const [asked, width] of [
      ['300', 300],
      ['250', 300],
      ['200', 200],
      ['5000', 600],
      ['nonsense', 300],
    ] as const) {
      const res = await get(admin, `${base}?width=${asked}`);
      expect(res.status, `width=${asked}`).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta, `width=${asked}`).toMatchObject({ format: 'webp', width, height: Math.round((width * 360) / 640) });
    }
    // The venue admin's cameras are the second organisation's: the organisation admin may not see them.
    const foreignCamera = await scalar<number>(
      `SELECT min(c.id) AS v FROM cameras c JOIN venues v ON v.id = c.venue_id WHERE v.org_id = ${secondOrg}`,
    );
    const foreign = (await shown(admin, 'Camera', foreignCamera)).readminThumbnailUrl!;
    expect((await get(orgAdmin, foreign)).status).toBe(404);
    expect((await get(orgAdmin, url)).status).toBe(200);
  });

  it('keeps an upload in the object store, named by a blob row and not in the record, and removes the file it replaces', async () => {
    const before = await blobsOf('Org', secondOrg);
    expect(before).toHaveLength(1);
    const bytes = await png(640, 360);
    const res = await admin.request(UPDATE_LOGO, { id: secondOrg, logo: upload('new-logo.png', bytes) });
    expect(res.errors).toBeUndefined();

    const row = await scalar<Record<string, unknown>>(`SELECT logo AS v FROM orgs WHERE id = ${secondOrg}`);
    expect(row).toEqual({ blobId: expect.any(String), name: 'new-logo.png', size: bytes.length, type: 'image/png' });
    const after = await blobsOf('Org', secondOrg);
    expect(after).toEqual([{ id: row.blobId, field_name: 'logo', sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length }]);
    expect(after[0].id).not.toBe(before[0].id);
    expect(await server.storage.size(blobKey(after[0].id))).toBe(bytes.length);
    expect(await server.storage.size(blobKey(before[0].id))).toBeNull();

    const served = await get(admin, (await shown(admin, 'Org', secondOrg)).logo!.url);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const logo = await get(admin, (await shown(admin, 'Org', secondOrg)).readminLogoUrl!);
    expect(await sharp(Buffer.from(await logo.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 200 });

    const cleared = await admin.request(UPDATE_LOGO, { id: secondOrg, logo: null });
    expect(cleared.errors).toBeUndefined();
    expect(await blobsOf('Org', secondOrg)).toEqual([]);
    expect((await get(admin, `/readmin/files/${after[0].id}/new-logo.png`)).status).toBe(404);
  });

  it('checks what an upload really is: an image field takes images only, whatever the name says', async () => {
    const text = Buffer.from('not really a picture');
    const res = await admin.request(UPDATE_LOGO, { id: '1', logo: upload('logo.png', text) });
    expect(res.errors?.[0].message).toBe('Logo must be an image (PNG, JPEG, WebP, GIF, AVIF or SVG)');
    expect(res.errors?.[0].extensions?.problems).toEqual([{ field: 'logo', message: 'Logo must be an image (PNG, JPEG, WebP, GIF, AVIF or SVG)' }]);

    const asset = await scalar<number>(`SELECT min(id) AS v FROM ad_assets`);
    const refused = await admin.request(
      'mutation($id: ID!, $file: FileUploadInput) { adAssetUpdate(input: { id: $id, attributes: { assetUploader: $file } }) { id } }',
      {
        id: String(asset),
        file: upload('banner.png', text),
      },
    );
    // What an ad asset accepts depends on its type (acceptWhen): images, and videos too for a video overlay.
    expect(refused.errors?.[0].message).toMatch(/^Asset must be image\/\*(,video\/\*)?, not text\/plain, for this Asset type$/);
  });

  it("removes a record's files with the record, in the same transaction", async () => {
    const created = await admin.request<{ addAdAsset: { id: string } }>(
      'mutation($file: FileUploadInput) { addAdAsset(input: { name: "Short-lived", orgId: "1", assetType: "billboard", assetUploader: $file }) { id } }',
      { file: upload('short.png', await png(320, 80)) },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.addAdAsset.id;
    expect(await blobsOf('AdAsset', id)).toHaveLength(1);
    const removed = await admin.request(`mutation { adAssetsDelete(input: { ids: ["${id}"] }) { ids } }`);
    expect(removed.errors).toBeUndefined();
    expect(await blobsOf('AdAsset', id)).toEqual([]);
  });

  it('serves the demo clip of a Video, as a download that a video element can play', async (ctx) => {
    const video = await scalar<number>(`SELECT min(id) AS v FROM videos WHERE clip IS NOT NULL`);
    if (!video) ctx.skip(); // no ffmpeg on this machine: the seed skipped the clips
    const clip = await admin.request<{ readminObject: { clip: FileValue } }>(
      'query($id: ID!) { readminObject(typename: "Video", id: $id) { ... on Video { clip { name size url contentType } } } }',
      { id: String(video) },
    );
    const { url } = clip.data!.readminObject.clip;
    const res = await get(admin, url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.mp4"/);
    const whole = Buffer.from(await res.arrayBuffer());
    expect(whole.toString('latin1', 4, 8)).toBe('ftyp');

    // Video elements ask for ranges.
    const part = await get(admin, url, { range: 'bytes=4-11' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe(whole.toString('latin1', 4, 12));
    expect((await get(admin, url, { range: `bytes=${whole.length}-` })).status).toBe(416);
  });
});
