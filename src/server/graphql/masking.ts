import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { FastifyRequest } from 'fastify';
import type { Plugin } from 'graphql-yoga';

export const UNEXPECTED_ERROR = 'Unexpected error';

/** The real error behind each 'Unexpected error' a client is sent, until the request's logger has written it. */
const unexpectedCauses = new WeakMap<GraphQLError, { cause: unknown }>();

/**
 * Errors as clients see them, in every environment. The project's own errors (validation, permission,
 * not found, sign-in) and GraphQL's request errors are GraphQLErrors with messages written for users, and
 * pass as they are. Anything else (a database error, a bug) becomes 'Unexpected error' with an id
 * (extensions.uuid, which the console's 'Unable to Complete Request' dialog shows); logUnexpectedErrors logs
 * the id with the real error and its stack, so support can find it, and the client learns nothing inside.
 */
export const maskError = (error: unknown): Error => {
  const cause = error instanceof GraphQLError ? error.originalError : error;
  if (error instanceof GraphQLError && (cause === undefined || cause instanceof GraphQLError)) return error;
  const masked = new GraphQLError(UNEXPECTED_ERROR, {
    path: error instanceof GraphQLError ? error.path : undefined,
    extensions: { code: 'INTERNAL_SERVER_ERROR', uuid: randomUUID() },
  });
  unexpectedCauses.set(masked, { cause });
  return masked;
};

/** Logs the unexpected errors of an answer (or a batch of answers) with the request's logger, once each. */
const logUnexpected = (result: unknown, req: FastifyRequest): void => {
  for (const answer of Array.isArray(result) ? result : [result]) {
    for (const error of (answer as { errors?: readonly unknown[] }).errors ?? []) {
      const unexpected = error instanceof GraphQLError && unexpectedCauses.get(error);
      if (!unexpected) continue;
      unexpectedCauses.delete(error);
      req.log.error({ err: unexpected.cause, errorId: error.extensions.uuid }, 'unexpected error');
    }
  }
};

/**
 * Logs the unexpected errors of an answer with the request's logger, whose lines carry the request id. Here
 * rather than in maskError, which cannot see the request: reaching it there would take an AsyncLocalStorage, and
 * on Node 20 and 22 an AsyncLocalStorage in use runs a hook on every promise of the process, which every request
 * would pay for. Every answer yoga writes, failed or not, passes through result processing.
 */
export const logUnexpectedErrors = (): Plugin<object, { req: FastifyRequest }> => ({
  onResultProcess: ({ result, serverContext }) => logUnexpected(result, serverContext.req),
});
