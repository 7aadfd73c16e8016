import type { Feature, RootResolver } from '../../feature.ts';
import type { PublicApi } from './publicApi.ts';
import { liveStreamWidgetApi } from './liveStreamWidget.ts';
import { teamRegistrationApi } from './teamRegistration.ts';
import { passwordResetApi } from './passwordReset.ts';
import { emailPreferencesApi, registerOneClickUnsubscribe } from './emailPreferences.ts';
import { liveScorerApi } from './liveScorer.ts';
import { originalVideoApi } from './originalVideo.ts';
import { registerPublicLinkRoutes } from './publicLinkRoutes.ts';
import { linkPageStatus } from './linkPageStatus.ts';
import { createPasswordResetQueue, startPasswordResetWorker } from './passwordResetJob.ts';

/** Every public page's resolvers, one module per page. */
const PUBLIC_APIS: PublicApi[] = [liveScorerApi, liveStreamWidgetApi, originalVideoApi, teamRegistrationApi, passwordResetApi, emailPreferencesApi];

const merged = (pick: (api: PublicApi) => Record<string, RootResolver> | undefined): Record<string, RootResolver> =>
  Object.assign({}, ...PUBLIC_APIS.map(pick));

const query = merged((api) => api.Query);
const mutation = merged((api) => api.Mutation);

/**
 * The five public pages reached by secret links (spec 000 §2.2–2.10, §7.1–7.2) and the password reset and email
 * preference pages: their operations need no session, because the link's token is the visitor's credential.
 */
export const publicPages: Feature = {
  name: 'publicPages',
  graphql: {
    sdl: new URL('./schema.graphql', import.meta.url),
    query,
    mutation,
    anonymous: [...Object.keys(query), ...Object.keys(mutation)],
  },
  routes(app, deps) {
    registerPublicLinkRoutes(app, { db: deps.database.db, linkThrottle: deps.linkThrottle, storage: deps.storage });
    app.decorate('linkPageStatus', linkPageStatus(deps.database.db, deps.linkThrottle));
    registerOneClickUnsubscribe(app, { db: deps.database.db, registry: deps.registry, linkThrottle: deps.linkThrottle });
  },
  jobs: {
    create: (boss) => createPasswordResetQueue(boss),
    start: async (deps) => void (await startPasswordResetWorker(deps.boss, deps.database.db, deps.mailer, deps.publicUrl)),
  },
};
