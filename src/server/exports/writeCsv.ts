import { Writable } from 'node:stream';
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

/** Takes one chunk of the file (every chunk but the last exactly `chunkBytes` long), in order; the next waits for it. */
export type ChunkSink = (chunk: Buffer) => Promise<void>;

/**
 * Gathers the small pieces COPY hands out into chunks of exactly `size` bytes (the last one shorter). Only
 * one chunk's worth is held at a time, so memory stays flat whatever the file's size.
 */
export class Chunker {
  private pieces: Buffer[] = [];
  private held = 0;
  bytes = 0;

  constructor(
    private readonly size: number,
    private readonly sink: ChunkSink,
  ) {}

  /** Resolves at once unless a full chunk went to the sink. */
  async add(piece: Uint8Array): Promise<void> {
    const buffer = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    this.pieces.push(buffer);
    this.held += buffer.length;
    this.bytes += buffer.length;
    if (this.held < this.size) return;
    const all = Buffer.concat(this.pieces, this.held);
    let start = 0;
    for (; all.length - start >= this.size; start += this.size) await this.sink(all.subarray(start, start + this.size));
    this.pieces = start < all.length ? [all.subarray(start)] : [];
    this.held = all.length - start;
  }

  /** The last, shorter chunk (none when the file is empty or ended on a chunk boundary). */
  async end(): Promise<void> {
    if (this.held) await this.sink(Buffer.concat(this.pieces, this.held));
    this.pieces = [];
    this.held = 0;
  }
}

/**
 * Writes the export with PostgreSQL's own CSV writer, in chunks of `chunkBytes` handed to `sink` one after the
 * other. On PostgreSQL one COPY streams on a connection of its own (the sink writes on others); on PGlite
 * batches of rows follow each other by keyset, so other requests get their turn. Memory stays flat either
 * way: no more than one chunk or batch is held at a time.
 */
export const writeCsv = async (
  database: Database,
  query: ExportQuery,
  sink: ChunkSink,
  chunkBytes: number,
  onProgress: (rows: number) => void,
): Promise<CsvResult> => {
  const counter = new CsvRecordCounter();
  const chunker = new Chunker(chunkBytes, sink);
  const report = () => onProgress(Math.max(counter.records - 1, 0)); // the header is a record too
  if (database.pool) {
    const text = inlineParameters(query.select().compile(database.db));
    const client = await database.pool.connect();
    try {
      const copy = client.query(copyTo(`COPY (${text}) TO STDOUT WITH (FORMAT csv, HEADER true)`));
      const chunks = new Writable({
        write(piece: Buffer, _encoding, done) {
          chunker.add(piece).then(() => done(), done);
        },
      });
      await pipeline(copy, countingStream(counter, report), chunks);
    } finally {
      client.release();
    }
  } else {
    let after: string | undefined;
    for (let batch = 0; ; batch++) {
      const select = inlineParameters(query.select({ after, limit: PGLITE_BATCH }).compile(database.db));
      const { rows } = await sql<{ blob: Blob }>`${sql.raw(`COPY (${select}) TO '/dev/blob' WITH (FORMAT csv, HEADER ${batch === 0})`)}`.execute(
        database.db,
      );
      const bytes = new Uint8Array(await rows[0].blob.arrayBuffer());
      const before = counter.records;
      counter.count(bytes);
      await chunker.add(bytes);
      report();
      if (counter.records - before - (batch === 0 ? 1 : 0) < PGLITE_BATCH) break;
      const last = await query.select({ after, limit: 1, offset: PGLITE_BATCH - 1, cursorOnly: true }).execute(database.db);
      after = encodeCursor((last.rows[0] as { cursor: string }).cursor);
    }
  }
  await chunker.end();
  return { rows: Math.max(counter.records - 1, 0), bytes: chunker.bytes };
};
