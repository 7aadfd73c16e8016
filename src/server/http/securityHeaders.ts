import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own security headers, over the global ones (registerSecurityHeaders). */
    securityHeaders?: HelmetOptions;
  }
}

/**
 * Response headers against script injection, framing, MIME sniffing and leaking secret links, set by helmet on
 * every response, with per-page variations (see pages.ts).
 *
 * The CSP allows scripts only from this origin (no inline scripts: the built index.html has none; the
 * CSRF token is a meta tag, not a script). Styles may be inline because MUI's emotion inserts <style>
 * tags at run time. Images may be data: URLs (uploaded logos are served inline), media and workers may be
 * blob: URLs (hls.js plays streams through MediaSource). In development Vite's React preamble is an
 * inline script and hot reload uses a WebSocket, so those two are allowed there only.
 */
type Directives = Record<string, string[]>;

const directives = (dev: boolean, formTargets: string[]): Directives => ({
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  // Google sign-in's popup is a form post that redirects to the OpenID provider: form-action covers redirects.
  formAction: ["'self'", ...formTargets],
  frameAncestors: ["'none'"],
});

const csp = (dev: boolean, overrides: Directives = {}, formTargets: string[] = []) => ({
  useDefaults: false,
  directives: { ...directives(dev, formTargets), ...overrides },
});

/**
 * Everything but the pages below: no framing at all, referrers only to this origin in full. `formTargets`
 * are other origins a form may be sent to (the OpenID provider when Google sign-in is on).
 */
export const baseSecurityHeaders = (dev: boolean, formTargets: string[] = []): HelmetOptions => ({
  contentSecurityPolicy: csp(dev, {}, formTargets),
  // The sign-in popup must keep its opener across the provider's origin to post the outcome back.
  crossOriginOpenerPolicy: { policy: formTargets.length ? 'same-origin-allow-popups' : 'same-origin' },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xContentTypeOptions: true,
});

/** Public link pages carry their secret in the URL: no Referer at all, so it never leaves in one. */
export const linkPageHeaders = { referrerPolicy: { policy: 'no-referrer' as const } } satisfies HelmetOptions;

/** The live stream widget is made to be embedded in other sites (spec 000 §2.3): framing allowed there only. */
export const embeddablePageHeaders = (dev: boolean) => ({
  ...linkPageHeaders,
  frameguard: false as const,
  contentSecurityPolicy: csp(dev, { frameAncestors: ['*'] }),
});

/**
 * Sets `base` on every response, and a route's `config.securityHeaders` over it. helmet's setter is built once
 * per configuration: @fastify/helmet, used before, built it anew on every request, parsing the CSP each time.
 */
export const registerSecurityHeaders = (app: FastifyInstance, base: HelmetOptions): void => {
  const everywhere = helmet(base);
  const byRoute = new WeakMap<HelmetOptions, ReturnType<typeof helmet>>();
  const setterFor = (own: HelmetOptions) => {
    let setter = byRoute.get(own);
    // (HelmetOptions is a union, so that a merge of two of them is not one to TypeScript.)
    if (!setter) byRoute.set(own, (setter = helmet({ ...base, ...own } as HelmetOptions)));
    return setter;
  };
  app.addHook('onRequest', (req, reply, done) => {
    const own = req.routeOptions.config.securityHeaders;
    (own ? setterFor(own) : everywhere)(req.raw, reply.raw, (e) => done(e as Error | undefined));
  });
};
