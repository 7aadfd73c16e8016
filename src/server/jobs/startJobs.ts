import type { Registry } from '../../metadata/normalized.ts';
import type { Database } from '../db/database.ts';
import { startJobQueue } from './queue.ts';
import { oneProcessAtATime, STARTUP_LOCKS } from '../db/startupLock.ts';
import { createMailer } from '../mail/mailer.ts';
import { startExportWorker } from '../exports/exportJob.ts';
import { startExportRecovery } from '../exports/recovery.ts';
import { EXPORT_QUEUE, type ExportDeps } from '../exports/exportService.ts';
import { createOpsCheckQueue, startOpsChecksWorker } from '../opsWarnings/opsWarningsJob.ts';
import { createVideoQueues, startVideoWorkers } from '../media/videoJobs.ts';
import { createGameDayQueue, startGameDayWorker } from '../gameday/refetchJob.ts';
import { createGamesheetQueue, startGamesheetWorker } from '../downloads/nightlyGamesheetJob.ts';
import { gameDayClientFromEnv, type GameDayClient } from '../gameday/gameDayClient.ts';
import { createMailQueue, enqueueMail, startMailWorker } from '../mail/mailJob.ts';
import { createPasswordResetQueue, startPasswordResetWorker } from '../auth/passwordResetJob.ts';
import { createUsageReportQueue, startUsageReportWorker } from '../usageReport/usageReportJob.ts';

export interface JobsOptions {
  /** Link to the console for emails. */
  publicUrl: string;
  /** Deliver email through this SMTP server (default SMTP_URL; unset: email stays in the outbox). */
  smtpUrl?: string;
  /** Tests start a second instance without its workers to play a process that dies mid-export. */
  work?: boolean;
  /** Schedule the clock-driven jobs (the hourly nightly-gamesheet run, the nightly usage report); tests turn it off so no email arrives at an hour of the day. */
  scheduled?: boolean;
  /** Where organisations are refetched from (default: GameDay's API when GAMEDAY_API_URL is set, else the demo's). */
  gameDay?: GameDayClient;
}

/**
 * Starts this process's background machinery: the job queue (pg-boss, in the server's own database),
 * the mail outbox, and the workers of every queue (CSV exports with their recovery sweep, ops checks, video re-cuts, restores and re-encodes, GameDay refetches, the hourly nightly-gamesheet run, the nightly usage report, email delivery over SMTP, password reset requests).
 */
export const startJobs = async (database: Database, registry: Registry, options: JobsOptions) => {
  // pg-boss's own start creates a queue too (its cron's), so it takes its turn with ours.
  const boss = await oneProcessAtATime(database, STARTUP_LOCKS.jobQueues, async () => {
    const started = await startJobQueue(database);
    await started.createQueue(EXPORT_QUEUE);
    await createOpsCheckQueue(started);
    await createVideoQueues(started);
    await createGameDayQueue(started);
    await createGamesheetQueue(started, options.scheduled !== false);
    await createMailQueue(started);
    await createPasswordResetQueue(started);
    await createUsageReportQueue(started, options.scheduled !== false);
    return started;
  });
  const smtpUrl = options.smtpUrl ?? process.env.SMTP_URL ?? '';
  const deps: ExportDeps = {
    database,
    registry,
    boss,
    mailer: createMailer(database.db, { smtpUrl, publicUrl: options.publicUrl, registry, enqueue: enqueueMail(boss) }),
    publicUrl: options.publicUrl,
  };
  let stopRecovery = () => {};
  if (options.work !== false) {
    await startExportWorker(deps);
    stopRecovery = startExportRecovery(deps);
    await startOpsChecksWorker(boss, database.db);
    await startVideoWorkers(boss, database.db, registry);
    if (smtpUrl) await startMailWorker(boss, database.db, smtpUrl);
    await startPasswordResetWorker(boss, database.db, deps.mailer, options.publicUrl);
    await startGameDayWorker(boss, database.db, registry, options.gameDay ?? gameDayClientFromEnv());
    await startGamesheetWorker(boss, deps);
    await startUsageReportWorker(boss, database.db, registry);
  }
  return {
    deps,
    stop: async (graceful = true) => {
      stopRecovery();
      await boss.stop({ graceful, wait: true, timeout: 5000 });
    },
  };
};
