import type { Readable } from 'node:stream';
import type { Db } from '../../db/database.ts';

/** An object's bytes (all of them, or the asked range) with what a reply needs to serve them. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  /** The whole object's size in bytes, whatever range was read. */
  size: number;
  /** The range read, inclusive, when one was asked for. */
  range?: { start: number; end: number };
}

/** A byte range to read, inclusive; an end past the object reads to its last byte. */
export interface ByteRange {
  start: number;
  end?: number;
}

/**
 * Where the server keeps the files it makes and serves (video originals and encoded versions, thumbnails):
 * the database by default, any S3-compatible store by configuration (STORAGE_URL, storageConfig.ts). Keys are
 * paths such as `videos/12/original.mp4`; every process on the same store reads what another wrote.
 * Writes are not part of a database transaction: write the object first, then commit the row that names it.
 */
export interface ObjectStore {
  /** How the store reads in a row that names an object (an S3 bucket's name, or 'database'). */
  readonly bucket: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object (or the asked range of it), or null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Its size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Removes the objects; a key with no object is not an error. */
  delete(keys: string[]): Promise<void>;
  /** Moves an object to another key (archiving, restoring); false when there was nothing at `from`. */
  move(from: string, to: string): Promise<boolean>;
  /**
   * The store as a database transaction's reads and writes see it: the database's own store works on the
   * transaction (its objects commit or roll back with the rows that name them, and PGlite's one connection,
   * which the transaction holds, is not asked for twice); any other store is itself.
   */
  inTransaction(trx: Db): ObjectStore;
}

/** Reads a stored object whole (a worker's input; replies stream instead). */
export const readAll = async (object: StoredObject): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

/** A key is a relative path of safe segments: no empty, '.' or '..' segment, no leading slash. */
export const checkKey = (key: string): string => {
  const segments = key.split('/');
  if (!key || segments.some((s) => !s || s === '.' || s === '..' || !/^[\w.-]+$/.test(s))) throw new Error(`Invalid storage key: ${key}`);
  return key;
};
