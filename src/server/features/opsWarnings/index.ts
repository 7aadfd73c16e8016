import type { Feature } from '../../feature.ts';
import { opsWarningCategories } from './opsWarningCategories.ts';
import { forbidden, unauthenticated } from '../../errors.ts';
import { accessFor, canAtAll } from '../../access/ownership.ts';
import { createOpsCheckQueue, opsChecksLastRunAt, startOpsChecksWorker } from './opsWarningsJob.ts';

/** Ops warnings (spec 002 §2.3): the checks that raise them, run as a job, and the page's categories. */
export const opsWarnings: Feature = {
  name: 'opsWarnings',
  graphql: {
    sdl: new URL('./schema.graphql', import.meta.url),
    query: {
      opsWarningCategories: (_p, _a, ctx) => opsWarningCategories(ctx),
      opsChecksLastRunAt: (_p, _a, ctx) => {
        // Only to those who read the warnings themselves (platform admins).
        if (!ctx.viewer) throw unauthenticated();
        const type = ctx.store.type('OpsWarning');
        if (!canAtAll(accessFor(ctx.viewer, type, 'read'))) throw forbidden(`You may not read ${type.label.plural}.`);
        return opsChecksLastRunAt(ctx.db);
      },
    },
  },
  jobs: {
    create: (boss, { scheduled }) => createOpsCheckQueue(boss, scheduled),
    start: async (deps) => void (await startOpsChecksWorker(deps.boss, deps.database.db)),
  },
  handlers: { checkOpsWarnings: () => import('./handlers/checkOpsWarnings.ts') },
};
