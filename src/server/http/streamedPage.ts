import { PassThrough, type Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** @fastify/compress's own brotli settings for answers compressed on the fly (quality 4: fast, ~gzip's size). */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * A page sent in two parts: `first` at once, then what `rest` answers. The page compresses itself, flushing
 * after the first part, because @fastify/compress (which leaves an answer with a Content-Encoding alone) would
 * hold the first part in its compressor until the end. `rest` starts only once the first part has gone out:
 * embedded PGlite runs its queries on this thread, and a chain of them would keep the event loop (and so the
 * compressor's output and the socket) waiting until the end. A `rest` that fails ends the page as it is.
 */
export const streamedPage = (req: FastifyRequest, reply: FastifyReply, first: string, rest: () => Promise<string>): Readable => {
  const encoding = negotiate(req.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  const out = encoding === 'br' ? createBrotliCompress(BROTLI_OPTIONS) : encoding === 'gzip' ? createGzip() : new PassThrough();
  reply.header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  out.write(first);
  const firstSent = new Promise<void>((resolve) => ('flush' in out ? out.flush(() => setImmediate(resolve)) : setImmediate(resolve)));
  // A visitor who left (or a HEAD request, answered without a body) has had the stream destroyed already.
  firstSent.then(rest).then(
    (text) => out.destroyed || out.end(text),
    (error: unknown) => {
      req.log.error({ err: error }, 'page not completed');
      if (!out.destroyed) out.end();
    },
  );
  return out;
};
