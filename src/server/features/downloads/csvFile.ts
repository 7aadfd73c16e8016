import { createReadStream, type ReadStream } from 'node:fs';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/database.ts';
import type { ExportQuery } from '../../exports/exportQuery.ts';
import { writeCsv } from '../../exports/writeCsv.ts';

/** Bytes per write to the temporary file. */
const FILE_CHUNK = 256 * 1024;

/** Writes the query's rows with PostgreSQL's CSV writer (exports/writeCsv.ts) to a temporary folder of its own. */
const writeTemporary = async (database: Database, query: ExportQuery, filename: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'readmin-download-'));
  const file = path.join(dir, filename);
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const handle = await open(file, 'w');
    try {
      const { rows } = await writeCsv(
        database,
        query,
        async (chunk) => void (await handle.write(chunk)),
        FILE_CHUNK,
        () => {},
      );
      return { file, rows, remove };
    } finally {
      await handle.close();
    }
  } catch (e) {
    await remove();
    throw e;
  }
};

/** The CSV as a stream to send; its temporary file goes when the stream closes. */
export const csvStream = async (database: Database, query: ExportQuery, filename: string): Promise<ReadStream> => {
  const { file, remove } = await writeTemporary(database, query, filename);
  const stream = createReadStream(file);
  stream.on('close', () => void remove());
  return stream;
};

/** The CSV in memory and its number of rows, for an email attachment (a day's games: small). */
export const csvBuffer = async (database: Database, query: ExportQuery, filename: string): Promise<{ content: Buffer; rows: number }> => {
  const { file, rows, remove } = await writeTemporary(database, query, filename);
  try {
    return { content: await readFile(file), rows };
  } finally {
    await remove();
  }
};
