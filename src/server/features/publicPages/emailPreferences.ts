import { GraphQLError } from 'graphql';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Registry } from '../../../metadata/normalized.ts';
import { runtimeTables, type Db } from '../../db/database.ts';
import type { RequestContext } from '../../context.ts';
import { type Subscriber, unsubscribeTokenHolder, unsubscribeTokenSubscriber } from '../../mail/unsubscribeTokens.ts';
import { EMAIL_CLASS_LABELS, type UnsubscribableClass } from '../../mail/emailClasses.ts';
import { type UnsubscribeFlags, withEmailPreferences } from '../../mail/recipientPreferences.ts';
import { recordVersions } from '../../audit/versions.ts';
import { BAD_UNSUBSCRIBE_LINK, type UnsubscribeStatus } from '../../../shared/publicApi/emailPreferences.ts';
import type { LinkThrottle } from '../../auth/linkThrottle.ts';
import type { PublicApi } from './publicApi.ts';

/** Who a change through an email's link is audited as: no user, the link (as background jobs are 'job'). */
export const VIA_UNSUBSCRIBE_LINK = 'unsubscribe link';

type Flags = UnsubscribeFlags;

const statusOf = (row: Flags): UnsubscribeStatus => ({
  subscribedNotifications: !row.unsubscribed_notifications,
  subscribedCompetitions: !row.unsubscribed_competitions,
  subscribedMarketing: !row.unsubscribed_marketing,
});

const flagsOf = (wanted: UnsubscribeStatus): Flags => ({
  unsubscribed_notifications: !wanted.subscribedNotifications,
  unsubscribed_competitions: !wanted.subscribedCompetitions,
  unsubscribed_marketing: !wanted.subscribedMarketing,
});

const ALL_SUBSCRIBED: UnsubscribeStatus = { subscribedNotifications: true, subscribedCompetitions: true, subscribedMarketing: true };
const NONE_SUBSCRIBED: UnsubscribeStatus = { subscribedNotifications: false, subscribedCompetitions: false, subscribedMarketing: false };

const badLink = () => new GraphQLError(BAD_UNSUBSCRIBE_LINK, { extensions: { code: 'INVALID_LINK' } });

/** The User's three flags set from the wanted subscriptions, in one audited transaction. */
const setUserSubscriptions = async (db: Db, registry: Registry, userId: number, wanted: UnsubscribeStatus): Promise<UnsubscribeStatus> => {
  const userType = registry.types.User;
  return db.transaction().execute(async (trx) => {
    const users = runtimeTables(trx);
    const before = await users.selectFrom(userType.table).selectAll().where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const after = await users
      .updateTable(userType.table)
      .set({ ...flagsOf(wanted), updated_at: sql`now()` })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordVersions(trx, registry, userType, 'update', { userId: null, via: VIA_UNSUBSCRIBE_LINK }, [{ id: userId, before, after }]);
    return statusOf(after as Flags);
  });
};

/** An address's three flags (an address with no user: not a record type, so not audited), in one upsert. */
const setAddressSubscriptions = async (db: Db, email: string, wanted: UnsubscribeStatus): Promise<UnsubscribeStatus> => {
  const row = await withEmailPreferences(db)
    .insertInto('email_preferences')
    .values({ email, ...flagsOf(wanted) })
    .onConflict((oc) => oc.column('email').doUpdateSet({ ...flagsOf(wanted), updated_at: sql`now()` }))
    .returningAll()
    .executeTakeFirstOrThrow();
  return statusOf(row);
};

/** The subscriber's flags set from the wanted subscriptions. */
export const setSubscriptions = (db: Db, registry: Registry, subscriber: Subscriber, wanted: UnsubscribeStatus): Promise<UnsubscribeStatus> =>
  subscriber.userId === undefined
    ? setAddressSubscriptions(db, subscriber.email, wanted)
    : setUserSubscriptions(db, registry, subscriber.userId, wanted);

