import type { FastifyInstance } from 'fastify';
import type { Registry } from '../../../../metadata/normalized.ts';
import type { Db } from '../../../db/database.ts';
import { registerAccountRoutes } from '../accountRoutes.ts';
import { FACEBOOK_PROFILES } from '../destinations.ts';
import { serviceBase, type AccountProvider } from '../provider.ts';
import { FACEBOOK } from './provider.ts';

export const FACEBOOK_BASE = serviceBase(FACEBOOK);

/**
 * The Facebook account panel's server side (/readmin/facebook/account, connect, callback): the streaming
 * services' account routes over LiveStreamFbAuth. Disconnecting is currentUserRemoveLiveStreamFbAuth.
 */
export const registerFacebookRoutes = (app: FastifyInstance, deps: { db: Db; registry: Registry; provider: AccountProvider | null }) =>
  registerAccountRoutes(app, {
    ...deps,
    destinations: FACEBOOK_PROFILES,
    service: FACEBOOK,
    store: {
      typename: 'LiveStreamFbAuth',
      values: (a) => ({ fb_user_id: a.externalId, name: a.name, email: a.email, access_token: a.accessToken }),
    },
  });
