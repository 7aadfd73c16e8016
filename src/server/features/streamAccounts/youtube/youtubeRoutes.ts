import type { FastifyInstance } from 'fastify';
import type { Registry } from '../../../../metadata/normalized.ts';
import type { Db } from '../../../db/database.ts';
import { registerAccountRoutes } from '../accountRoutes.ts';
import { YOUTUBE_CHANNELS } from '../destinations.ts';
import type { AccountProvider } from '../provider.ts';
import { YOUTUBE, YT_MANAGE_SCOPE, YT_READ_SCOPE } from './provider.ts';

/**
 * The YouTube account panel's server side (/readmin/youtube/account, connect, callback): the streaming
 * services' account routes over LiveStreamYtAuth, with what the user let it do with their channels (the
 * manage scope implies reading). Disconnecting is currentUserRemoveLiveStreamYtAuth.
 */
export const registerYoutubeRoutes = (app: FastifyInstance, deps: { db: Db; registry: Registry; provider: AccountProvider | null }) =>
  registerAccountRoutes(app, {
    ...deps,
    destinations: YOUTUBE_CHANNELS,
    service: YOUTUBE,
    store: {
      typename: 'LiveStreamYtAuth',
      values: (a) => ({
        yt_user_id: a.externalId,
        name: a.name,
        email: a.email,
        access_token: a.accessToken,
        manage_yt_channels: a.scopes.includes(YT_MANAGE_SCOPE),
        read_yt_channels: a.scopes.includes(YT_READ_SCOPE) || a.scopes.includes(YT_MANAGE_SCOPE),
      }),
      view: (row) => ({ manageYtChannels: Boolean(row.manage_yt_channels), readYtChannels: Boolean(row.read_yt_channels) }),
    },
  });
