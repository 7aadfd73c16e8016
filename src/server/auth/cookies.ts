import type { CookieSerializeOptions } from '@fastify/cookie';

/**
 * How every cookie of ours is set: HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site
 * POSTs), whole-site path, and Secure whenever the request came over HTTPS. Parsing is @fastify/cookie's,
 * which never throws on a malformed value.
 */
export const cookieOptions = (secure: boolean, maxAgeSeconds?: number): CookieSerializeOptions => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure,
  ...(maxAgeSeconds !== undefined && { maxAge: maxAgeSeconds }),
});
