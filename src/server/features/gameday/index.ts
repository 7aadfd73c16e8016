import type { Feature } from '../../feature.ts';
import { createGameDayQueue, startGameDayWorker } from './refetchJob.ts';
import { gameDayClientFromEnv } from './gameDayClient.ts';

/** GameDay (spec 002 §6): refetching an organisation's venues and associations, as a job. */
export const gameday: Feature = {
  name: 'gameday',
  jobs: {
    create: (boss) => createGameDayQueue(boss),
    start: async (deps) => void (await startGameDayWorker(deps.boss, deps.database.db, deps.registry, gameDayClientFromEnv())),
  },
  handlers: { orgsRefetchFromGameday: () => import('./handlers/orgsRefetchFromGameday.ts') },
};
