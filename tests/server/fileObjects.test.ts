import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import sharp from 'sharp';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { startS3, type TestS3 } from '../support/s3Server.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { blobKey, deleteBlobs, insertBlob, sha256 } from '../../src/server/files/blobs.ts';
import { moveBlobBytesToStore } from '../../src/server/files/legacyBlobBytes.ts';
import { readAll, type ObjectStore } from '../../src/server/files/storage/objectStore.ts';

const ADD_ASSET = `mutation($file: FileUploadInput) {
  addAdAsset(input: { name: "Stored banner", orgId: "1", assetType: "billboard", assetUploader: $file }) { id }
}`;
const UPDATE_ASSET = 'mutation($id: ID!, $file: FileUploadInput) { adAssetUpdate(input: { id: $id, attributes: { assetUploader: $file } }) { id } }';
const UPDATE_LOGO = 'mutation($id: ID!, $logo: FileUploadInput) { orgsUpdate(input: { ids: [$id], attributes: { logo: $logo } }) { id } }';
const REMOVE_ASSETS = 'mutation($ids: [ID!]!) { adAssetsDelete(input: { ids: $ids }) { ids } }';

const upload = (name: string, bytes: Buffer) => ({ name, size: bytes.length, base64: bytes.toString('base64') });
const png = (colour: string) =>
  sharp({ create: { width: 320, height: 80, channels: 3, background: colour } })
    .png()
    .toBuffer();

type Ref = { blobId: string; name: string; size: number; type: string };

