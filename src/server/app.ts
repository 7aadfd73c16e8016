import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import type { Logger } from 'pino';
import type { ViteDevServer } from 'vite';
import type { Installed } from './install.ts';
import type { Database } from './db/database.ts';
import type { ExportDeps } from './exports/exportService.ts';
import { Csrf } from './auth/csrf.ts';
import { createLoginThrottle, type LoginThrottleSettings } from './auth/loginThrottle.ts';
import { createLinkThrottle, type LinkThrottleSettings } from './auth/linkThrottle.ts';
import { createResetThrottle, type ResetThrottleSettings } from './auth/resetThrottle.ts';
import { schemaDiscoveryFor } from './graphql/limits.ts';
import { createLogger, logAbortedRequests, OneLinePerRequest, requestLogger } from './http/logger.ts';
import { baseSecurityHeaders, registerSecurityHeaders } from './http/securityHeaders.ts';
import { BODY_LIMIT, handleFrameworkError, handleHttpError } from './http/httpErrors.ts';
import { registerGraphql } from './http/graphqlRoute.ts';
import { registerAssets } from './http/assets.ts';
import { registerPages } from './http/pages.ts';
import { googleLoginFromEnv, registerGoogleLogin, type GoogleLoginSettings } from './auth/googleLogin.ts';
import { registerFileRoutes } from './http/fileRoutes.ts';
import { registerExportRoutes } from './http/exportRoutes.ts';
import { ViewerCache } from './auth/viewerCache.ts';
import type { ObjectStore } from './files/storage/objectStore.ts';
import { openObjectStore } from './files/storage/storageConfig.ts';

export interface AppOptions {
  database: Database;
  /** The features this server runs, installed on its metadata (install.ts). */
  installed: Installed;
  /** Built console (vite build output); absent in API-only tests. */
  distDir?: string;
  /** Where the server's files live (default: STORAGE_URL's store, else the database; files/storage/storageConfig.ts). */
  storage?: ObjectStore;
  /** The job queue, the mail outbox and the CSV export jobs (startJobs). */
  exports?: ExportDeps;
  /** Development: Vite serves the console from source with hot reload instead of dist/. */
  vite?: ViteDevServer;
  /** Where log lines go (default: stdout at LOG_LEVEL). */
  logger?: Logger;
  /** Sign-in throttling (default: 10 attempts per account, 50 per address, per 15 minutes). */
  loginThrottle?: LoginThrottleSettings;
  /** Public link lookups (default: 2000 requests and 30 unknown links per address per 10 minutes). */
  linkThrottle?: LinkThrottleSettings;
  /** Where features keep files they make on first use (the demo live stream's video; default: under the system's temp directory). */
  dataDir?: string;
  /** Password reset requests (default: 3 per email, 20 per address, per hour). */
  resetThrottle?: ResetThrottleSettings;
  /** Production hides the schema from everyone (default: NODE_ENV === 'production'). */
  production?: boolean;
  /** Which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy; default TRUST_PROXY, else none). */
  trustProxy?: boolean | string;
  /** Google sign-in (default: from GOOGLE_LOGIN_* outside production; null turns it off). */
  googleLogin?: GoogleLoginSettings | null;
}

/** TRUST_PROXY=true believes any proxy; a comma-separated list of addresses or subnets believes those. */
const trustProxyFromEnv = (): boolean | string => {
  const v = process.env.TRUST_PROXY;
  return !v || v === 'false' ? false : v === 'true' ? true : v;
};

/**
 * One process serves the GraphQL endpoint, the console's pages and its built assets, on Fastify: its
 * router answers malformed requests with 400s instead of crashing, and its official plugins provide
 * cookies, compression and security headers. Every request is logged with an id (pino).
 */
export const createApp = async (opts: AppOptions) => {
  const { database, installed } = opts;
  const { registry } = installed;
  const production = opts.production ?? process.env.NODE_ENV === 'production';
  const googleLogin = opts.googleLogin === undefined ? googleLoginFromEnv(production) : opts.googleLogin;
  const csrf = await Csrf.load(database.db);
  const storage = opts.storage ?? openObjectStore(database.db);
  const app = Fastify({
    loggerInstance: (opts.logger ?? createLogger()) as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    childLoggerFactory: requestLogger,
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT,
    // A request that takes longer than this to arrive is cut off (slow-loris); answers are fast.
    requestTimeout: 60_000,
    trustProxy: opts.trustProxy ?? trustProxyFromEnv(),
    frameworkErrors: handleFrameworkError,
    routerOptions: { maxParamLength: 500 },
  });
  app.setErrorHandler(handleHttpError);
  // Every answer names its request: a refusal or failure shown to a person carries it as a reference, and the
  // request's log lines carry the same id.
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  logAbortedRequests(app);
  const viewerCache = new ViewerCache(database, (e) =>
    app.log.warn(`viewers are read on every request until the database is heard again: ${e.message}`),
  );
  await viewerCache.start();
  app.decorate('viewerCache', viewerCache);
  app.addHook('onClose', () => viewerCache.stop());
  await app.register(fastifyCookie);
  // GraphQL answers and pages: compressed on the fly (assets come precompressed from the build).
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  registerSecurityHeaders(app, baseSecurityHeaders(Boolean(opts.vite), googleLogin ? [new URL(googleLogin.issuer).origin] : []));

  // One throttle for every lookup of a public link, over GraphQL or a file route.
  const linkThrottle = createLinkThrottle(database, opts.linkThrottle);
  const queriesAsViewer = registerGraphql(app, {
    db: database.db,
    installed,
    csrf,
    storage,
    exports: opts.exports,
    loginThrottle: createLoginThrottle(database, opts.loginThrottle),
    linkThrottle,
    resetThrottle: createResetThrottle(database, opts.resetThrottle),
    schemaDiscovery: schemaDiscoveryFor(production),
  });
  registerFileRoutes(app, { db: database.db, registry, storage });
  if (googleLogin) await registerGoogleLogin(app, { db: database.db, registry, csrf, settings: googleLogin });
  registerExportRoutes(app, { db: database.db, registry });
  const routeDeps = { database, registry, csrf, linkThrottle, production, storage, dataDir: opts.dataDir };
  for (const feature of installed.features) await feature.routes?.(app, routeDeps);
  if (opts.vite) {
    const middie = await import('@fastify/middie');
    await app.register(middie.default);
    app.use(opts.vite.middlewares); // modules, assets and hot reload; page routes fall through to Fastify
  } else if (opts.distDir) {
    await registerAssets(app, opts.distDir);
  }
  registerPages(app, { registry, csrf, distDir: opts.distDir, vite: opts.vite, googleLogin: Boolean(googleLogin), queriesAsViewer });
  await app.ready();

  return {
    app,
    csrf,
    listen: async (port: number, host = '127.0.0.1'): Promise<Server> => {
      await app.listen({ port, host });
      return app.server;
    },
    close: () => app.close(),
  };
};
