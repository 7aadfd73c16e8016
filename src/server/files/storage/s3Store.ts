import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkKey, type ByteRange, type ObjectStore, type StoredObject } from './objectStore.ts';

export interface S3Settings {
  bucket: string;
  /** Prepended to every key (one bucket shared by several deployments). */
  prefix: string;
  /** An S3-compatible server's address (MinIO, s3rver, …); unset: AWS. */
  endpoint?: string;
  region: string;
  /** Path-style addressing (http://host/bucket/key), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const missing = (e: unknown): boolean =>
  e instanceof NoSuchKey || e instanceof NotFound || (e instanceof S3ServiceException && e.$metadata.httpStatusCode === 404);

/** Objects in an S3 bucket, through the AWS SDK's client. */
export class S3Store implements ObjectStore {
  readonly bucket: string;
  private readonly client: S3Client;
  private readonly prefix: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.prefix = settings.prefix;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
    });
  }

  inTransaction(): ObjectStore {
    return this;
  }

  private path(key: string): string {
    return this.prefix + checkKey(key);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.path(key), Body: bytes, ContentType: contentType }));
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.path(key), Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined }),
      );
      // A ranged answer names the whole size after the slash: "bytes 0-99/12345".
      const [, first, last, total] = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '') ?? [];
      return {
        body: answer.Body as Readable,
        contentType: answer.ContentType ?? 'application/octet-stream',
        size: total ? Number(total) : (answer.ContentLength ?? 0),
        ...(range && first ? { range: { start: Number(first), end: Number(last) } } : {}),
      };
    } catch (e) {
      if (missing(e)) return null;
      throw e;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.path(key) }));
      return head.ContentLength ?? 0;
    } catch (e) {
      if (missing(e)) return null;
      throw e;
    }
  }

  async delete(keys: string[]): Promise<void> {
    if (!keys.length) return;
    const answer = await this.client.send(
      new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys.map((key) => ({ Key: this.path(key) })), Quiet: true } }),
    );
    const failed = answer.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? [];
    if (failed.length) throw new Error(`Storage could not delete ${failed.map((e) => `${e.Key} (${e.Message ?? e.Code})`).join(', ')}`);
  }

  /** S3 has no rename: a server-side copy, then the old key's removal. */
  async move(from: string, to: string): Promise<boolean> {
    try {
      await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: this.path(to), CopySource: `${this.bucket}/${this.path(from)}` }));
    } catch (e) {
      if (missing(e)) return false;
      throw e;
    }
    await this.delete([from]);
    return true;
  }

  close(): void {
    this.client.destroy();
  }
}
