import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { readAll, type ObjectStore } from './storage/objectStore.ts';

/** Who a blob belongs to: its record and field. A file is served only to whoever may read that field of that record. */
export interface BlobOwner {
  typename: string;
  recordId: number;
  field: string;
}

/** A row of readmin_blobs: what the file route's read rules need. The bytes are in the object store under blobKey. */
export interface Blob extends BlobOwner {
  id: string;
  contentType: string;
  size: number;
  sha256: string;
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** Where a blob's bytes live in the object store. */
export const blobKey = (id: string): string => `files/${id}`;

/**
 * Stores a file for its record: the object first, then the row that names it, so a row never names an
 * object that is not there (a write that rolls back afterwards leaves at most an object no row names;
 * in the database's own store not even that, as the object is written in the same transaction).
 */
export const insertBlob = async (trx: Db, storage: ObjectStore, id: string, owner: BlobOwner, contentType: string, bytes: Buffer): Promise<void> => {
  await storage.inTransaction(trx).put(blobKey(id), bytes, contentType);
  await sql`INSERT INTO readmin_blobs (id, record_type, record_id, field_name, content_type, size, sha256)
    VALUES (${id}, ${owner.typename}, ${owner.recordId}, ${owner.field}, ${contentType}, ${bytes.length}, ${sha256(bytes)})`.execute(trx);
};

/**
 * Removes the rows in the caller's transaction, and has their objects deleted once it commits (a rolled-back
 * removal must leave its files readable). Answers the object keys for `afterCommit`.
 */
export const deleteBlobs = async (trx: Db, ids: string[]): Promise<string[]> => {
  if (!ids.length) return [];
  const { rows } = await sql<{ id: string }>`DELETE FROM readmin_blobs WHERE id = ANY(${sql.val(ids)}::uuid[]) RETURNING id`.execute(trx);
  return rows.map((r) => blobKey(r.id));
};

/** Every file of the removed records, in the removal's transaction: the keys to delete once it commits. */
export const deleteRecordBlobs = async (trx: Db, typename: string, recordIds: number[]): Promise<string[]> => {
  const { rows } = await sql<{ id: string }>`DELETE FROM readmin_blobs
    WHERE record_type = ${typename} AND record_id = ANY(${sql.val(recordIds)}::integer[]) RETURNING id`.execute(trx);
  return rows.map((r) => blobKey(r.id));
};

/** Deletes the objects of removed blobs after the commit; a failure leaves an orphan object, never a missing file. */
export const deleteObjectsAfterCommit = (afterCommit: (effect: () => Promise<void>) => void, storage: ObjectStore, keys: string[]): void => {
  if (keys.length) afterCommit(() => storage.delete(keys));
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type BlobRow = { id: string; record_type: string; record_id: number; field_name: string; content_type: string; size: number; sha256: string };

/** A blob's row (ownership first: its bytes are read only for a viewer who may have them), or null. */
export const findBlob = async (db: Db, id: string): Promise<Blob | null> => {
  if (!UUID.test(id)) return null;
  const { rows } = await sql<BlobRow>`SELECT id, record_type, record_id, field_name, content_type, size, sha256
    FROM readmin_blobs WHERE id = ${id}`.execute(db);
  const r = rows[0];
  return r
    ? { id: r.id, typename: r.record_type, recordId: r.record_id, field: r.field_name, contentType: r.content_type, size: r.size, sha256: r.sha256 }
    : null;
};

/** A blob's bytes, whole (a worker's or a preview's input), from the store; `trx` is the caller's connection or transaction. */
export const blobBytes = async (trx: Db, storage: ObjectStore, id: string): Promise<Buffer | null> => {
  const object = await storage.inTransaction(trx).get(blobKey(id));
  return object ? readAll(object) : null;
};
