import { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * An export's file lives in the database (readmin_csv_export_chunks), so any server process on it serves
 * any export. The job appends chunks of CHUNK_BYTES as PostgreSQL writes the CSV.
 */
export const CHUNK_BYTES = 1024 * 1024;

/** What an earlier attempt left, removed before a new one starts (or when an export finally fails). */
export const deleteExportChunks = async (db: Db, exportId: number): Promise<void> => {
  await sql`DELETE FROM readmin_csv_export_chunks WHERE export_id = ${exportId}`.execute(db);
};

export const insertExportChunk = async (db: Db, exportId: number, seq: number, bytes: Buffer): Promise<void> => {
  await sql`INSERT INTO readmin_csv_export_chunks (export_id, seq, bytes) VALUES (${exportId}, ${seq}, ${bytes})`.execute(db);
};

/**
 * Marks the export completed if it is still this attempt's (exporting, not deleted or failed meanwhile) and
 * holds exactly the chunks and bytes this attempt wrote: one statement, so a reader never sees a
 * completed export with a chunk missing. False when it is not.
 */
export const completeExport = async (db: Db, exportId: number, result: { rows: number; bytes: number; chunks: number }): Promise<boolean> => {
  const { rows } = await sql<{ id: number }>`UPDATE readmin_csv_exports
    SET state = 'completed', exported_rows = ${result.rows}, report_size = ${result.bytes}, error_message = NULL, updated_at = now()
    WHERE id = ${exportId} AND state = 'exporting'
      AND (SELECT count(*) FROM readmin_csv_export_chunks WHERE export_id = ${exportId}) = ${result.chunks}
      AND (SELECT coalesce(sum(length(bytes)), 0) FROM readmin_csv_export_chunks WHERE export_id = ${exportId}) = ${result.bytes}
    RETURNING id`.execute(db);
  return rows.length === 1;
};

/** One chunk after `afterSeq`, in order, or null after the last. */
const nextChunk = async (db: Db, exportId: number, afterSeq: number): Promise<{ seq: number; bytes: Buffer } | null> => {
  const { rows } = await sql<{ seq: number; bytes: Uint8Array }>`SELECT seq, bytes FROM readmin_csv_export_chunks
    WHERE export_id = ${exportId} AND seq > ${afterSeq} ORDER BY seq LIMIT 1`.execute(db);
  const row = rows[0];
  return row ? { seq: row.seq, bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) } : null;
};

/**
 * The file as a stream that reads one chunk from the database when the reader wants more, so a download
 * holds one chunk in memory whatever the file's size. It fails (rather than ends) when the chunks stop short
 * of `size` bytes: the export was deleted during the download.
 */
export const exportStream = (db: Db, exportId: number, size: number): Readable => {
  async function* chunks() {
    let sent = 0;
    for (let chunk = await nextChunk(db, exportId, -1); chunk; chunk = await nextChunk(db, exportId, chunk.seq)) {
      sent += chunk.bytes.length;
      yield chunk.bytes;
    }
    if (sent !== size) throw new Error(`export ${exportId}: ${sent} of ${size} bytes found; was it deleted?`);
  }
  return Readable.from(chunks(), { objectMode: false });
};

/** The whole file as text (the GraphQL download, readminCsvExportDownload.csvStr). */
export const exportText = async (db: Db, exportId: number): Promise<string> => {
  const { rows } = await sql<{ bytes: Uint8Array }>`SELECT bytes FROM readmin_csv_export_chunks WHERE export_id = ${exportId} ORDER BY seq`.execute(
    db,
  );
  return Buffer.concat(rows.map((r) => r.bytes)).toString('utf8');
};