/** File and image fields keep their bytes in the object store (files/{blobId}); readmin_blobs only says whose they are. */
const fileObjects = (name: string, open: () => Promise<{ server: TestServer; close(): Promise<void> }>) =>
  describe(`file fields in ${name}`, () => {
    let server: TestServer;
    let close: () => Promise<void>;
    let admin: GraphqlClient;
    let store: ObjectStore;
    const db = () => server.database.db;
    const refOf = async (table: string, column: string, id: number | string) =>
      (await sql<{ ref: Ref | null }>`SELECT ${sql.ref(column)} AS ref FROM ${sql.table(table)} WHERE id = ${Number(id)}`.execute(db())).rows[0].ref;
    const stored = async (blobId: string) => {
      const object = await store.get(blobKey(blobId));
      return object && readAll(object);
    };
    const served = async (ref: Ref, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/readmin/files/${ref.blobId}/${ref.name}`, { headers: { cookie: admin.cookieHeader(), ...headers } });
    const rowBytes = async (blobId: string) =>
      (await sql<{ bytes: Uint8Array | null }>`SELECT bytes FROM readmin_blobs WHERE id = ${blobId}`.execute(db())).rows;

    beforeAll(async () => {
      ({ server, close } = await open());
      store = server.storage;
      admin = await signedIn(server.url, DEMO_USERS.admin);
    });
    afterAll(() => close());

    it('puts an upload in the store, keeps no bytes in its row, and serves it byte for byte, by range too', async () => {
      const bytes = await png('#1565c0');
      const created = await admin.request<{ addAdAsset: { id: string } }>(ADD_ASSET, { file: upload('banner.png', bytes) });
      expect(created.errors).toBeUndefined();
      const ref = (await refOf('ad_assets', 'asset_uploader', created.data!.addAdAsset.id))!;
      expect((await stored(ref.blobId))!.equals(bytes)).toBe(true);
      expect(await rowBytes(ref.blobId)).toEqual([{ bytes: null }]);

      const whole = await served(ref);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('etag')).toBe(`"${sha256(bytes)}"`);
      expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
      const part = await served(ref, { range: 'bytes=8-23' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 8-23/${bytes.length}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(8, 24))).toBe(true);
    });

    it("deletes a replaced or cleared file's object, and a removed record's", async () => {
      const created = await admin.request<{ addAdAsset: { id: string } }>(ADD_ASSET, { file: upload('first.png', await png('#2e7d32')) });
      const id = created.data!.addAdAsset.id;
      const first = (await refOf('ad_assets', 'asset_uploader', id))!;
      const replacement = await png('#c62828');
      expect((await admin.request(UPDATE_ASSET, { id, file: upload('second.png', replacement) })).errors).toBeUndefined();
      const second = (await refOf('ad_assets', 'asset_uploader', id))!;
      expect(await store.size(blobKey(first.blobId))).toBeNull();
      expect((await stored(second.blobId))!.equals(replacement)).toBe(true);
      expect((await served(first)).status).toBe(404);

      expect((await admin.request(REMOVE_ASSETS, { ids: [id] })).errors).toBeUndefined();
      expect(await store.size(blobKey(second.blobId))).toBeNull();
      expect(await rowBytes(second.blobId)).toEqual([]);

      const logo = await png('#6a1b9a');
      expect((await admin.request(UPDATE_LOGO, { id: '2', logo: upload('logo.png', logo) })).errors).toBeUndefined();
      const ref = (await refOf('orgs', 'logo', 2))!;
      expect((await stored(ref.blobId))!.equals(logo)).toBe(true);
      expect((await admin.request(UPDATE_LOGO, { id: '2', logo: null })).errors).toBeUndefined();
      expect(await store.size(blobKey(ref.blobId))).toBeNull();
    });

    it('leaves no row naming a missing object when a write rolls back, and a rolled-back removal leaves the file readable', async () => {
      const bytes = await png('#ef6c00');
      const id = randomUUID();
      const failed = db()
        .transaction()
        .execute(async (trx) => {
          await insertBlob(trx, store, id, { typename: 'Org', recordId: 1, field: 'logo' }, 'image/png', bytes);
          throw new Error('the write failed after its file was put');
        });
      await expect(failed).rejects.toThrow('the write failed after its file was put');
      expect(await rowBytes(id)).toEqual([]);
      // The database's own store puts the object in the same transaction: nothing is left behind at all.
      if (store.bucket === 'database') expect(await store.size(blobKey(id))).toBeNull();

      const created = await admin.request<{ addAdAsset: { id: string } }>(ADD_ASSET, { file: upload('kept.png', bytes) });
      const ref = (await refOf('ad_assets', 'asset_uploader', created.data!.addAdAsset.id))!;
      const removal = db()
        .transaction()
        .execute(async (trx) => {
          expect(await deleteBlobs(trx, [ref.blobId])).toEqual([blobKey(ref.blobId)]);
          throw new Error('the removal failed');
        });
      await expect(removal).rejects.toThrow('the removal failed');
      expect(Buffer.from(await (await served(ref)).arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('moves the bytes an older deployment kept in readmin_blobs into the store, after which the route serves them', async () => {
      const bytes = await png('#00838f');
      const created = await admin.request<{ addAdAsset: { id: string } }>(ADD_ASSET, { file: upload('new.png', await png('#000000')) });
      const asset = Number(created.data!.addAdAsset.id);
      const ref: Ref = { blobId: randomUUID(), name: 'legacy.png', size: bytes.length, type: 'image/png' };
      await sql`INSERT INTO readmin_blobs (id, record_type, record_id, field_name, content_type, size, sha256, bytes)
        VALUES (${ref.blobId}, 'AdAsset', ${asset}, 'assetUploader', 'image/png', ${bytes.length}, ${sha256(bytes)}, ${bytes})`.execute(db());
      await sql`UPDATE ad_assets SET asset_uploader = ${JSON.stringify(ref)}::jsonb WHERE id = ${asset}`.execute(db());
      expect(await moveBlobBytesToStore(db(), store)).toBe(1);
      expect(await rowBytes(ref.blobId)).toEqual([{ bytes: null }]);
      expect((await stored(ref.blobId))!.equals(bytes)).toBe(true);
      const answer = await served(ref);
      expect(answer.status).toBe(200);
      expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);
      expect(await moveBlobBytesToStore(db(), store)).toBe(0);
    });
  });

for (const kind of TEST_DATABASES)
  fileObjects(`the database's store (${kind})`, async () => {
    const server = await startTestServer({ kind });
    return { server, close: () => server.close() };
  });

fileObjects('an S3 bucket (s3rver)', async () => {
  const s3: TestS3 = await startS3();
  const server = await startTestServer({ storage: s3.store('site') });
  return {
    server,
    close: async () => {
      await server.close();
      await s3.close();
    },
  };
});
