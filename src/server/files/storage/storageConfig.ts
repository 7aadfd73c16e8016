import type { Db } from '../../db/database.ts';
import { DatabaseStore } from './databaseStore.ts';
import type { ObjectStore } from './objectStore.ts';
import { S3Store, type S3Settings } from './s3Store.ts';

/**
 * The S3 settings a STORAGE_URL names: `s3://bucket/optional/prefix?endpoint=http://host:port&region=…`
 * (path-style addressing whenever an endpoint is given). Credentials come from AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, or the AWS SDK's own chain when those are unset.
 */
export const s3SettingsFromUrl = (storageUrl: string, env: NodeJS.ProcessEnv = process.env): S3Settings => {
  const url = new URL(storageUrl);
  if (!url.hostname) throw new Error(`STORAGE_URL names no bucket: ${storageUrl}`);
  const endpoint = url.searchParams.get('endpoint') ?? env.AWS_ENDPOINT_URL ?? undefined;
  const prefix = url.pathname.replace(/^\/+/, '');
  return {
    bucket: url.hostname,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    endpoint,
    region: url.searchParams.get('region') ?? env.AWS_REGION ?? 'us-east-1',
    forcePathStyle: endpoint !== undefined,
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }
        : undefined,
  };
};

/** The store STORAGE_URL names: unset or `database:`, the server's database; `s3://…`, an S3-compatible bucket. */
export const openObjectStore = (db: Db, storageUrl = process.env.STORAGE_URL ?? ''): ObjectStore => {
  if (!storageUrl || storageUrl === 'database:') return new DatabaseStore(db);
  if (storageUrl.startsWith('s3://')) return new S3Store(s3SettingsFromUrl(storageUrl));
  throw new Error(`STORAGE_URL must be unset, database: or s3://bucket/prefix?endpoint=…; got ${storageUrl}`);
};
