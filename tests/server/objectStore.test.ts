import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/server/db/migrate.ts';
import { DatabaseStore } from '../../src/server/files/storage/databaseStore.ts';
import { readAll, type ObjectStore } from '../../src/server/files/storage/objectStore.ts';
import { openObjectStore, s3SettingsFromUrl } from '../../src/server/files/storage/storageConfig.ts';
import { S3Store } from '../../src/server/files/storage/s3Store.ts';
import type { Database } from '../../src/server/db/database.ts';
import { openTestDatabase, TEST_DATABASES } from '../support/testServer.ts';
import { startS3, type TestS3 } from '../support/s3Server.ts';

/** What every object store does, whatever keeps the bytes (files/storage/objectStore.ts). */
const contract = (name: string, open: () => Promise<{ store: ObjectStore; close(): Promise<void> }>) =>
  describe(`object store: ${name}`, () => {
    let store: ObjectStore;
    let close: () => Promise<void>;
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));

    beforeAll(async () => ({ store, close } = await open()));
    afterAll(() => close());

    it('keeps what is put, whole and by range, with its type and size', async () => {
      await store.put('videos/1/original.mp4', bytes, 'video/mp4');
      expect(await store.size('videos/1/original.mp4')).toBe(5000);
      const whole = await store.get('videos/1/original.mp4');
      expect(whole).toMatchObject({ contentType: 'video/mp4', size: 5000 });
      expect((await readAll(whole!)).equals(bytes)).toBe(true);
      const part = await store.get('videos/1/original.mp4', { start: 100, end: 199 });
      expect(part).toMatchObject({ size: 5000, range: { start: 100, end: 199 } });
      expect((await readAll(part!)).equals(bytes.subarray(100, 200))).toBe(true);
      const tail = await store.get('videos/1/original.mp4', { start: 4990 });
      expect(tail!.range).toEqual({ start: 4990, end: 4999 });
      expect((await readAll(tail!)).length).toBe(10);
    });

    it('answers null for what is not there, replaces on a second put, and deletes', async () => {
      expect(await store.get('videos/2/none.mp4')).toBeNull();
      expect(await store.size('videos/2/none.mp4')).toBeNull();
      await store.put('videos/2/a.jpg', Buffer.from('first'), 'image/jpeg');
      await store.put('videos/2/a.jpg', Buffer.from('second!'), 'image/png');
      const again = await store.get('videos/2/a.jpg');
      expect(again!.contentType).toBe('image/png');
      expect((await readAll(again!)).toString()).toBe('second!');
      await store.delete(['videos/2/a.jpg', 'videos/2/never-there.jpg']);
      expect(await store.size('videos/2/a.jpg')).toBeNull();
    });

    it('moves an object to the archive shelf and back', async () => {
      await store.put('videos/3/original.mp4', bytes, 'video/mp4');
      expect(await store.move('videos/3/original.mp4', 'archive/videos/3/original.mp4')).toBe(true);
      expect(await store.size('videos/3/original.mp4')).toBeNull();
      expect(await store.size('archive/videos/3/original.mp4')).toBe(5000);
      expect(await store.move('archive/videos/3/original.mp4', 'videos/3/original.mp4')).toBe(true);
      expect((await readAll((await store.get('videos/3/original.mp4'))!)).equals(bytes)).toBe(true);
      expect(await store.move('videos/3/nothing.mp4', 'archive/videos/3/nothing.mp4')).toBe(false);
    });

    it('refuses keys that could leave their folder', async () => {
      for (const key of ['../etc/passwd', '/abs.mp4', 'videos//x', 'videos/./x', 'a b.mp4'])
        await expect(store.put(key, bytes, 'video/mp4')).rejects.toThrow(`Invalid storage key: ${key}`);
    });
  });

for (const kind of TEST_DATABASES)
  contract(`the database (${kind})`, async () => {
    const database: Database = await openTestDatabase(kind);
    await migrate(database.db);
    return { store: new DatabaseStore(database.db), close: () => database.close() };
  });

let s3: TestS3;
contract('S3 (s3rver)', async () => {
  s3 = await startS3();
  return { store: s3.store('deployment-a'), close: () => s3.close() };
});

describe('STORAGE_URL', () => {
  it('names the database by default, or an S3 bucket with its prefix, endpoint and region', async () => {
    const database = await openTestDatabase('pglite');
    try {
      expect(openObjectStore(database.db, '')).toBeInstanceOf(DatabaseStore);
      expect(openObjectStore(database.db, 'database:')).toBeInstanceOf(DatabaseStore);
      const s3Store = openObjectStore(database.db, 's3://media/prod?endpoint=http://127.0.0.1:9000');
      expect(s3Store).toBeInstanceOf(S3Store);
      (s3Store as S3Store).close();
      expect(() => openObjectStore(database.db, 'ftp://x')).toThrow(/STORAGE_URL must be unset, database: or s3:\/\//);
    } finally {
      await database.close();
    }
    expect(s3SettingsFromUrl('s3://media/prod?endpoint=http://127.0.0.1:9000&region=ap-southeast-2', {})).toEqual({
      bucket: 'media',
      prefix: 'prod/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-southeast-2',
      forcePathStyle: true,
      credentials: undefined,
    });
    expect(s3SettingsFromUrl('s3://media', { AWS_ACCESS_KEY_ID: 'k', AWS_SECRET_ACCESS_KEY: 's' })).toMatchObject({
      prefix: '',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    });
  });
});
