import { HEARTBEAT_MS } from './exportJob.ts';
import { withEngineTables } from '../db/engineTables.ts';
import { EXPORT_QUEUE, failUnfinishedExport, updateExport, type ExportDeps } from './exportService.ts';

/** An exporting row silent this long lost its worker (a restart or a crash). */
export const STALE_AFTER_MS = HEARTBEAT_MS * 6;

/**
 * Makes sure no export stays pending or exporting for ever. An attempt whose worker died is failed in
 * the queue at once, so its retry starts now instead of when the job's expiry would notice; an export
 * whose job is gone or finally failed is marked failed, and so is one whose job was never sent.
 */
export const recoverExports = async (deps: ExportDeps): Promise<void> => {
  const unfinished = await withEngineTables(deps.database.db)
    .selectFrom('readmin_csv_exports')
    .selectAll()
    .where('state', 'in', ['pending', 'exporting'])
    .execute();
  for (const row of unfinished) {
    const stale = Date.now() - new Date(row.updated_at).getTime() > STALE_AFTER_MS;
    // The request that made the row sends its job and then records the job's id: until then the row is being
    // queued, not lost. Only a request that died in between leaves it without one for long.
    if (!row.job_id) {
      if (stale) await failUnfinishedExport(deps, row.id, 'The export was never queued.');
      continue;
    }
    const job = await deps.boss.getJobById(EXPORT_QUEUE, row.job_id);
    let state = job?.state;
    if (state === 'active' && row.state === 'exporting' && stale) {
      await deps.boss.fail(EXPORT_QUEUE, row.job_id, { message: 'the worker stopped during the export' });
      state = (await deps.boss.getJobById(EXPORT_QUEUE, row.job_id))?.state;
      if (state === 'retry')
        await updateExport(deps, row.id, { state: 'pending', error_message: 'The worker stopped; the export is being retried.' });
    }
    if (!state || state === 'failed' || state === 'cancelled' || state === 'completed') {
      await failUnfinishedExport(deps, row.id, row.error_message ?? 'The export job ended without finishing the export.');
    }
  }
};

/** Runs recovery now and then every few seconds until stopped. */
export const startExportRecovery = (deps: ExportDeps): (() => void) => {
  let running = Promise.resolve();
  const tick = () => {
    running = running.then(() => recoverExports(deps)).catch((e: Error) => console.error(`export recovery: ${e.message}`));
  };
  tick();
  const timer = setInterval(tick, HEARTBEAT_MS * 3);
  return () => clearInterval(timer);
};
