import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Registry } from '../../metadata/normalized.ts';
import { CONSOLE_BASE } from '../../shared/naming.ts';
import type { Db } from '../db/database.ts';
import { requestViewer } from '../http/requestViewer.ts';
import { recordVersions } from '../audit/versions.ts';
import type { Row } from '../operations/handlerTypes.ts';
import { LOCAL_CONSENT_PATH, type FacebookAccount, type FacebookProvider } from './provider.ts';

export const FACEBOOK_BASE = `${CONSOLE_BASE}/facebook`;
/** A consent not finished within this long is forgotten (its state no longer accepted). */
const STATE_TTL_MS = 10 * 60_000;

interface Pending {
  userId: number;
  returnTo: string;
  expires: number;
}

/** Only a page of the console, never another site (an open redirect). */
const safeReturn = (value: unknown): string =>
  typeof value === 'string' && value.startsWith(`${CONSOLE_BASE}/`) && !value.startsWith('//') && !/[\\\r\n]/.test(value) ? value : CONSOLE_BASE;

const withParam = (path: string, key: string, value: string) => `${path}${path.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;

/** Stores the user's account (one per user: a re-connect replaces it), audited in the same transaction. */
const saveAccount = async (db: Db, registry: Registry, userId: number, account: FacebookAccount) => {
  await db.transaction().execute(async (trx) => {
    const before = (await trx.selectFrom('live_stream_fb_auths').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst()) as
      Row | undefined;
    const values = { fb_user_id: account.fbUserId, name: account.name, email: account.email, access_token: account.accessToken };
    const after = (
      before
        ? await trx
            .updateTable('live_stream_fb_auths')
            .set({ ...values, updated_at: sql`now()` })
            .where('id', '=', before.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .insertInto('live_stream_fb_auths')
            .values({ ...values, user_id: userId })
            .returningAll()
            .executeTakeFirstOrThrow()
    ) as Row;
    await recordVersions(trx, registry, registry.types.LiveStreamFbAuth, before ? 'update' : 'create', { userId, via: 'console' }, [
      { id: after.id, before: before ?? null, after },
    ]);
  });
};

/**
 * The Facebook account panel's server side: GET account (the current user's connection), connect (starts
 * the provider's consent, remembering where to come back to), callback (stores the account), and, with the
 * local provider, its consent page. Disconnecting is the operation currentUserRemoveLiveStreamFbAuth.
 * Pending consents live in this process's memory for ten minutes: a flow is one browser going there and back.
 */
export const registerFacebookRoutes = (app: FastifyInstance, deps: { db: Db; registry: Registry; provider: FacebookProvider | null }) => {
  const pending = new Map<string, Pending>();
  const viewerOf = (req: FastifyRequest) => requestViewer(deps.db, deps.registry, req);
  const callbackUrl = (req: FastifyRequest) => `${req.protocol}://${req.host}${FACEBOOK_BASE}/callback`;
  const toLogin = (reply: FastifyReply) => reply.redirect(`${CONSOLE_BASE}/login`);

  app.get(`${FACEBOOK_BASE}/account`, async (req, reply) => {
    const viewer = await viewerOf(req);
    if (!viewer) return reply.status(401).send({ error: 'You must sign in first.' });
    const row = await deps.db.selectFrom('live_stream_fb_auths').select(['name', 'email']).where('user_id', '=', viewer.userId).executeTakeFirst();
    reply.header('cache-control', 'no-store');
    return { configured: deps.provider !== null, connected: !!row, name: row?.name ?? null, email: row?.email ?? null };
  });

  app.get<{ Querystring: { returnTo?: string } }>(`${FACEBOOK_BASE}/connect`, async (req, reply) => {
    const viewer = await viewerOf(req);
    if (!viewer) return toLogin(reply);
    if (!deps.provider) return reply.status(503).send({ error: 'Facebook is not configured on this server (FACEBOOK_APP_ID, FACEBOOK_APP_SECRET).' });
    const now = Date.now();
    for (const [key, p] of pending) if (p.expires < now) pending.delete(key);
    const state = randomBytes(24).toString('base64url');
    pending.set(state, { userId: viewer.userId, returnTo: safeReturn(req.query.returnTo), expires: now + STATE_TTL_MS });
    return reply.redirect(deps.provider.authorizeUrl(state, callbackUrl(req)));
  });

  if (deps.provider?.kind === 'local')
    app.get<{ Querystring: { state?: string } }>(LOCAL_CONSENT_PATH, async (req, reply) => {
      const viewer = await viewerOf(req);
      if (!viewer) return toLogin(reply);
      const code = Buffer.from(JSON.stringify({ id: viewer.userId, email: viewer.email })).toString('base64url');
      return reply.redirect(`${FACEBOOK_BASE}/callback?${new URLSearchParams({ code, state: req.query.state ?? '' })}`);
    });

  app.get<{ Querystring: { code?: string; state?: string; error?: string } }>(`${FACEBOOK_BASE}/callback`, async (req, reply) => {
    const viewer = await viewerOf(req);
    if (!viewer) return toLogin(reply);
    const flow = pending.get(req.query.state ?? '');
    // A state this server did not hand this user (forged, replayed or expired) connects nothing.
    if (!flow || flow.userId !== viewer.userId || flow.expires < Date.now() || !deps.provider)
      return reply.status(400).send({ error: 'This Facebook sign-in has expired or was not started here. Please connect again.' });
    pending.delete(req.query.state!);
    if (req.query.error || !req.query.code) return reply.redirect(withParam(flow.returnTo, 'facebook', 'cancelled'));
    try {
      await saveAccount(deps.db, deps.registry, viewer.userId, await deps.provider.exchange(req.query.code, callbackUrl(req)));
    } catch (err) {
      req.log.warn({ err }, 'facebook connect failed');
      return reply.redirect(withParam(flow.returnTo, 'facebook', 'failed'));
    }
    return reply.redirect(withParam(flow.returnTo, 'facebook', 'connected'));
  });
};
