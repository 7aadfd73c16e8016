import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Registry } from '../../../metadata/normalized.ts';
import { CONSOLE_BASE } from '../../../metadata/naming.ts';
import { runtimeTables, type Db } from '../../db/database.ts';
import { requestViewer } from '../../http/requestViewer.ts';
import { cookieOptions } from '../../auth/cookies.ts';
import { recordVersions } from '../../audit/versions.ts';
import { localConsentPath, serviceBase, type AccountProvider, type StreamAccount, type StreamService } from './provider.ts';
import type { Row } from '../../db/row.ts';
import { connectedAccountOf, destinationsOf, type DestinationService } from './destinations.ts';

/** A consent not finished within this long is forgotten (its state no longer accepted). */
const STATE_SECONDS = 10 * 60;

/** The flow in progress, kept in the browser (a cookie), so the callback may reach any server process. */
interface Pending {
  state: string;
  userId: number;
  returnTo: string;
}

const readPending = (value: string | undefined): Pending | null => {
  try {
    const flow = JSON.parse(value ?? '') as Partial<Pending>;
    return typeof flow.state === 'string' && typeof flow.userId === 'number' && typeof flow.returnTo === 'string' ? (flow as Pending) : null;
  } catch {
    return null;
  }
};

/** Where a service keeps its accounts (one per user) and how an account becomes the row's columns. */
export interface AccountStore {
  /** The record type whose table holds the accounts (LiveStreamFbAuth, LiveStreamYtAuth). */
  typename: string;
  values(account: StreamAccount): Record<string, unknown>;
  /** The panel's view of the stored row beyond name and email (YouTube: what the user let it do). */
  view?(row: Row): Record<string, unknown>;
}

/** Only a page of the console, never another site (an open redirect). */
const safeReturn = (value: unknown): string =>
  typeof value === 'string' && value.startsWith(`${CONSOLE_BASE}/`) && !value.startsWith('//') && !/[\\\r\n]/.test(value) ? value : CONSOLE_BASE;

