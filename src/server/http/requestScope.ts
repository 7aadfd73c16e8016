import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/**
 * The request being served, wherever its work runs (GraphQL error masking has no other way to reach the
 * request's logger, whose lines carry the request id).
 */
export const requestScope = new AsyncLocalStorage<FastifyRequest>();

export const requestLog = (fallback: FastifyBaseLogger): FastifyBaseLogger => requestScope.getStore()?.log ?? fallback;
