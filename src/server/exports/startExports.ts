import type { Registry } from '../../metadata/normalized.ts';
import type { Database } from '../db/database.ts';
import { startJobQueue } from '../jobs/queue.ts';
import { createMailer } from '../mail/mailer.ts';
import { startExportWorker } from './exportJob.ts';
import { startExportRecovery } from './recovery.ts';
import { EXPORT_QUEUE, type ExportDeps } from './exportService.ts';

export interface ExportsOptions {
  exportsDir: string;
  outboxDir: string;
  publicUrl: string;
  /** Tests start a second instance without its worker to play a process that dies mid-export. */
  work?: boolean;
}

/** Starts the job queue, the export worker and its recovery sweep in this process. */
export const startExports = async (database: Database, registry: Registry, options: ExportsOptions) => {
  const boss = await startJobQueue(database);
  const deps: ExportDeps = {
    database,
    registry,
    boss,
    mailer: createMailer(options.outboxDir),
    exportsDir: options.exportsDir,
    publicUrl: options.publicUrl,
  };
  await boss.createQueue(EXPORT_QUEUE);
  let stopRecovery = () => {};
  if (options.work !== false) {
    deps.wake = await startExportWorker(deps);
    stopRecovery = startExportRecovery(deps);
  }
  return {
    deps,
    stop: async (graceful = true) => {
      stopRecovery();
      await boss.stop({ graceful, wait: true, timeout: 5000 });
    },
  };
};