const withParam = (path: string, key: string, value: string) => `${path}${path.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;

/** Stores the user's account (one per user: a re-connect replaces it), audited in the same transaction. */
const saveAccount = async (db: Db, registry: Registry, store: AccountStore, userId: number, account: StreamAccount) => {
  // The table is the service's own, by the registry: named by code, never by the request.
  const type = registry.types[store.typename];
  await db.transaction().execute(async (trx) => {
    const accounts = runtimeTables(trx);
    const before = (await accounts.selectFrom(type.table).selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst()) as
      Row | undefined;
    const values = store.values(account);
    const after = (
      before
        ? await accounts
            .updateTable(type.table)
            .set({ ...values, updated_at: sql`now()` })
            .where('id', '=', before.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await accounts
            .insertInto(type.table)
            .values({ ...values, user_id: userId })
            .returningAll()
            .executeTakeFirstOrThrow()
    ) as Row;
    await recordVersions(trx, registry, type, before ? 'update' : 'create', { userId, via: 'console' }, [
      { id: after.id, before: before ?? null, after },
    ]);
  });
};

/**
 * A streaming service's account panel, server side: GET account (the current user's connection), destinations
 * (where the account's outputs can go live: channels, profiles, pages), connect
 * (starts the provider's consent, remembering where to come back to), callback (stores the account), and,
 * with the local provider, its consent page. Disconnecting is the service's currentUserRemove… operation.
 * A pending consent lives in the browser for ten minutes (an HttpOnly cookie with the state, the user and where to
 * come back to), not in this process: behind a load balancer the callback may reach another server process. Only
 * the browser that started the flow has the cookie, so a forged callback connects nothing.
 */
export const registerAccountRoutes = (
  app: FastifyInstance,
  deps: {
    db: Db;
    registry: Registry;
    provider: AccountProvider | null;
    service: StreamService;
    store: AccountStore;
    /** Where the account's outputs can go live: the choices of an output's dialog. */
    destinations: DestinationService;
  },
) => {
  const { service, store } = deps;
  const base = serviceBase(service);
  const flowCookie = `readmin_${service.slug}_connect`;
  const viewerOf = (req: FastifyRequest) => requestViewer(deps.db, deps.registry, req);
  const callbackUrl = (req: FastifyRequest) => `${req.protocol}://${req.host}${base}/callback`;
  const toLogin = (reply: FastifyReply) => reply.redirect(`${CONSOLE_BASE}/login`);

  app.get(`${base}/account`, async (req, reply) => {
    const viewer = await viewerOf(req);
    if (!viewer) return reply.status(401).send({ error: 'You must sign in first.' });
    const row = (await runtimeTables(deps.db)
      .selectFrom(deps.registry.types[store.typename].table)
      .selectAll()
      .where('user_id', '=', viewer.userId)
      .executeTakeFirst()) as Row | undefined;
    reply.header('cache-control', 'no-store');
    return {
      configured: deps.provider !== null,
      connected: !!row,
      name: (row?.name as string | undefined) ?? null,
      email: (row?.email as string | undefined) ?? null,
      ...(row && store.view?.(row)),
    };
  });

  // The choices an output's dialog offers: the same list the output's write is checked against (outputHooks.ts).
  app.get(`${base}/destinations`, async (req, reply) => {
    const viewer = await viewerOf(req);
    if (!viewer) return reply.status(401).send({ error: 'You must sign in first.' });
    reply.header('cache-control', 'no-store');
    const account = await connectedAccountOf(deps.db, deps.registry, deps.destinations, viewer.userId);
    if (!account) return { connected: false, destinations: [] };
    try {
      return { connected: true, destinations: await destinationsOf(deps.destinations, account) };
    } catch (err) {
      req.log.warn({ err }, `${service.slug} destinations failed`);
      return reply.status(502).send({ error: err instanceof Error ? err.message : `${service.label} did not answer.` });
    }
  });

  app.get<{ Querystring: { returnTo?: string } }>(`${base}/connect`, async (req, reply) => {
    const viewer = await viewerOf(req);
    if (!viewer) return toLogin(reply);
    if (!deps.provider) return reply.status(503).send({ error: `${service.label} is not configured on this server (${service.credentials}).` });
    const state = randomBytes(24).toString('base64url');
    const flow: Pending = { state, userId: viewer.userId, returnTo: safeReturn(req.query.returnTo) };
    reply.setCookie(flowCookie, JSON.stringify(flow), { ...cookieOptions(req.protocol === 'https', STATE_SECONDS), path: base });
    return reply.redirect(deps.provider.authorizeUrl(state, callbackUrl(req)));
  });

  if (deps.provider?.kind === 'local')
    app.get<{ Querystring: { state?: string } }>(localConsentPath(service), async (req, reply) => {
      const viewer = await viewerOf(req);
      if (!viewer) return toLogin(reply);
      const code = Buffer.from(JSON.stringify({ id: viewer.userId, email: viewer.email })).toString('base64url');
      return reply.redirect(`${base}/callback?${new URLSearchParams({ code, state: req.query.state ?? '' })}`);
    });

  app.get<{ Querystring: { code?: string; state?: string; error?: string } }>(`${base}/callback`, async (req, reply) => {
    const viewer = await viewerOf(req);
    if (!viewer) return toLogin(reply);
    const flow = readPending(req.cookies[flowCookie]);
    reply.clearCookie(flowCookie, { path: base });
    // A state this browser was not handed for this user (forged, replayed or expired) connects nothing.
    if (!flow || flow.state !== req.query.state || flow.userId !== viewer.userId || !deps.provider)
      return reply.status(400).send({ error: `This ${service.label} sign-in has expired or was not started here. Please connect again.` });
    if (req.query.error || !req.query.code) return reply.redirect(withParam(flow.returnTo, service.slug, 'cancelled'));
    try {
      await saveAccount(deps.db, deps.registry, store, viewer.userId, await deps.provider.exchange(req.query.code, callbackUrl(req)));
    } catch (err) {
      req.log.warn({ err }, `${service.slug} connect failed`);
      return reply.redirect(withParam(flow.returnTo, service.slug, 'failed'));
    }
    return reply.redirect(withParam(flow.returnTo, service.slug, 'connected'));
  });
};
