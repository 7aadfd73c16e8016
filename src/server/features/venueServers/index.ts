import type { Feature } from '../../feature.ts';
import { registerVenueApiRoutes } from './api/venueApiRoutes.ts';

/**
 * Venue servers (spec 002 §2.9): commands run on them, their SSH configuration, their issues, their
 * credentials, and the API through which they fetch commands and report on them and on themselves.
 */
export const venueServers: Feature = {
  name: 'venueServers',
  routes(app, deps) {
    registerVenueApiRoutes(app, deps.database.db, deps.registry, deps.storage);
  },
  handlers: {
    generateVenueServersSshConfig: () => import('./handlers/generateVenueServersSshConfig.ts'),
    venueServersRunCommand: () => import('./handlers/venueServersRunCommand.ts'),
    venueServersUpdateIssues: () => import('./handlers/venueServersUpdateIssues.ts'),
    venueServerIssueCredential: () => import('./handlers/venueServerIssueCredential.ts'),
  },
};
