import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own security headers, over the global ones (registerSecurityHeaders). */
    securityHeaders?: HelmetOptions;
    /** The route answers with one viewer's data: `Cache-Control: no-store`, so no browser or proxy keeps a copy. */
    noStore?: boolean;
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

/**
 * JSON answers (the GraphQL endpoints): the headers OWASP's REST Security Cheat Sheet asks of every API response
 * (with `noStore` on the route), and not those that only matter to an HTML page: no opener policy, origin-keyed
 * agent cluster, referrer policy, DNS prefetch, download or cross-domain policy or XSS filter settings. Its CSP is
 * stricter than a page's: a JSON answer opened as a document may load nothing at all, nor be framed. Cross-origin
 * resource policy stays: no other site may embed an answer (as a script or an image) to read it.
 */
export const apiHeaders = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies HelmetOptions;

/** Public link pages carry their secret in the URL: no Referer at all, so it never leaves in one. */
export const linkPageHeaders = { referrerPolicy: { policy: 'no-referrer' as const } } satisfies HelmetOptions;

/** The live stream widget is made to be embedded in other sites (spec 000 §2.3): framing allowed there only. */
export const embeddablePageHeaders = (dev: boolean) => ({
  ...linkPageHeaders,
  frameguard: false as const,
  contentSecurityPolicy: csp(dev, { frameAncestors: ['*'] }),
});

/**
 * Sets `base` on every response, and a route's `config.securityHeaders` over it, with helmet's own middleware
 * (one per set of options, made at a route's first request and kept with its config, the same object on every
 * request of the route), and `Cache-Control: no-store` where the route's `config.noStore` asks for it.
 */
export const registerSecurityHeaders = (app: FastifyInstance, base: HelmetOptions): void => {
  const everywhere = helmet(base);
  const byRoute = new WeakMap<object, ReturnType<typeof helmet>>();
  const middlewareOf = (config: { securityHeaders?: HelmetOptions }) => {
    // Most routes ask for nothing of their own: one middleware serves them all.
    if (!config.securityHeaders) return everywhere;
    let middleware = byRoute.get(config);
    // (HelmetOptions is a union, so that a merge of two of them is not one to TypeScript.)
    if (!middleware) byRoute.set(config, (middleware = helmet({ ...base, ...config.securityHeaders } as HelmetOptions)));
    return middleware;
  };
  app.addHook('onRequest', (req, reply, done) => {
    const config = req.routeOptions.config;
    // On the raw response, as helmet sets them in Node's own server: answers written past Fastify (Vite's, in
    // development) carry them too.
    middlewareOf(config)(req.raw, reply.raw, (error?: unknown) => {
      if (config.noStore) reply.raw.setHeader('Cache-Control', 'no-store');
      done(error as Error | undefined);
    });
  });
};
