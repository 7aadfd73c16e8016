import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Registry } from '../../../metadata/normalized.ts';
import type { Db } from '../../db/database.ts';
import { CSRF_COOKIE, CSRF_HEADER, type Csrf } from '../../auth/csrf.ts';
import { requestViewer } from '../../http/requestViewer.ts';
import { PARTNER_ID_HEADER } from '../../../shared/partnerApi.ts';
import { parseBearerKey, secretMatches } from './apiKeys.ts';

/** Who a partner API request is for: the partner, and the credential when a key was sent. */
export interface PartnerCaller {
  partnerId: number;
  credentialId: number | null;
}

/**
 * A refusal: its HTTP status and message, and the partner (and credential) it can be logged under, when
 * the request named one that exists; an unknown client id or partner has no log to go in.
 */
export class PartnerApiRefusal extends Error {
  constructor(
    readonly status: 401 | 403 | 400,
    message: string,
    readonly caller: PartnerCaller | null = null,
  ) {
    super(message);
  }
}

/** An API key (`Authorization: Bearer <clientId>.<secret>`) of an enabled, unexpired, unrevoked credential. */
const keyCaller = async (db: Db, authorization: string): Promise<PartnerCaller> => {
  const key = parseBearerKey(authorization);
  if (!key) throw new PartnerApiRefusal(401, "Send the API key as 'Authorization: Bearer <clientId>.<secret>'.");
  const credential = await db
    .selectFrom('api_credentials')
    .select(['id', 'api_partner_id', 'client_id', 'secret_hash', 'enabled', 'expires_at', 'revoked_at'])
    .where(sql`lower(client_id)`, '=', key.clientId.toLowerCase())
    .executeTakeFirst();
  if (!credential) throw new PartnerApiRefusal(401, 'Unknown API key.');
  const caller = { partnerId: credential.api_partner_id, credentialId: credential.id };
  const refuse = (why: string) => new PartnerApiRefusal(401, `Credential ${credential.client_id} ${why}`, caller);
  if (!(await secretMatches(credential.secret_hash, key.secret))) throw refuse('was sent with a wrong secret');
  if (credential.revoked_at) throw refuse('is revoked');
  if (!credential.enabled) throw refuse('is disabled');
  if (credential.expires_at && new Date(credential.expires_at) <= new Date()) throw refuse('has expired');
  await db
    .updateTable('api_credentials')
    .set({ last_used_at: sql`now()` })
    .where('id', '=', caller.credentialId)
    .execute();
  return caller;
};

/**
 * The console's debug page: the session cookie, the page's CSRF token (so another site cannot make a
 * signed-in browser ask) and the partner's id in a header; platform admins and the partner's own API admins.
 */
const sessionCaller = async (db: Db, registry: Registry, csrf: Csrf, req: FastifyRequest): Promise<PartnerCaller> => {
  const viewer = await requestViewer(db, registry, req);
  if (!viewer) throw new PartnerApiRefusal(401, 'Sign in, or send an API key.');
  const rawId = req.headers[PARTNER_ID_HEADER.toLowerCase()];
  const partnerId = Number(rawId);
  if (typeof rawId !== 'string' || !Number.isSafeInteger(partnerId) || partnerId < 1)
    throw new PartnerApiRefusal(400, `Send the API partner's id in the ${PARTNER_ID_HEADER} header.`);
  const partner = await db.selectFrom('api_partners').select('id').where('id', '=', partnerId).executeTakeFirst();
  const allowed = viewer.isAdmin || viewer.memberships.apiPartnerAdmin.ids.includes(partnerId);
  // One answer for "no such partner" and "not yours", so partner ids do not leak.
  if (!partner || !allowed) throw new PartnerApiRefusal(403, 'You may not query the API of this partner.');
  const caller = { partnerId, credentialId: null };
  if (!csrf.isValid(req.cookies[CSRF_COOKIE], req.headers[CSRF_HEADER] as string | undefined))
    throw new PartnerApiRefusal(403, 'Missing or invalid CSRF token: reload the page.', caller);
  return caller;
};

/** The partner a request is for, by its API key when it sends one, else by its console session. */
export const authenticatePartnerCaller = (db: Db, registry: Registry, csrf: Csrf, req: FastifyRequest): Promise<PartnerCaller> =>
  req.headers.authorization !== undefined ? keyCaller(db, req.headers.authorization) : sessionCaller(db, registry, csrf, req);
