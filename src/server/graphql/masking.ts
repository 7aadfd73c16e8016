import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { requestLog } from '../http/requestScope.ts';

export const UNEXPECTED_ERROR = 'Unexpected error';

/**
 * Errors as clients see them, in every environment. The project's own errors (validation, permission,
 * not found, sign-in) and GraphQL's request errors are GraphQLErrors with messages written for users, and
 * pass as they are. Anything else (a database error, a bug) becomes 'Unexpected error' with an id
 * (extensions.uuid, which the console's 'Unable to Complete Request' dialog shows); the server logs the id
 * with the real error and its stack, so support can find it, and the client learns nothing inside.
 */
export const maskError =
  (fallbackLog: FastifyBaseLogger) =>
  (error: unknown): Error => {
    const cause = error instanceof GraphQLError ? error.originalError : error;
    if (error instanceof GraphQLError && (cause === undefined || cause instanceof GraphQLError)) return error;
    const uuid = randomUUID();
    requestLog(fallbackLog).error({ err: cause, errorId: uuid }, 'unexpected error');
    return new GraphQLError(UNEXPECTED_ERROR, {
      path: error instanceof GraphQLError ? error.path : undefined,
      extensions: { code: 'INTERNAL_SERVER_ERROR', uuid },
    });
  };
