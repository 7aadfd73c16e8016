import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { withEngineTables } from '../../db/engineTables.ts';
import type { LinkThrottle } from '../../auth/linkThrottle.ts';
import { hashSecretToken } from '../../auth/secretTokens.ts';
import { unsubscribeTokenSubscriber } from '../../mail/unsubscribeTokens.ts';
import { liveStreamIdOfWidgetToken } from '../liveStreams/widgetLinks.ts';
import { findLiveScorer } from './liveScorerStore.ts';

/** What a link's token finds: a link that works, one that has expired (or was used up), or nothing. */
type Found = 'live' | 'expired' | null;

const byExpiry = (row: { expires_at: Date | string | null } | undefined, used = false): Found => {
  if (!row) return null;
  return used || (row.expires_at !== null && new Date(row.expires_at).getTime() <= Date.now()) ? 'expired' : 'live';
};

const live = (found: unknown): Found => (found === null || found === undefined ? null : 'live');

/** Each link page's route, the token's place in its address, and how its token is found. */
const FINDERS: Record<string, { token: (req: FastifyRequest) => unknown; find: (db: Db, token: string) => Promise<Found> }> = {
  '/team_registrations/:token': {
    token: (req) => (req.params as { token?: string }).token,
    find: async (db, token) =>
      byExpiry(await db.selectFrom('team_registrations').select('expires_at').where('token_hash', '=', hashSecretToken(token)).executeTakeFirst()),
  },
  '/original_videos/:uuid': {
    token: (req) => (req.params as { uuid?: string }).uuid,
    find: async (db, token) =>
      byExpiry(
        await db
          .selectFrom('original_video_requests')
          .select('expires_at')
          .where(sql`lower(uuid_hash)`, '=', hashSecretToken(token))
          .executeTakeFirst(),
      ),
  },
  '/passwords/edit': {
    token: (req) => (req.query as { reset_password_token?: string }).reset_password_token,
    find: async (db, token) => {
      const row = await withEngineTables(db)
        .selectFrom('password_tokens')
        .select(['expires_at', 'used_at'])
        .where('token_hash', '=', hashSecretToken(token))
        .executeTakeFirst();
      return byExpiry(row, row?.used_at != null);
    },
  },
  '/live_scorer/:token': {
    token: (req) => (req.params as { token?: string }).token,
    find: async (db, token) => live(await findLiveScorer(db, token)),
  },
  '/live_stream_widget/:uuid': {
    token: (req) => (req.params as { uuid?: string }).uuid,
    find: async (db, token) => live(await liveStreamIdOfWidgetToken(db, token)),
  },
  '/unsubscribe': {
    token: (req) => (req.query as { token?: string }).token,
    find: async (db, token) => live(await unsubscribeTokenSubscriber(db, token)),
  },
};

/**
 * The HTTP status of a public link page (the page itself still renders its message): 200 for a working link, 404
 * for an unknown one, 410 Gone for one that expired or was used up, 429 past the link throttle. The lookup goes
 * through the link throttle like the page's own query, so the status tells a guesser nothing more.
 */
export const linkPageStatus =
  (db: Db, linkThrottle: LinkThrottle) =>
  async (req: FastifyRequest): Promise<number> => {
    const finder = FINDERS[req.routeOptions.url ?? ''];
    if (!finder) return 200;
    const token = finder.token(req);
    if (typeof token !== 'string' || token === '' || token.length > 200) return 404;
    try {
      const found = await linkThrottle.lookup(req.ip, () => finder.find(db, token));
      return found === 'live' ? 200 : found === 'expired' ? 410 : 404;
    } catch (e) {
      if ((e as { extensions?: { http?: { status?: number } } }).extensions?.http?.status === 429) return 429;
      throw e;
    }
  };
