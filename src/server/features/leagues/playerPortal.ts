import { createHmac, timingSafeEqual } from 'node:crypto';
import { playerPortalUrl, type PublicUrlSource } from '../../config/publicUrl.ts';
import { notConfigured } from '../../errors.ts';

/** Why no player portal link can be given in production without the portal's address. */
export const PLAYER_PORTAL_NOT_CONFIGURED = 'PLAYER_PORTAL_URL is not set, so there is no player portal to send anyone to.';

/** How long a sign-in link to the player portal works. */
export const PORTAL_LINK_SECONDS = 15 * 60;

/**
 * The secret the player portal shares with this server (PLAYER_PORTAL_SECRET); a fixed one outside production,
 * none in production, where a link signed with a known secret would let anyone sign in as anyone.
 */
const secret = (): string => {
  const configured = process.env.PLAYER_PORTAL_SECRET;
  if (configured) return configured;
  if (process.env.NODE_ENV === 'production') throw new Error('PLAYER_PORTAL_SECRET is not set, so no player portal link can be signed.');
  return 'readmin-development-player-portal-secret';
};

const sign = (payload: string) => createHmac('sha256', secret()).update(payload).digest('base64url');

/**
 * A sign-in link to the player portal as this user: `<PLAYER_PORTAL_URL>/auth?token=<payload>.<signature>`,
 * the payload being base64url JSON { userId, exp } (seconds), signed with HMAC-SHA256 under the shared secret.
 */
export const playerPortalSignInUrl = (userId: number, ctx: PublicUrlSource = {}, now = Date.now()): string => {
  const portal = playerPortalUrl(ctx);
  if (!portal) throw notConfigured(PLAYER_PORTAL_NOT_CONFIGURED);
  const payload = Buffer.from(JSON.stringify({ userId, exp: Math.floor(now / 1000) + PORTAL_LINK_SECONDS })).toString('base64url');
  return `${portal.replace(/\/+$/, '')}/auth?token=${payload}.${sign(payload)}`;
};

/** The user a portal token signs in as, or null when it is forged, malformed or expired (what the portal checks). */
export const verifyPlayerPortalToken = (token: string, now = Date.now()): number | null => {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { userId, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { userId: unknown; exp: unknown };
    return typeof userId === 'number' && typeof exp === 'number' && exp * 1000 > now ? userId : null;
  } catch {
    return null;
  }
};
