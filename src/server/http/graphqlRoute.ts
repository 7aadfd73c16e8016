import type { ObjectStore } from '../files/storage/objectStore.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga } from 'graphql-yoga';
import type { Installed } from '../install.ts';
import type { Db } from '../db/database.ts';
import type { RequestContext } from '../context.ts';
import type { ExportDeps } from '../exports/exportService.ts';
import type { LoginThrottle } from '../auth/loginThrottle.ts';
import type { LinkThrottle } from '../auth/linkThrottle.ts';
import type { ResetThrottle } from '../auth/resetThrottle.ts';
import type { Viewer } from '../auth/viewer.ts';
import { CSRF_COOKIE, CSRF_HEADER, type Csrf } from '../auth/csrf.ts';
import { cookieOptions } from '../auth/cookies.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { apiHeaders } from './securityHeaders.ts';
import { forgetViewersAfterMutations, requestViewer } from './requestViewer.ts';
import { RecordStore } from '../records/store.ts';
import { buildSchema } from '../graphql/schema.ts';
import { logUnexpectedErrors, maskError } from '../graphql/masking.ts';
import { graphqlLimitPlugins, type SchemaDiscovery } from '../graphql/limits.ts';

export interface GraphqlDeps {
  db: Db;
  installed: Installed;
  csrf: Csrf;
  storage: ObjectStore;
  exports?: ExportDeps;
  loginThrottle: LoginThrottle;
  linkThrottle: LinkThrottle;
  resetThrottle: ResetThrottle;
  schemaDiscovery: SchemaDiscovery;
}

/** What the HTTP layer hands yoga: the session is resolved first, so validation rules know the viewer. */
interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  viewer: Viewer | null;
  sessionToken?: string;
}

const isHttps = (req: FastifyRequest): boolean => req.protocol === 'https';

/** A GraphQL answer as JSON. */
export interface GraphqlResult {
  data?: Record<string, unknown> | null;
  errors?: { message: string }[];
}

export type RunQuery = (query: string, variables?: Record<string, unknown>) => Promise<GraphqlResult>;

/**
 * For a page request with a valid session: runs queries in-process as its viewer (no HTTP round trip; the
 * same schema, access rules and limits as POST /graphql). Null when the request has no valid session.
 */
export type QueriesAsViewer = (req: FastifyRequest, reply: FastifyReply) => Promise<RunQuery | null>;

/**
 * GraphQL answers smaller than this go uncompressed. They fit TCP's initial window (about 14 KB) either way, so
 * compressing them saves no round trip, while brotli's CPU time on each would be a sizeable part of the request's.
 * A large list or export answer is still compressed.
 */
export const GRAPHQL_COMPRESS_THRESHOLD = 8 * 1024;

/** POST /graphql (and GET for queries): graphql-yoga inside Fastify, which has already parsed and bounded the body. */
export const registerGraphql = (app: FastifyInstance, deps: GraphqlDeps): QueriesAsViewer => {
  const { db, csrf } = deps;
  const { registry, extensions } = deps.installed;
  const yoga = createYoga<ServerContext, RequestContext>({
    schema: buildSchema<ServerContext & RequestContext>(deps.installed),
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    maskedErrors: { maskError },
    logging: false,
    // The console and its pages are served from this origin; yoga's default would echo any Origin, with credentials.
    cors: false,
    plugins: [...graphqlLimitPlugins(deps.schemaDiscovery), logUnexpectedErrors(), forgetViewersAfterMutations(app.viewerCache)],
    context: ({ req, reply, viewer, sessionToken }): RequestContext => {
      let csrfValid: boolean | undefined;
      return {
        db,
        registry,
        extensions,
        csrf,
        viewer,
        sessionToken,
        storage: deps.storage,
        exports: deps.exports,
        log: req.log,
        requestId: req.id,
        loginThrottle: deps.loginThrottle,
        linkThrottle: deps.linkThrottle,
        resetThrottle: deps.resetThrottle,
        clientAddress: req.ip,
        origin: `${req.protocol}://${req.host}`,
        browserSecret: req.cookies[CSRF_COOKIE],
        // Methods, not arrow functions: tsx (esbuild's keepNames) wraps a function assigned to a property in a
        // naming call, which would run each time this per-request object is built.
        csrfValid() {
          return (csrfValid ??= csrf.isValid(req.cookies[CSRF_COOKIE], req.headers[CSRF_HEADER] as string | undefined));
        },
        secure: isHttps(req),
        store: new RecordStore(db, registry, viewer),
        setCookie(name, value, opts) {
          void reply.setCookie(name, value, cookieOptions(isHttps(req), opts?.maxAgeSeconds));
        },
      };
    },
  });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST'],
    compress: { threshold: GRAPHQL_COMPRESS_THRESHOLD },
    config: { securityHeaders: apiHeaders, noStore: true },
    handler: async (req, reply) => {
      const sessionToken = req.cookies[SESSION_COOKIE];
      const viewer = await requestViewer(db, registry, req);
      // The request's lines from here on carry the user, its completed line (written through reply.log) included.
      if (viewer) reply.log = req.log = req.log.child({ userId: viewer.userId });
      // A literal, not a spread of another object: yoga copies the request's context into this object
      // (Object.assign), a spread copy is slower for V8 to fill than a literal, and the resolvers read this
      // object's fields all through the request.
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, viewer, sessionToken });
      reply.status(response.status);
      response.headers.forEach((value, key) => void reply.header(key, value));
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });

  return async (req, reply) => {
    const viewer = await requestViewer(db, registry, req);
    if (!viewer) return null;
    const serverContext = { req, reply, viewer, sessionToken: req.cookies[SESSION_COOKIE] };
    return async (query, variables = {}) => {
      const headers = { 'content-type': 'application/json', accept: 'application/json' };
      const init = { method: 'POST', headers, body: JSON.stringify({ query, variables }) };
      const response = await yoga.fetch('http://in-process/graphql', init, serverContext);
      return (await response.json()) as GraphqlResult;
    };
  };
};
