import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/database.ts';
import { escapeHtml } from '../../../shared/escapeHtml.ts';
import { linkPageHeaders } from '../../http/securityHeaders.ts';
import { PLAYER_PORTAL_STAND_IN_PATH } from '../../config/publicUrl.ts';
import { verifyPlayerPortalToken } from './playerPortal.ts';

const page = (reply: FastifyReply, status: number, title: string, lines: string[]) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>` +
        `<main><h1>${escapeHtml(title)}</h1>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</main></body></html>`,
    );

const NOT_CONFIGURED =
  'This deployment has no player portal of its own: this page stands in for it outside production. Set PLAYER_PORTAL_URL to the portal’s address (and PLAYER_PORTAL_SECRET to the secret it shares) to send players there.';

/**
 * The player portal's stand-in outside production (PLAYER_PORTAL_URL unset): the portal is another application,
 * so the links the console and the welcome emails give lead here, and a sign-in link is checked exactly as the
 * portal checks it (playerPortal.ts), saying whom it signs in or why it does not.
 */
export const registerPlayerPortalStandIn = (app: FastifyInstance, db: Db): void => {
  const config = { securityHeaders: linkPageHeaders };
  app.get(PLAYER_PORTAL_STAND_IN_PATH, { config }, (_req, reply) => page(reply, 200, 'Player portal', [NOT_CONFIGURED]));
  app.get<{ Querystring: { token?: string } }>(`${PLAYER_PORTAL_STAND_IN_PATH}/auth`, { config }, async (req, reply) => {
    const userId = verifyPlayerPortalToken(req.query.token ?? '');
    const user = userId === null ? undefined : await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
    if (!user) return page(reply, 401, 'Player portal', ['This sign-in link is invalid or has expired: ask for a new one.', NOT_CONFIGURED]);
    return page(reply, 200, 'Player portal', [`This link signs in ${user.email}.`, NOT_CONFIGURED]);
  });
};
