import { GraphQLError } from 'graphql';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Registry } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';
import type { RequestContext } from '../context.ts';
import { unsubscribeTokenUser } from '../auth/unsubscribeTokens.ts';
import { recordVersions } from '../audit/versions.ts';
import { BAD_UNSUBSCRIBE_LINK, type UnsubscribeStatus } from '../../shared/publicApi/emailPreferences.ts';
import type { LinkThrottle } from './linkThrottle.ts';
import type { PublicApi } from './publicApi.ts';

/** Who a change through an email's link is audited as: no user, the link (as background jobs are 'job'). */
export const VIA_UNSUBSCRIBE_LINK = 'unsubscribe link';

type Flags = Record<'unsubscribed_notifications' | 'unsubscribed_competitions' | 'unsubscribed_marketing', boolean>;

const statusOf = (row: Flags): UnsubscribeStatus => ({
  subscribedNotifications: !row.unsubscribed_notifications,
  subscribedCompetitions: !row.unsubscribed_competitions,
  subscribedMarketing: !row.unsubscribed_marketing,
});

const badLink = () => new GraphQLError(BAD_UNSUBSCRIBE_LINK, { extensions: { code: 'INVALID_LINK' } });

/** The User's three flags set from the wanted subscriptions, in one audited transaction. */
export const setSubscriptions = async (db: Db, registry: Registry, userId: number, wanted: UnsubscribeStatus): Promise<UnsubscribeStatus> => {
  const userType = registry.types.User;
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom(userType.table).selectAll().where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const after = await trx
      .updateTable(userType.table)
      .set({
        unsubscribed_notifications: !wanted.subscribedNotifications,
        unsubscribed_competitions: !wanted.subscribedCompetitions,
        unsubscribed_marketing: !wanted.subscribedMarketing,
        updated_at: sql`now()`,
      })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordVersions(trx, registry, userType, 'update', { userId: null, via: VIA_UNSUBSCRIBE_LINK }, [{ id: userId, before, after }]);
    return statusOf(after as Flags);
  });
};

const linkUser = (ctx: RequestContext, token: string) => ctx.linkThrottle.lookup(ctx.clientAddress, () => unsubscribeTokenUser(ctx.db, token));

const userUnsubscribeStatus = async (ctx: RequestContext, token: string): Promise<UnsubscribeStatus | null> => {
  const userId = await linkUser(ctx, token);
  if (userId === null) return null;
  const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return statusOf(row as Flags);
};

const userUnsubscribeEmails = async (ctx: RequestContext, input: UnsubscribeStatus & { unsubscribeToken: string }) => {
  const userId = await linkUser(ctx, input.unsubscribeToken);
  if (userId === null) throw badLink();
  return setSubscriptions(ctx.db, ctx.registry, userId, input);
};

export const emailPreferencesApi: PublicApi = {
  Query: {
    userUnsubscribeStatus: (_p, a, ctx) => userUnsubscribeStatus(ctx, (a as { unsubscribeToken: string }).unsubscribeToken),
  },
  Mutation: {
    userUnsubscribeEmails: (_p, a, ctx) => userUnsubscribeEmails(ctx, (a as { input: UnsubscribeStatus & { unsubscribeToken: string } }).input),
  },
};

/**
 * RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the List-Unsubscribe
 * address (/unsubscribe?token=) with no cookie or CSRF token (the link's token is the credential, as on
 * the page), and the user is unsubscribed from everything. Throttled as every link lookup.
 */
export const registerOneClickUnsubscribe = (app: FastifyInstance, deps: { db: Db; registry: Registry; linkThrottle: LinkThrottle }): void => {
  void app.register(async (scope) => {
    // The form body ('List-Unsubscribe=One-Click') says nothing the address does not: accepted unread, in this scope only.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));
    scope.post('/unsubscribe', async (req, reply) => {
      const token = (req.query as { token?: unknown }).token;
      if (typeof token !== 'string' || !token) return reply.code(400).type('text/plain').send('The unsubscribe link has no token.');
      const userId = await deps.linkThrottle.lookup(req.ip, () => unsubscribeTokenUser(deps.db, token));
      if (userId === null) return reply.code(404).type('text/plain').send(BAD_UNSUBSCRIBE_LINK);
      await setSubscriptions(deps.db, deps.registry, userId, {
        subscribedNotifications: false,
        subscribedCompetitions: false,
        subscribedMarketing: false,
      });
      return reply.type('text/plain').send('You have been unsubscribed from all emails.');
    });
  });
};
