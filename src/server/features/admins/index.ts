import type { Feature } from '../../feature.ts';

/** Admin roles given by email (organisation, venue, scorekeeper), users' passwords and passphrases (spec 002 §2). */
export const admins: Feature = {
  name: 'admins',
  handlers: {
    addOrgAdmin: () => import('./handlers/addOrgAdmin.ts'),
    addScorekeeperUser: () => import('./handlers/addScorekeeperUser.ts'),
    addVenueAdmin: () => import('./handlers/addVenueAdmin.ts'),
    generatePassphrase: () => import('./handlers/generatePassphrase.ts'),
    userResetPassword: () => import('./handlers/userResetPassword.ts'),
  },
};
