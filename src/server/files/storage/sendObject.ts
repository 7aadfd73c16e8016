import type { FastifyReply } from 'fastify';
import type { ByteRange, ObjectStore } from './objectStore.ts';
import { byteRange } from '../../http/byteRange.ts';
import { disposition } from '../../http/fileRoutes.ts';

export interface SendObjectOptions {
  /** The Range header, so a video player can seek. */
  range?: string;
  /** Offer it as a download under this file name rather than showing it inline. */
  downloadName?: string;
}

/**
 * Streams a stored object (or the asked range: 206 with Content-Range; 416 past its end). Answers false, with
 * nothing sent, when the store has no such object, so the caller says why in its own words.
 */
export const sendObject = async (reply: FastifyReply, store: ObjectStore, key: string, opts: SendObjectOptions = {}): Promise<boolean> => {
  let asked: ByteRange | undefined;
  // A range is read against the object's size (a suffix range counts from its end); a whole object needs no size first.
  if (opts.range) {
    const size = await store.size(key);
    if (size === null) return false;
    const range = byteRange(opts.range, size);
    if (range === 'unsatisfiable') {
      await reply.code(416).header('content-range', `bytes */${size}`).send();
      return true;
    }
    if (range) asked = { start: range[0], end: range[1] };
  }
  const object = await store.get(key, asked);
  if (!object) return false;
  reply.header('content-type', object.contentType).header('accept-ranges', 'bytes').header('cache-control', 'private, no-cache');
  if (opts.downloadName) reply.header('content-disposition', disposition('attachment', opts.downloadName));
  if (object.range) {
    reply
      .code(206)
      .header('content-range', `bytes ${object.range.start}-${object.range.end}/${object.size}`)
      .header('content-length', object.range.end - object.range.start + 1);
  } else reply.header('content-length', object.size);
  await reply.send(object.body);
  return true;
};
