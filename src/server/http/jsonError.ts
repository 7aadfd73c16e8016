import type { FastifyReply } from 'fastify';

/** A non-GraphQL route's refusal as JSON `{ error }`: the message the console or a script shows as it is. */
export const jsonError = (reply: FastifyReply, status: number, error: string) =>
  reply.status(status).type('application/json; charset=utf-8').send({ error });
