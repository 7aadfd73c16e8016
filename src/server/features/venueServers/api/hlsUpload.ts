import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { Db } from '../../../db/database.ts';
import type { Registry } from '../../../../metadata/normalized.ts';
import type { ObjectStore } from '../../../files/storage/objectStore.ts';
import { LIVE_STREAM_API_LIMITS, type HlsUploadAnswer } from '../../../../shared/venueServerApi.ts';
import { FINISH_GRACE_MS, HLS_FILE, HLS_TYPES, hlsContentProblem, hlsTypeOf, storeHlsFile } from '../../liveStreams/liveHls.ts';
import { VenueApiRefusal, type VenueCaller } from './authenticate.ts';
import { BodyProblem } from './reportBodies.ts';
import { serverLiveStream } from './liveStreamChannel.ts';

/**
 * The HLS upload route takes its body as the raw stream (these parsers, in the route's own scope): the server is
 * authenticated and the stream checked before a byte is read, and the bytes are counted against the limit.
 */
export const takeHlsBodies = (scope: FastifyInstance): void => {
  const passThrough = (_req: FastifyRequest, payload: Readable, done: (err: Error | null, body?: unknown) => void) => done(null, payload);
  for (const type of [...Object.values(HLS_TYPES), 'application/x-mpegurl']) scope.addContentTypeParser(type, passThrough);
  // Any other type reaches the route too, which names the type it wants.
  scope.addContentTypeParser('*', passThrough);
};

const MB = 1024 * 1024;

const readBody = async (req: FastifyRequest, file: string): Promise<Buffer> => {
  const playlist = file.endsWith('.m3u8');
  const want = hlsTypeOf(file);
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const body = req.body as Readable | undefined;
  const accepted = playlist ? [want, 'application/x-mpegurl'] : [want];
  if (!accepted.includes(type) || typeof body?.on !== 'function')
    throw new VenueApiRefusal(415, `Send ${file} as the body with content-type ${want} (got ${type || 'none'}).`);
  const max = playlist ? LIVE_STREAM_API_LIMITS.playlistBytes : LIVE_STREAM_API_LIMITS.segmentBytes;
  const tooLarge = () =>
    new VenueApiRefusal(
      413,
      `${file} is larger than ${playlist ? `${max / 1024} KB` : `${max / MB} MB`}, the most a ${playlist ? 'playlist' : 'segment'} may be.`,
    );
  if (Number(req.headers['content-length'] ?? 0) > max) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > max) {
      body.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

/** A reply before the body was read leaves it unread: drop it, so the connection is not left waiting on it. */
export const dropUnreadBody = (req: FastifyRequest): void => {
  const body = req.body as Readable | undefined;
  if (typeof body?.resume === 'function' && !body.readableEnded) body.resume();
};

/**
 * PUT …/live_streams/:id/hls/:file: one HLS file of a stream the server sends (a court its cameras film), while
 * the stream is on: a sane name (HLS_FILE), the right type, within the limit, and bytes that are what the name says.
 */
export const uploadHlsFile = async (
  db: Db,
  registry: Registry,
  storage: ObjectStore,
  server: VenueCaller,
  named: string,
  file: string,
  req: FastifyRequest,
): Promise<HlsUploadAnswer> => {
  if (!HLS_FILE.test(file))
    throw new BodyProblem(
      'file',
      `'${file.slice(0, 100)}' is not an HLS file name: letters, digits, - and _, ending .m3u8 or .ts (${HLS_FILE.source})`,
    );
  const stream = await serverLiveStream(db, server, named);
  if (stream.cancelled) throw new VenueApiRefusal(409, `Live stream ${stream.id} is cancelled: send it no more.`);
  if (Date.now() > stream.finishAt.getTime() + FINISH_GRACE_MS)
    throw new VenueApiRefusal(409, `Live stream ${stream.id} finished at ${stream.finishAt.toISOString()}: send it no more.`);
  const bytes = await readBody(req, file);
  if (bytes.length === 0) throw new BodyProblem('body', `is empty: send ${file}'s bytes`);
  const problem = hlsContentProblem(file, bytes);
  if (problem) throw new BodyProblem('body', problem);
  const liveHlsUrl = await storeHlsFile(db, registry, storage, stream, file, bytes);
  return { file, size: bytes.length, liveHlsUrl };
};
