import type { Feature } from '../../feature.ts';
import { registerPartnerApi } from './partnerApiRoute.ts';

/** The API partners' own GraphQL endpoint (spec 000 §7.3): key authentication, its schema, the request log, credentials. */
export const partnerApi: Feature = {
  name: 'partnerApi',
  routes(app, deps) {
    registerPartnerApi(app, { db: deps.database.db, registry: deps.registry, csrf: deps.csrf });
  },
  handlers: {
    apiCredentialRevoke: () => import('./handlers/apiCredentialRevoke.ts'),
    apiProfileReImport: () => import('./handlers/apiProfileReImport.ts'),
    issueApiCredential: () => import('./handlers/issueApiCredential.ts'),
  },
};
