import type { Database } from './db/database.ts';
import { startJobQueue } from './jobs/queue.ts';
import { oneProcessAtATime, STARTUP_LOCKS } from './db/startupLock.ts';
import { createMailer } from './mail/mailer.ts';
import { startExportWorker } from './exports/exportJob.ts';
import { startExportRecovery } from './exports/recovery.ts';
import { EXPORT_QUEUE } from './exports/exportService.ts';
import { createMailQueue, enqueueMail, startMailWorker } from './mail/mailJob.ts';
import type { Installed } from './install.ts';
import type { JobDeps } from './jobs/jobDeps.ts';
import type { ObjectStore } from './files/storage/objectStore.ts';
import { openObjectStore } from './files/storage/storageConfig.ts';

export interface JobsOptions {
  /** Link to the console for emails. */
  publicUrl: string;
  /** Deliver email through this SMTP server (default SMTP_URL; unset: email stays in the outbox). */
  smtpUrl?: string;
  /** Tests start a second instance without its workers to play a process that dies mid-export. */
  work?: boolean;
  /** Schedule the clock-driven jobs (a feature's hourly or nightly runs); tests turn it off so no email arrives at an hour of the day. */
  scheduled?: boolean;
  /** Where the server's files live (default: STORAGE_URL's store, else the database). */
  storage?: ObjectStore;
}

/**
 * Starts this process's background machinery: the job queue (pg-boss, in the server's own database), the mail
 * outbox, the engine's workers (CSV exports with their recovery sweep, email delivery over SMTP) and every installed feature's queues and workers.
 */
export const startJobs = async (database: Database, installed: Installed, options: JobsOptions) => {
  const { registry, features } = installed;
  const scheduled = options.scheduled !== false;
  // pg-boss's own start creates a queue too (its cron's), so it takes its turn with ours.
  const boss = await oneProcessAtATime(database, STARTUP_LOCKS.jobQueues, async () => {
    const started = await startJobQueue(database);
    await started.createQueue(EXPORT_QUEUE);
    await createMailQueue(started);
    for (const feature of features) await feature.jobs?.create(started, { scheduled });
    return started;
  });
  const smtpUrl = options.smtpUrl ?? process.env.SMTP_URL ?? '';
  const deps: JobDeps = {
    database,
    registry,
    boss,
    mailer: createMailer(database.db, { smtpUrl, publicUrl: options.publicUrl, registry, enqueue: enqueueMail(boss) }),
    publicUrl: options.publicUrl,
    storage: options.storage ?? openObjectStore(database.db),
  };
  let stopRecovery = () => {};
  if (options.work !== false) {
    await startExportWorker(deps);
    stopRecovery = startExportRecovery(deps);
    if (smtpUrl) await startMailWorker(boss, database.db, smtpUrl);
    for (const feature of features) await feature.jobs?.start(deps);
  }
  return {
    deps,
    stop: async (graceful = true) => {
      stopRecovery();
      // Graceful: the jobs under way finish first (pg-boss's own 30 s bound), so none is still writing when the
      // database closes after this.
      await boss.stop({ graceful, wait: true, timeout: 30_000 });
    },
  };
};
