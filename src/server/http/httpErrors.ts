import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { UNEXPECTED_ERROR } from '../graphql/masking.ts';

/** The largest request body: a GraphQL request with an image upload (2 MiB as base64) and room to spare. */
export const BODY_LIMIT = 3 * 1024 * 1024;

/** Short, fixed messages for what Fastify refuses before any handler runs (never echoing the input). */
const MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: `Request body is larger than ${BODY_LIMIT / 1024 / 1024} MB.`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON.',
  FST_ERR_BAD_URL: 'Malformed URL.',
};

/** GraphQL clients read errors from {errors: [...]}; everyone else gets {error}. */
const send = (req: FastifyRequest, reply: FastifyReply, status: number, message: string, extensions: Record<string, unknown>) =>
  reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(req.url.split('?')[0] === '/graphql' ? { errors: [{ message, extensions }] } : { error: message, ...extensions });

/**
 * Every error that reaches Fastify: a client's mistake answers its 4xx with a short message; anything
 * else answers 500 'Unexpected error' with an id that the log line (with the stack) carries too.
 */
export const handleHttpError = (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
  // Our own refusals raised outside GraphQL (a throttled link lookup in a file route) carry their status and message.
  const own = (error as { extensions?: { code?: string; http?: { status?: number } } }).extensions;
  if (own?.http?.status && own.http.status >= 400 && own.http.status < 500) {
    req.log.info({ code: own.code, status: own.http.status }, 'request refused');
    return send(req, reply, own.http.status, error.message, { code: own.code ?? 'BAD_REQUEST' });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = (error.code && MESSAGES[error.code]) ?? (error.code === 'FST_ERR_VALIDATION' ? 'Invalid request.' : 'Bad request.');
    req.log.info({ code: error.code, status }, 'request refused');
    return send(req, reply, status, message, { code: error.code ?? 'BAD_REQUEST' });
  }
  const errorId = randomUUID();
  req.log.error({ err: error, errorId }, 'unexpected error');
  return send(req, reply, 500, UNEXPECTED_ERROR, { code: 'INTERNAL_SERVER_ERROR', uuid: errorId });
};

/** Errors Fastify raises while routing (a malformed percent-encoding in the path, say). */
export const handleFrameworkError = (error: FastifyError, req: FastifyRequest, reply: FastifyReply) =>
  handleHttpError(Object.assign(error, { statusCode: 400 }), req, reply);
