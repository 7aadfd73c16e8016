import type { Feature } from '../../feature.ts';
import { opsWarningCategories } from './opsWarningCategories.ts';
import { createOpsCheckQueue, startOpsChecksWorker } from './opsWarningsJob.ts';

/** Ops warnings (spec 002 §2.3): the checks that raise them, run as a job, and the page's categories. */
export const opsWarnings: Feature = {
  name: 'opsWarnings',
  graphql: {
    sdl: new URL('./schema.graphql', import.meta.url),
    query: { opsWarningCategories: (_p, _a, ctx) => opsWarningCategories(ctx) },
  },
  jobs: {
    create: (boss) => createOpsCheckQueue(boss),
    start: async (deps) => void (await startOpsChecksWorker(deps.boss, deps.database.db)),
  },
  handlers: { checkOpsWarnings: () => import('./handlers/checkOpsWarnings.ts') },
};
