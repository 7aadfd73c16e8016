import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Who a blob belongs to: its record and field. A file is served only to whoever may read that field of that record. */
export interface BlobOwner {
  typename: string;
  recordId: number;
  field: string;
}

export interface Blob extends BlobOwner {
  id: string;
  contentType: string;
  size: number;
  sha256: string;
  bytes: Buffer;
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

export const insertBlob = async (db: Db, id: string, owner: BlobOwner, contentType: string, bytes: Buffer): Promise<void> => {
  await sql`INSERT INTO readmin_blobs (id, record_type, record_id, field_name, content_type, size, sha256, bytes)
    VALUES (${id}, ${owner.typename}, ${owner.recordId}, ${owner.field}, ${contentType}, ${bytes.length}, ${sha256(bytes)}, ${bytes})`.execute(db);
};

export const deleteBlobs = async (db: Db, ids: string[]): Promise<void> => {
  if (ids.length) await sql`DELETE FROM readmin_blobs WHERE id = ANY(${sql.val(ids)}::uuid[])`.execute(db);
};

/** Every file of the removed records, in the removal's transaction. */
export const deleteRecordBlobs = async (db: Db, typename: string, recordIds: number[]): Promise<void> => {
  await sql`DELETE FROM readmin_blobs WHERE record_type = ${typename} AND record_id = ANY(${sql.val(recordIds)}::integer[])`.execute(db);
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type BlobRow = { id: string; record_type: string; record_id: number; field_name: string; content_type: string; size: number; sha256: string };
const toBlob = (r: BlobRow, bytes: Buffer): Blob => ({
  id: r.id,
  typename: r.record_type,
  recordId: r.record_id,
  field: r.field_name,
  contentType: r.content_type,
  size: r.size,
  sha256: r.sha256,
  bytes,
});

/** A blob without its bytes (ownership first: bytes are read only for a viewer who may have them), or null. */
export const findBlob = async (db: Db, id: string): Promise<Omit<Blob, 'bytes'> | null> => {
  if (!UUID.test(id)) return null;
  const { rows } = await sql<BlobRow>`SELECT id, record_type, record_id, field_name, content_type, size, sha256
    FROM readmin_blobs WHERE id = ${id}`.execute(db);
  return rows[0] ? toBlob(rows[0], Buffer.alloc(0)) : null;
};

export const blobBytes = async (db: Db, id: string): Promise<Buffer | null> => {
  const { rows } = await sql<{ bytes: Uint8Array }>`SELECT bytes FROM readmin_blobs WHERE id = ${id}`.execute(db);
  return rows[0] ? Buffer.from(rows[0].bytes) : null;
};
