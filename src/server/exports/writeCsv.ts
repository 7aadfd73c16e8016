import { createWriteStream } from 'node:fs';
import { appendFile, stat, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../db/database.ts';
import type { ExportQuery } from './exportQuery.ts';
import { CsvRecordCounter, countingStream } from './csvRows.ts';
import { inlineParameters } from './inlineSql.ts';
import { encodeCursor } from '../records/ordering.ts';

export interface CsvResult {
  rows: number;
  bytes: number;
}

/** Rows per batch on PGlite, where one long COPY would hold the only connection. */
export const PGLITE_BATCH = 5000;

/**
 * Writes the export to a file with PostgreSQL's own CSV writer. On PostgreSQL one COPY streams straight
 * to disk; on PGlite batches of rows follow each other by keyset, so other requests get their turn.
 * Memory stays flat either way: no more than one chunk or batch is held at a time.
 */
export const writeCsv = async (database: Database, query: ExportQuery, path: string, onProgress: (rows: number) => void): Promise<CsvResult> => {
  const counter = new CsvRecordCounter();
  const report = () => onProgress(Math.max(counter.records - 1, 0)); // the header is a record too
  if (database.pool) {
    const text = inlineParameters(query.select().compile(database.db));
    const client = await database.pool.connect();
    try {
      const copy = client.query(copyTo(`COPY (${text}) TO STDOUT WITH (FORMAT csv, HEADER true)`));
      await pipeline(copy, countingStream(counter, report), createWriteStream(path));
    } finally {
      client.release();
    }
  } else {
    await writeFile(path, '');
    let after: string | undefined;
    for (let batch = 0; ; batch++) {
      const select = inlineParameters(query.select({ after, limit: PGLITE_BATCH }).compile(database.db));
      const { rows } = await sql<{ blob: Blob }>`${sql.raw(`COPY (${select}) TO '/dev/blob' WITH (FORMAT csv, HEADER ${batch === 0})`)}`.execute(
        database.db,
      );
      const bytes = new Uint8Array(await rows[0].blob.arrayBuffer());
      const before = counter.records;
      counter.count(bytes);
      await appendFile(path, bytes);
      report();
      if (counter.records - before - (batch === 0 ? 1 : 0) < PGLITE_BATCH) break;
      const last = await query.select({ after, limit: 1, offset: PGLITE_BATCH - 1, cursorOnly: true }).execute(database.db);
      after = encodeCursor((last.rows[0] as { cursor: string }).cursor);
    }
  }
  return { rows: Math.max(counter.records - 1, 0), bytes: (await stat(path)).size };
};