/** The subscriber's flags: an address nobody has unsubscribed yet has every subscription on. */
const subscriptionsOf = async (db: Db, subscriber: Subscriber): Promise<UnsubscribeStatus> => {
  const row =
    subscriber.userId === undefined
      ? await withEmailPreferences(db).selectFrom('email_preferences').selectAll().where('email', '=', subscriber.email).executeTakeFirst()
      : await db.selectFrom('users').selectAll().where('id', '=', subscriber.userId).executeTakeFirstOrThrow();
  return row ? statusOf(row) : ALL_SUBSCRIBED;
};

const linkSubscriber = (ctx: RequestContext, token: string) =>
  ctx.linkThrottle.lookup(ctx.clientAddress, () => unsubscribeTokenSubscriber(ctx.db, token));

const userUnsubscribeStatus = async (ctx: RequestContext, token: string): Promise<UnsubscribeStatus | null> => {
  const subscriber = await linkSubscriber(ctx, token);
  return subscriber && subscriptionsOf(ctx.db, subscriber);
};

const userUnsubscribeEmails = async (ctx: RequestContext, input: UnsubscribeStatus & { unsubscribeToken: string }) => {
  const subscriber = await linkSubscriber(ctx, input.unsubscribeToken);
  if (subscriber === null) throw badLink();
  return setSubscriptions(ctx.db, ctx.registry, subscriber, input);
};

export const emailPreferencesApi: PublicApi = {
  Query: {
    userUnsubscribeStatus: (_p, a, ctx) => userUnsubscribeStatus(ctx, (a as { unsubscribeToken: string }).unsubscribeToken),
  },
  Mutation: {
    userUnsubscribeEmails: (_p, a, ctx) => userUnsubscribeEmails(ctx, (a as { input: UnsubscribeStatus & { unsubscribeToken: string } }).input),
  },
};

/** The subscriptions with one class turned off, the others as they are. */
const withClassOff = (current: UnsubscribeStatus, emailClass: UnsubscribableClass): UnsubscribeStatus => ({
  ...current,
  ...(emailClass === 'notifications' ? { subscribedNotifications: false } : {}),
  ...(emailClass === 'competitions' ? { subscribedCompetitions: false } : {}),
  ...(emailClass === 'marketing' ? { subscribedMarketing: false } : {}),
});

/**
 * RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the List-Unsubscribe
 * address (/unsubscribe?token=) with no cookie or CSRF token (the link's token is the credential, as on
 * the page). The holder stops getting the class of email the link came in (a link with no class: every
 * class), as a mailing list's unsubscribe stops that list. Throttled as every link lookup.
 */
export const registerOneClickUnsubscribe = (app: FastifyInstance, deps: { db: Db; registry: Registry; linkThrottle: LinkThrottle }): void => {
  void app.register(async (scope) => {
    // The form body ('List-Unsubscribe=One-Click') says nothing the address does not: accepted unread, in this scope only.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));
    scope.post('/unsubscribe', async (req, reply) => {
      const token = (req.query as { token?: unknown }).token;
      if (typeof token !== 'string' || !token) return reply.code(400).type('text/plain').send('The unsubscribe link has no token.');
      const holder = await deps.linkThrottle.lookup(req.ip, () => unsubscribeTokenHolder(deps.db, token));
      if (holder === null) return reply.code(404).type('text/plain').send(BAD_UNSUBSCRIBE_LINK);
      const { subscriber, emailClass } = holder;
      if (emailClass === null) {
        await setSubscriptions(deps.db, deps.registry, subscriber, NONE_SUBSCRIBED);
        return reply.type('text/plain').send('You have been unsubscribed from all emails.');
      }
      await setSubscriptions(deps.db, deps.registry, subscriber, withClassOff(await subscriptionsOf(deps.db, subscriber), emailClass));
      return reply.type('text/plain').send(`You have been unsubscribed from ${EMAIL_CLASS_LABELS[emailClass]}.`);
    });
  });
};
