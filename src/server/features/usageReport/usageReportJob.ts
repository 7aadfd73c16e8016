import type PgBoss from 'pg-boss';
import type { Registry } from '../../../metadata/normalized.ts';
import type { Db } from '../../db/database.ts';
import { computeUsageReport } from './computeUsageReport.ts';

export const USAGE_REPORT_QUEUE = 'usage-report';
/** Every night at 02:30 UTC: the current and previous month of every organisation, in its own time zone. */
const NIGHTLY = '30 2 * * *';

export interface UsageReportJobData {
  /** The organisation to recompute; null: every organisation. */
  orgId: number | null;
  /** Who asked (null for the nightly run): the rows written are audited as theirs. */
  requestedBy: number | null;
  /** 'YYYY-MM' months; default the current and previous month in each organisation's time zone. */
  months?: string[];
}

/**
 * The queue, and its nightly schedule (pg-boss keeps one schedule per queue however many servers start);
 * unscheduled when off. A failed run is retried after a minute; one that hangs is given up after half an hour.
 */
export const createUsageReportQueue = async (boss: PgBoss, scheduled: boolean) => {
  await boss.createQueue(USAGE_REPORT_QUEUE, { name: USAGE_REPORT_QUEUE, retryLimit: 2, retryDelay: 60, expireInSeconds: 1800 });
  const nightly: UsageReportJobData = { orgId: null, requestedBy: null };
  await (scheduled ? boss.schedule(USAGE_REPORT_QUEUE, NIGHTLY, nightly) : boss.unschedule(USAGE_REPORT_QUEUE));
};

export const runUsageReportJob = (db: Db, registry: Registry, data: UsageReportJobData) =>
  computeUsageReport(db, registry, {
    orgId: data.orgId ?? null,
    months: data.months,
    actor: { userId: data.requestedBy ?? null, via: 'job' },
  });

export const startUsageReportWorker = (boss: PgBoss, db: Db, registry: Registry): Promise<string> =>
  boss.work<UsageReportJobData>(USAGE_REPORT_QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
    await runUsageReportJob(db, registry, job.data ?? { orgId: null, requestedBy: null });
  });
