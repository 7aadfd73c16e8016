import type { Feature } from '../../feature.ts';
import { createUsageReportQueue, startUsageReportWorker } from './usageReportJob.ts';

/** An organisation's monthly usage report (spec 002 §2.10), computed nightly and on demand. */
export const usageReport: Feature = {
  name: 'usageReport',
  jobs: {
    create: (boss, { scheduled }) => createUsageReportQueue(boss, scheduled),
    start: async (deps) => void (await startUsageReportWorker(deps.boss, deps.database.db, deps.registry)),
  },
  handlers: { usageReportRecompute: () => import('./handlers/usageReportRecompute.ts') },
};
