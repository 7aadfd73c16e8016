import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import * as oidc from 'openid-client';
import { runtimeTables, type Db } from '../db/database.ts';
import type { Registry } from '../../metadata/normalized.ts';
import { CSRF_COOKIE, type Csrf } from './csrf.ts';
import { cookieOptions } from './cookies.ts';
import { createSession, destroySession, SESSION_COOKIE, SESSION_DAYS } from './sessions.ts';
import { escapeHtml } from '../../shared/escapeHtml.ts';
import { GOOGLE_LOGIN_CSRF_PARAM, GOOGLE_LOGIN_MESSAGE, GOOGLE_LOGIN_PATH } from '../../shared/googleLogin.ts';

/**
 * Google sign-in outside production (spec 000 §7.3): the login page opens a popup and posts a form with the
 * CSRF parameter to /auth/google_login; the server runs an OpenID Connect authorization-code flow with
 * PKCE, state and nonce (openid-client) against the configured provider, and a verified email signs in
 * the user with exactly that email, nobody else. The popup's last page posts the outcome to its opener.
 */
export interface GoogleLoginSettings {
  /** The OpenID provider (Google's by default; tests start their own). */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** On only outside production and only when a client is configured (GOOGLE_LOGIN_CLIENT_ID / _SECRET / _ISSUER). */
export const googleLoginFromEnv = (production: boolean, env: Record<string, string | undefined> = process.env): GoogleLoginSettings | null =>
  production || !env.GOOGLE_LOGIN_CLIENT_ID
    ? null
    : {
        issuer: env.GOOGLE_LOGIN_ISSUER || 'https://accounts.google.com',
        clientId: env.GOOGLE_LOGIN_CLIENT_ID,
        clientSecret: env.GOOGLE_LOGIN_CLIENT_SECRET ?? '',
      };

const CALLBACK_PATH = `${GOOGLE_LOGIN_PATH}/callback`;
/** The flow's one-time values, kept in the browser between the post and the callback (10 minutes). */
const FLOW_COOKIE = 'readmin_oidc';
const FLOW_SECONDS = 600;

interface FlowState {
  state: string;
  nonce: string;
  verifier: string;
}

export interface GoogleLoginDeps {
  db: Db;
  registry: Registry;
  csrf: Csrf;
  settings: GoogleLoginSettings;
}

const origin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** The popup's last page: tells the opener (same origin only) and closes itself. */
const popupResult = (reply: FastifyReply, req: FastifyRequest, status: number, outcome: { ok: boolean; message?: string }) => {
  const payload = JSON.stringify({ type: GOOGLE_LOGIN_MESSAGE, ...outcome }).replace(/</g, '\\u003c');
  const text = outcome.ok ? 'Signed in. You can close this window.' : (outcome.message ?? 'Sign-in failed.');
  return (
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; script-src 'unsafe-inline'")
      // The opener allows popups (see securityHeaders.ts); this page must not cut itself off from it.
      .header('cross-origin-opener-policy', 'unsafe-none')
      .send(
        `<!doctype html><html><head><title>Google sign-in</title></head><body><p>${escapeHtml(text)}</p>` +
          `<script>if (window.opener) { window.opener.postMessage(${payload}, ${JSON.stringify(origin(req))}); window.close(); }</script></body></html>`,
      )
  );
};

const readFlow = (req: FastifyRequest): FlowState | null => {
  try {
    const flow = JSON.parse(req.cookies[FLOW_COOKIE] ?? '') as Partial<FlowState>;
    return flow.state && flow.nonce && flow.verifier ? (flow as FlowState) : null;
  } catch {
    return null;
  }
};

export const registerGoogleLogin = async (app: FastifyInstance, deps: GoogleLoginDeps): Promise<void> => {
  const { db, registry, csrf, settings } = deps;
  let configuration: Promise<oidc.Configuration> | null = null;
  // Discovered on first use, and again after a failure (the provider may have been down).
  const config = () =>
    (configuration ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        execute: new URL(settings.issuer).protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      })
      .catch((e: unknown) => {
        configuration = null;
        throw e;
      }));

  await app.register(async (scope) => {
    await scope.register(fastifyFormbody, { bodyLimit: 4096 });

    scope.post(GOOGLE_LOGIN_PATH, async (req, reply) => {
      const token = (req.body as Record<string, string> | undefined)?.[GOOGLE_LOGIN_CSRF_PARAM];
      if (!csrf.isValid(req.cookies[CSRF_COOKIE], token)) {
        return popupResult(reply, req, 403, { ok: false, message: 'Missing or invalid CSRF token.' });
      }
      const flow: FlowState = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(await config(), {
        redirect_uri: `${origin(req)}${CALLBACK_PATH}`,
        scope: 'openid email',
        response_type: 'code',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      });
      reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), cookieOptions(req.protocol === 'https', FLOW_SECONDS));
      return reply.redirect(url.href, 303);
    });

    scope.get(CALLBACK_PATH, async (req, reply) => {
      const flow = readFlow(req);
      reply.clearCookie(FLOW_COOKIE, { path: '/' });
      if (!flow) return popupResult(reply, req, 400, { ok: false, message: 'The sign-in took too long or was not started here. Please try again.' });
      let claims: Record<string, unknown> | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(await config(), new URL(req.url, origin(req)), {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
        // Google puts the email in the ID token; a provider that conforms strictly answers it from userinfo.
        if (claims && claims.email === undefined)
          claims = { ...claims, ...(await oidc.fetchUserInfo(await config(), tokens.access_token, String(claims.sub))) };
      } catch (e) {
        req.log.warn({ err: e }, 'google sign-in refused by the provider or the checks');
        return popupResult(reply, req, 400, { ok: false, message: 'Google sign-in failed. Please try again.' });
      }
      const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
      if (!email || claims?.email_verified !== true) {
        return popupResult(reply, req, 403, { ok: false, message: 'Google did not confirm this email address.' });
      }
      const user = await runtimeTables(db)
        .selectFrom(registry.types.User.table)
        .select('id')
        .where(({ fn }) => fn('lower', ['email']), '=', email)
        .executeTakeFirst();
      if (!user) return popupResult(reply, req, 403, { ok: false, message: `No administrator account uses ${email}.` });
      await destroySession(db, req.cookies[SESSION_COOKIE]); // a new session id on every sign-in
      const session = await createSession(db, user.id as number);
      reply.setCookie(SESSION_COOKIE, session, cookieOptions(req.protocol === 'https', SESSION_DAYS * 86400));
      req.log.info({ userId: user.id }, 'signed in with google');
      return popupResult(reply, req, 200, { ok: true });
    });
  });
};
