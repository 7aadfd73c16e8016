import type { Feature } from '../../feature.ts';

/** Venue servers (spec 002 §2.9): commands run on them, their SSH configuration, their issues. */
export const venueServers: Feature = {
  name: 'venueServers',
  handlers: {
    generateVenueServersSshConfig: () => import('./handlers/generateVenueServersSshConfig.ts'),
    venueServersRunCommand: () => import('./handlers/venueServersRunCommand.ts'),
    venueServersUpdateIssues: () => import('./handlers/venueServersUpdateIssues.ts'),
    venueServerIssueCredential: () => import('./handlers/venueServerIssueCredential.ts'),
  },
};
