import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { S3Store } from '../../src/server/files/storage/s3Store.ts';
import { s3SettingsFromUrl } from '../../src/server/files/storage/storageConfig.ts';

export interface TestS3 {
  /** STORAGE_URL for the server's bucket on it. */
  storageUrl: string;
  /** A store on that bucket, with s3rver's fixed credentials. */
  store(prefix?: string): S3Store;
  close(): Promise<void>;
}

/** s3rver's own credentials: it checks signatures against these. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/** A real S3-compatible server (s3rver) on a free port of this machine, its data in a temporary folder. */
export const startS3 = async (bucket = 'readmin-test'): Promise<TestS3> => {
  const directory = mkdtempSync(join(tmpdir(), 'readmin-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const stores: S3Store[] = [];
  return {
    storageUrl: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}`,
    store(prefix = '') {
      const store = new S3Store(s3SettingsFromUrl(`s3://${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}`, CREDENTIALS));
      stores.push(store);
      return store;
    },
    close: async () => {
      for (const store of stores) store.close();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
