import type { Feature } from '../../feature.ts';
import { registerFacebookRoutes } from './facebook/facebookRoutes.ts';
import { facebookProvider } from './facebook/provider.ts';
import { registerYoutubeRoutes } from './youtube/youtubeRoutes.ts';
import { youtubeProvider } from './youtube/provider.ts';

/** A user's YouTube and Facebook accounts for live stream outputs (spec 002 §9): connecting through OAuth, removing. */
export const streamAccounts: Feature = {
  name: 'streamAccounts',
  routes(app, deps) {
    const { database, registry, production } = deps;
    registerFacebookRoutes(app, { db: database.db, registry, provider: facebookProvider(production) });
    registerYoutubeRoutes(app, { db: database.db, registry, provider: youtubeProvider(production) });
  },
  handlers: {
    currentUserRemoveLiveStreamFbAuth: () => import('./handlers/currentUserRemoveLiveStreamFbAuth.ts'),
    currentUserRemoveLiveStreamYtAuth: () => import('./handlers/currentUserRemoveLiveStreamYtAuth.ts'),
  },
};
