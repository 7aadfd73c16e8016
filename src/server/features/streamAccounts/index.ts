import type { Feature } from '../../feature.ts';
import { registerFacebookRoutes } from './facebook/facebookRoutes.ts';
import { facebookProvider } from './facebook/provider.ts';
import { registerYoutubeRoutes } from './youtube/youtubeRoutes.ts';
import { youtubeProvider } from './youtube/provider.ts';
import { afterUpdateFbOutput, beforeCreateFbOutput, beforeCreateYtOutput } from './outputHooks.ts';

/**
 * A user's YouTube and Facebook accounts for live stream outputs (spec 002 §9): connecting through OAuth, removing,
 * and outputs going live only on the connected account's own channels, profiles and pages.
 */
export const streamAccounts: Feature = {
  name: 'streamAccounts',
  routes(app, deps) {
    const { database, registry, production } = deps;
    registerFacebookRoutes(app, { db: database.db, registry, provider: facebookProvider(production) });
    registerYoutubeRoutes(app, { db: database.db, registry, provider: youtubeProvider(production) });
  },
  hooks: {
    beforeCreate: { LiveStreamYtOutput: beforeCreateYtOutput, LiveStreamFbOutput: beforeCreateFbOutput },
    afterUpdate: { LiveStreamFbOutput: afterUpdateFbOutput },
  },
  handlers: {
    currentUserRemoveLiveStreamFbAuth: () => import('./handlers/currentUserRemoveLiveStreamFbAuth.ts'),
    currentUserRemoveLiveStreamYtAuth: () => import('./handlers/currentUserRemoveLiveStreamYtAuth.ts'),
  },
};
