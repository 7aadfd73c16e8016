import type { Registry } from '../../../metadata/normalized.ts';
import { runtimeTables, type Db } from '../../db/database.ts';
import type { Row } from '../../db/row.ts';
import type { AccountProvider, ConnectedAccount, Destination, StreamService } from './provider.ts';
import { FACEBOOK, facebookProviderOf } from './facebook/provider.ts';
import { YOUTUBE, youtubeProviderOf } from './youtube/provider.ts';

/** A service whose outputs go live on a destination of the user's connected account. */
export interface DestinationService {
  service: StreamService;
  /** The record type holding the users' accounts, and its column of the service's account id. */
  authTypename: 'LiveStreamYtAuth' | 'LiveStreamFbAuth';
  externalIdColumn: 'yt_user_id' | 'fb_user_id';
  /** What a destination is called, in refusals ('channels'). */
  nouns: string;
  /** Spec 001 §8, spec 002 §8: the notice while the user has no account connected. */
  notConnected: string;
  providerOf(account: ConnectedAccount): AccountProvider;
}

export const YOUTUBE_CHANNELS: DestinationService = {
  service: YOUTUBE,
  authTypename: 'LiveStreamYtAuth',
  externalIdColumn: 'yt_user_id',
  nouns: 'channels',
  notConnected: 'You have not connected YouTube account for live streaming.',
  providerOf: (account) => youtubeProviderOf(account),
};

export const FACEBOOK_PROFILES: DestinationService = {
  service: FACEBOOK,
  authTypename: 'LiveStreamFbAuth',
  externalIdColumn: 'fb_user_id',
  nouns: 'profiles and pages',
  notConnected: 'You have not connected Facebook account for live streaming.',
  providerOf: (account) => facebookProviderOf(account),
};

/** The user's connected account on the service, or null. */
export const connectedAccountOf = async (db: Db, registry: Registry, kind: DestinationService, userId: number): Promise<ConnectedAccount | null> => {
  const row = (await runtimeTables(db)
    .selectFrom(registry.types[kind.authTypename].table)
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst()) as Row | undefined;
  if (!row) return null;
  return {
    externalId: String(row[kind.externalIdColumn]),
    name: (row.name as string | null) ?? null,
    email: (row.email as string | null) ?? null,
    accessToken: (row.access_token as string | null) ?? null,
  };
};

/** Where the account's outputs can go live, as its provider lists them now. */
export const destinationsOf = (kind: DestinationService, account: ConnectedAccount): Promise<Destination[]> =>
  kind.providerOf(account).destinations(account);
