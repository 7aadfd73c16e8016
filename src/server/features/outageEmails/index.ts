import type { Feature } from '../../feature.ts';
import { createOutageEmailQueue, startOutageEmailWorker } from './outageEmailJob.ts';

/** The outage email (spec 002 §9): admins with outage notifications hear of a device out over an hour, once. */
export const outageEmails: Feature = {
  name: 'outageEmails',
  jobs: {
    create: (boss, { scheduled }) => createOutageEmailQueue(boss, scheduled),
    start: async (deps) => void (await startOutageEmailWorker(deps.boss, deps)),
  },
};
