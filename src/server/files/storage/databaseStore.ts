import { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { checkKey, type ByteRange, type ObjectStore, type StoredObject } from './objectStore.ts';

/**
 * Objects in the server's own database (readmin_objects): the default, so `npm start` needs nothing else and
 * every process on the database reads what another wrote. A range is read with substring() so a seek in a
 * video does not load the whole file.
 */
export class DatabaseStore implements ObjectStore {
  readonly bucket = 'database';
  constructor(private readonly db: Db) {}

  inTransaction(trx: Db): ObjectStore {
    return trx === this.db ? this : new DatabaseStore(trx);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await sql`INSERT INTO readmin_objects (key, content_type, size, bytes) VALUES (${checkKey(key)}, ${contentType}, ${bytes.length}, ${bytes})
      ON CONFLICT (key) DO UPDATE SET content_type = excluded.content_type, size = excluded.size, bytes = excluded.bytes, created_at = now()`.execute(
      this.db,
    );
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const start = range?.start ?? 0;
    const length = range?.end === undefined ? 2 ** 31 - 1 : Math.max(0, range.end - start + 1);
    const { rows } = await sql<{ content_type: string; size: number; part: Uint8Array }>`
      SELECT content_type, size, substring(bytes FROM ${start + 1} FOR ${length}) AS part
      FROM readmin_objects WHERE key = ${key}`.execute(this.db);
    const row = rows[0];
    if (!row) return null;
    const part = Buffer.from(row.part);
    return {
      body: Readable.from([part]),
      contentType: row.content_type,
      size: row.size,
      ...(range ? { range: { start, end: start + part.length - 1 } } : {}),
    };
  }

  async size(key: string): Promise<number | null> {
    const { rows } = await sql<{ size: number }>`SELECT size FROM readmin_objects WHERE key = ${key}`.execute(this.db);
    return rows[0]?.size ?? null;
  }

  async delete(keys: string[]): Promise<void> {
    if (keys.length) await sql`DELETE FROM readmin_objects WHERE key = ANY(${sql.val(keys)}::text[])`.execute(this.db);
  }

  async move(from: string, to: string): Promise<boolean> {
    checkKey(to);
    return this.db.transaction().execute(async (trx) => {
      await sql`DELETE FROM readmin_objects WHERE key = ${to}`.execute(trx);
      const moved = await sql`UPDATE readmin_objects SET key = ${to} WHERE key = ${from}`.execute(trx);
      return Number(moved.numAffectedRows ?? 0) > 0;
    });
  }
}
