import type { Feature } from '../../feature.ts';
import { registerDownloadRoutes } from './routes.ts';
import { createGamesheetQueue, startGamesheetWorker } from './nightlyGamesheetJob.ts';

/** An organisation's downloads by link (spec 002 §7), the nightly gamesheet email and a game's scoresheet PDF. */
export const downloads: Feature = {
  name: 'downloads',
  routes(app, deps) {
    registerDownloadRoutes(app, { database: deps.database, registry: deps.registry });
  },
  jobs: {
    create: (boss, { scheduled }) => createGamesheetQueue(boss, scheduled),
    start: async (deps) => void (await startGamesheetWorker(deps.boss, deps)),
  },
  handlers: { gameDownloadScoresheet: () => import('./handlers/gameDownloadScoresheet.ts') },
};
