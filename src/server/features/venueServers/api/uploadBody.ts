import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { VenueApiRefusal } from './authenticate.ts';
import { BodyProblem } from './reportBodies.ts';

/** A file a venue server uploads: its media type, the most bytes taken, and how its first bytes look. */
export interface UploadKind {
  contentType: 'image/jpeg' | 'video/mp4';
  what: string;
  maxBytes: number;
  /** Whether the bytes start as such a file does (a JPEG's SOI marker, an MP4's ftyp box). */
  looksRight: (bytes: Buffer) => boolean;
}

const MB = 1024 * 1024;

export const isJpeg = (bytes: Buffer): boolean => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
export const isMp4 = (bytes: Buffer): boolean => bytes.length > 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp';

/**
 * Upload routes take their body as the raw stream (these parsers, registered in the upload routes' own
 * scope, never elsewhere): the route authenticates the server before it reads a byte, and counts the
 * bytes itself, so an upload too large is refused with the limit in words.
 */
export const takeRawBodies = (scope: FastifyInstance): void => {
  const passThrough = (_req: FastifyRequest, payload: Readable, done: (err: Error | null, body?: unknown) => void) => done(null, payload);
  scope.addContentTypeParser('image/jpeg', passThrough);
  scope.addContentTypeParser('video/mp4', passThrough);
  // Any other type reaches the route too, which names the type it wants (the engine would answer a bare 415).
  scope.addContentTypeParser('*', passThrough);
};

const tooLarge = (kind: UploadKind) =>
  new VenueApiRefusal(413, `The ${kind.what} is larger than ${Math.round(kind.maxBytes / MB)} MB, the most the venue server API takes.`);

/** Reads the request's body as `kind`: the right content type (else 415), within the limit (else 413), and bytes that look like one (else 400). */
export const readUpload = async (req: FastifyRequest, kind: UploadKind): Promise<Buffer> => {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const body = req.body as Readable | undefined;
  if (type !== kind.contentType || typeof body?.on !== 'function')
    throw new VenueApiRefusal(415, `Send the ${kind.what} as the body with content-type ${kind.contentType} (got ${type || 'none'}).`);
  if (Number(req.headers['content-length'] ?? 0) > kind.maxBytes) throw tooLarge(kind);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > kind.maxBytes) {
      body.destroy();
      throw tooLarge(kind);
    }
    chunks.push(chunk as Buffer);
  }
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0) throw new BodyProblem('body', `is empty: send the ${kind.what}'s bytes`);
  if (!kind.looksRight(bytes)) throw new BodyProblem('body', `is not a ${kind.what}: its first bytes are not those of a ${kind.contentType} file`);
  return bytes;
};

/** A reply before the body was read leaves it unread: drop it, so the connection is not left waiting on it. */
export const discardBody = (req: FastifyRequest): void => {
  const body = req.body as Readable | undefined;
  if (typeof body?.resume === 'function' && !body.readableEnded) body.resume();
};
