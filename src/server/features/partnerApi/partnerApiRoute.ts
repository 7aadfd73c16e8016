import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga } from 'graphql-yoga';
import type { Plugin } from '@envelop/core';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { Registry } from '../../../metadata/normalized.ts';
import type { Db } from '../../db/database.ts';
import type { Csrf } from '../../auth/csrf.ts';
import { PARTNER_API_PATH } from '../../../shared/partnerApi.ts';
import { logUnexpectedErrors, maskError } from '../../graphql/masking.ts';
import { authenticatePartnerCaller, PartnerApiRefusal, type PartnerCaller } from './authenticate.ts';
import { buildPartnerApiSchema, partnerLoaders, type PartnerApiContext } from './schema.ts';
import { errorMessageOf, logPartnerRequest } from './requestLog.ts';
import { apiHeaders } from '../../http/securityHeaders.ts';

export interface PartnerApiDeps {
  db: Db;
  registry: Registry;
  csrf: Csrf;
}

/**
 * What one partner API request may ask for, checked before anything runs. Its deepest honest query
 * (gameSchedules { homeTeam { organisation { name } } }) has depth 4; lists are bounded by their limit.
 */
export const PARTNER_API_LIMITS = { depth: 6, aliases: 20, directives: 10, tokens: 2_000 };

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  caller: PartnerCaller;
}

interface Body {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

/**
 * POST /api/v1/graphql: the partner API (spec 002 §7), a yoga instance of its own over a read-only schema
 * scoped to one partner. A partner calls it with its API key; the console's GraphiQL page with its session,
 * CSRF token and the partner-id header. Every request whose partner is known is logged in
 * api_graphql_requests, answered or refused, once its answer is computed.
 */
export const registerPartnerApi = (app: FastifyInstance, deps: PartnerApiDeps): void => {
  const { db, registry, csrf } = deps;
  const yoga = createYoga<ServerContext, PartnerApiContext>({
    schema: buildPartnerApiSchema<ServerContext & PartnerApiContext>(),
    graphqlEndpoint: PARTNER_API_PATH,
    graphiql: false,
    landingPage: false,
    logging: false,
    maskedErrors: { maskError },
    plugins: [
      maxDepthPlugin({ n: PARTNER_API_LIMITS.depth, flattenFragments: true }),
      maxAliasesPlugin({ n: PARTNER_API_LIMITS.aliases }),
      maxDirectivesPlugin({ n: PARTNER_API_LIMITS.directives }),
      maxTokensPlugin({ n: PARTNER_API_LIMITS.tokens }),
      logUnexpectedErrors(),
    ] as Plugin[],
    context: ({ caller }) => ({ db, partnerId: caller.partnerId, loaders: partnerLoaders(db, caller.partnerId) }),
  });

  app.post(PARTNER_API_PATH, { config: { securityHeaders: apiHeaders, noStore: true } }, async (req, reply) => {
    const requestedAt = new Date();
    const started = performance.now();
    const body = (req.body ?? {}) as Body;
    const answer = async (caller: PartnerCaller | null, status: number, payload: string) => {
      if (caller)
        await logPartnerRequest(db, {
          caller,
          requestedAt,
          query: typeof body.query === 'string' ? body.query : '',
          operationName: body.operationName,
          variables: body.variables,
          status,
          errorMessage: errorMessageOf(payload),
          durationMs: performance.now() - started,
          ipAddress: req.ip,
        });
      return reply.status(status).send(payload);
    };

    let caller: PartnerCaller;
    try {
      caller = await authenticatePartnerCaller(db, registry, csrf, req);
    } catch (err) {
      if (!(err instanceof PartnerApiRefusal)) throw err;
      const code = err.status === 401 ? 'UNAUTHENTICATED' : err.status === 403 ? 'FORBIDDEN' : 'BAD_REQUEST';
      reply.header('content-type', 'application/json; charset=utf-8');
      if (err.status === 401) reply.header('www-authenticate', 'Bearer');
      return answer(err.caller, err.status, JSON.stringify({ errors: [{ message: err.message, extensions: { code } }] }));
    }
    reply.log = req.log = req.log.child({ apiPartnerId: caller.partnerId, apiCredentialId: caller.credentialId });
    const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, caller });
    response.headers.forEach((value, key) => void reply.header(key, value));
    return answer(caller, response.status, await response.text());
  });
};
