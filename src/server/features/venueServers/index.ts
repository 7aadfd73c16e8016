import type { Feature } from '../../feature.ts';
import { registerVenueApiRoutes } from './api/venueApiRoutes.ts';
import { createContactOutageQueue, startContactOutageWorker } from './contactOutages.ts';

/**
 * Venue servers (spec 002 §2.9): commands run on them, their SSH configuration, their issues, their
 * credentials, the API through which they fetch commands and report on them and on themselves, and the
 * outages of servers that fall silent.
 */
export const venueServers: Feature = {
  name: 'venueServers',
  routes(app, deps) {
    registerVenueApiRoutes(app, deps.database.db, deps.registry, deps.storage);
  },
  jobs: {
    create: (boss, { scheduled }) => createContactOutageQueue(boss, scheduled),
    start: async (deps) => void (await startContactOutageWorker(deps.boss, deps.database.db, deps.registry)),
  },
  handlers: {
    generateVenueServersSshConfig: () => import('./handlers/generateVenueServersSshConfig.ts'),
    venueServersRunCommand: () => import('./handlers/venueServersRunCommand.ts'),
    venueServersUpdateIssues: () => import('./handlers/venueServersUpdateIssues.ts'),
    venueServerIssueCredential: () => import('./handlers/venueServerIssueCredential.ts'),
  },
};
