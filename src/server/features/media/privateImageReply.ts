import type { FastifyReply } from 'fastify';
import { jsonError } from '../../http/jsonError.ts';

/** An image route's refusal as JSON `{ error }`, which the console's image tabs show as the message; not cached either. */
export const imageRouteError = (reply: FastifyReply, status: number, error: string) =>
  jsonError(reply.header('cache-control', 'private, no-store'), status, error);

/** A JPEG drawn for one signed-in viewer: never cached (it changes and is theirs), never sniffed as anything else. */
export const sendPrivateJpeg = (reply: FastifyReply, bytes: Buffer) =>
  reply
    .type('image/jpeg')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-length', bytes.length)
    .send(bytes);
