import type { IncomingMessage, ServerResponse } from 'node:http';
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
 * The headers a helmet configuration sets, worked out once: every directive here is a fixed list (no per-request
 * nonce), so helmet's middleware sets the same names and values on every response. Running its chain of a dozen
 * middlewares on each request took about 40 µs in a CPU profile; setting the headers it sets takes about 20.
 * (Its removal of X-Powered-By is left out: neither Fastify nor Node sets that header.)
 */
const headersSetBy = (options: HelmetOptions): [string, string][] => {
  const headers: [string, string][] = [];
  const recorder = { setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]), removeHeader: () => undefined };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (e?: unknown) => void (failure = e));
  if (failure) throw failure;
  return headers;
};

/**
 * Sets `base` on every response, and a route's `config.securityHeaders` over it, on the response itself, with
 * `Cache-Control: no-store` where the route's `config.noStore` asks for it. A route with either has its own list,
 * worked out at its first request and kept with its config (the same object on every request of the route).
 */
export const registerSecurityHeaders = (app: FastifyInstance, base: HelmetOptions): void => {
  const everywhere = headersSetBy(base);
  const byRoute = new WeakMap<object, [string, string][]>();
  const headersOf = (config: { securityHeaders?: HelmetOptions; noStore?: boolean }) => {
    // Most routes ask for nothing of their own: one list serves them all.
    if (!config.securityHeaders && !config.noStore) return everywhere;
    let headers = byRoute.get(config);
    if (!headers) {
      // (HelmetOptions is a union, so that a merge of two of them is not one to TypeScript.)
      headers = config.securityHeaders ? headersSetBy({ ...base, ...config.securityHeaders } as HelmetOptions) : [...everywhere];
      if (config.noStore) headers.push(['Cache-Control', 'no-store']);
      byRoute.set(config, headers);
    }
    return headers;
  };
  app.addHook('onRequest', (req, reply, done) => {
    // On the raw response, as helmet set them: answers written past Fastify (Vite's, in development) carry them too.
    for (const [name, value] of headersOf(req.routeOptions.config)) reply.raw.setHeader(name, value);
    done();
  });
};
