import type PgBoss from 'pg-boss';
import { loadViewer } from '../auth/viewer.ts';
import { exportQuery } from './exportQuery.ts';
import { writeCsv } from './writeCsv.ts';
import { EXPORT_QUEUE, findExport, updateExport, type ExportDeps } from './exportService.ts';
import { CHUNK_BYTES, completeExport, deleteExportChunks, insertExportChunk } from './exportChunks.ts';
import type { ListArgs } from '../records/filterConditions.ts';
import { typeNamed } from '../../metadata/normalized.ts';

/** Progress reaches the database at most this often, which also serves as the export's heartbeat. */
const PROGRESS_EVERY_MS = 500;
/**
 * How often a running export says it is alive (EXPORT_HEARTBEAT_MS, default 5 s); recovery.ts takes six missed
 * beats for a dead process. Every process on one database should use the same value.
 */
export const HEARTBEAT_MS = Number(process.env.EXPORT_HEARTBEAT_MS) || 5000;

/**
 * Runs one export: pending → exporting → completed, or failed once the queue gives up retrying. The file goes
 * to the database in chunks as PostgreSQL writes it (exportChunks.ts); the export reads 'completed' only once
 * every chunk is in. A retry starts the file again from the beginning, so an attempt cut short by a restart
 * (or a kill -9) leaves nothing behind.
 */
export const runExport = async (deps: ExportDeps, job: PgBoss.JobWithMetadata<{ exportId: number }>): Promise<void> => {
  const row = await findExport(deps.database.db, job.data.exportId);
  if (!row) return; // deleted while queued
  await updateExport(deps, row.id, { state: 'exporting', exported_rows: 0, error_message: null });
  await deleteExportChunks(deps.database.db, row.id);
  // The heartbeat tells recovery.ts this attempt is alive even while PostgreSQL sorts before the first row.
  const heartbeat = setInterval(() => void updateExport(deps, row.id, {}).catch(() => {}), HEARTBEAT_MS);
  try {
    const viewer = await loadViewer(deps.database.db, deps.registry, row.user_id);
    if (!viewer) throw new Error('The user who asked for this export no longer exists.');
    const type = typeNamed(deps.registry, row.typename);
    if (!type) throw new Error(`Unknown typename '${row.typename}'.`);
    const query = exportQuery(deps.registry, type, viewer, row.variables as ListArgs, row.time_zone);
    let lastReport = 0;
    let pending: Promise<unknown> = Promise.resolve();
    let chunks = 0;
    const sink = (bytes: Buffer) => insertExportChunk(deps.database.db, row.id, chunks++, bytes);
    const result = await writeCsv(deps.database, query, sink, CHUNK_BYTES, (rows) => {
      const now = Date.now();
      if (now - lastReport < PROGRESS_EVERY_MS) return;
      lastReport = now;
      pending = pending.then(() => updateExport(deps, row.id, { exported_rows: rows }));
    });
    await pending;
    if (!(await completeExport(deps.database.db, row.id, { ...result, chunks })))
      throw new Error('The export was deleted, failed or restarted elsewhere while it was written.');
    await deps.mailer
      .send({
        to: viewer.email,
        subject: `Your export is ready: ${row.title}`,
        text: `${result.rows} rows are ready to download at ${deps.publicUrl}/readmin/csv_exports/${row.id}\n`,
        delivery: { kind: 'csv_export' },
      })
      .catch((e: Error) => console.error(`export ${row.id}: email not sent: ${e.message}`));
  } catch (e) {
    const finalAttempt = job.retryCount >= job.retryLimit;
    if (finalAttempt) await deleteExportChunks(deps.database.db, row.id).catch(() => {});
    await updateExport(
      deps,
      row.id,
      finalAttempt
        ? { state: 'failed', error_message: (e as Error).message }
        : { state: 'pending', error_message: `Attempt ${job.retryCount + 1} failed: ${(e as Error).message}` },
    );
    throw e;
  } finally {
    clearInterval(heartbeat);
  }
};

/** Starts the worker (the queue wakes it when this process sends an export, and after each one: see jobs/queue.ts). */
export const startExportWorker = async (deps: ExportDeps): Promise<void> => {
  await deps.boss.work<{ exportId: number }>(EXPORT_QUEUE, { includeMetadata: true, pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) =>
    runExport(deps, job),
  );
};
