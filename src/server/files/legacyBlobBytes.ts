import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ObjectStore } from './storage/objectStore.ts';
import { blobKey } from './blobs.ts';

/** Rows read at a time: a few files in memory, whatever their number. */
const BATCH = 20;

/**
 * Moves the bytes that files written before the object store kept in readmin_blobs into the configured store
 * (migration 0072), each object put before its row's bytes are cleared, so a start that stops halfway loses
 * nothing and the next start carries on. The server's start runs it before it serves; answers how many moved.
 */
export const moveBlobBytesToStore = async (db: Db, storage: ObjectStore): Promise<number> => {
  let moved = 0;
  for (;;) {
    const { rows } = await sql<{ id: string; content_type: string; bytes: Uint8Array }>`
      SELECT id, content_type, bytes FROM readmin_blobs WHERE bytes IS NOT NULL ORDER BY id LIMIT ${BATCH}`.execute(db);
    if (!rows.length) return moved;
    for (const row of rows) {
      await storage.put(blobKey(row.id), Buffer.from(row.bytes), row.content_type);
      await sql`UPDATE readmin_blobs SET bytes = NULL WHERE id = ${row.id}`.execute(db);
      moved++;
    }
  }
};
