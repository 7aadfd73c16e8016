import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { typeNamed } from '../../metadata/normalized.ts';
import type { ServerRegistry } from '../records/serverRegistry.ts';
import type { Db } from '../db/database.ts';
import { RecordStore } from '../records/store.ts';
import { mayReadField } from '../access/fieldAccess.ts';
import { requestViewer } from './requestViewer.ts';
import { blobBytes, blobKey, findBlob, type Blob } from '../files/blobs.ts';
import type { ObjectStore } from '../files/storage/objectStore.ts';
import { FILES_BASE, isStoredRef } from '../files/storedFile.ts';
import { isImageType } from '../files/contentType.ts';
import { renderThumbnail, THUMBNAIL_TYPE, ThumbnailCache, thumbnailWidth } from '../files/thumbnails.ts';
import { byteRange } from './byteRange.ts';

export interface FileRouteDeps {
  db: Db;
  registry: ServerRegistry;
  /** Where the files' bytes are (readmin_blobs holds who may read them). */
  storage: ObjectStore;
}

/** Browsers may keep a file an hour; only theirs (private), as it is served by the viewer's rights. */
const CACHE_CONTROL = 'private, max-age=3600';
/** A file is content, never a page: an SVG or HTML opened directly runs no script and loads nothing. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

type Readable = { blob: Blob; name: string };

/**
 * The blob if the request's viewer may read its record's field (the record read scoping of GraphQL, through
 * the same RecordStore), and it is still the field's current file. Anything else is null: the route answers
 * 404 alike for a missing blob and a forbidden one, so ids reveal nothing.
 */
const readableBlob = async (deps: FileRouteDeps, req: FastifyRequest<{ Params: { blobId: string } }>): Promise<Readable | null> => {
  const blob = await findBlob(deps.db, req.params.blobId);
  const type = blob && typeNamed(deps.registry, blob.typename);
  const field = type?.fields.find((f) => f.name === blob!.field);
  if (!blob || !type || !field) return null;
  const viewer = await requestViewer(deps.db, deps.registry, req);
  if (!viewer || !mayReadField(field, viewer)) return null;
  const record = await new RecordStore(deps.db, deps.registry, viewer).get(type.typename, blob.recordId).catch(() => null);
  const value = record?.[field.name];
  return isStoredRef(value) && value.blobId === blob.id ? { blob, name: value.name } : null;
};

const notFound = (reply: FastifyReply) => reply.status(404).type('application/json; charset=utf-8').send({ error: 'Not Found' });

/** RFC 6266: a plain ASCII fallback and the exact UTF-8 name. */
export const disposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The headers every answer of a file carries; true when the browser's copy is current (answered 304). */
const fileHeaders = (req: FastifyRequest, reply: FastifyReply, etag: string): boolean => {
  reply
    .header('etag', etag)
    .header('cache-control', CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP)
    .header('accept-ranges', 'bytes');
  return req.headers['if-none-match'] === etag;
};

/** A stored file streamed from the object store, whole or the asked range (a video element seeks with these). */
const sendStored = async (req: FastifyRequest, reply: FastifyReply, storage: ObjectStore, blob: Blob) => {
  if (fileHeaders(req, reply, `"${blob.sha256}"`)) return reply.status(304).send();
  const range = byteRange(req.headers.range, blob.size);
  if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${blob.size}`).send();
  const object = await storage.get(blobKey(blob.id), range ? { start: range[0], end: range[1] } : undefined);
  if (!object) {
    // A row naming no object is a broken store, not a missing file: the log says which.
    req.log.error({ key: blobKey(blob.id) }, 'a stored file has no object in the object store');
    return notFound(reply);
  }
  if (object.range) {
    const { start, end } = object.range;
    reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${object.size}`)
      .header('content-length', end - start + 1);
  } else reply.header('content-length', object.size);
  return reply.type(blob.contentType).send(object.body);
};

/** A thumbnail, rendered in memory: whole or the asked range. */
const send = (req: FastifyRequest, reply: FastifyReply, etag: string, contentType: string, bytes: Buffer | null) => {
  if (fileHeaders(req, reply, etag)) return reply.status(304).send();
  const range = byteRange(req.headers.range, bytes!.length);
  if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${bytes!.length}`).send();
  if (range) {
    const [start, end] = range;
    reply.status(206).header('content-range', `bytes ${start}-${end}/${bytes!.length}`);
    return reply
      .type(contentType)
      .header('content-length', end - start + 1)
      .send(bytes!.subarray(start, end + 1));
  }
  return reply.type(contentType).header('content-length', bytes!.length).send(bytes);
};

/**
 * GET /readmin/files/:blobId/:filename serves a stored file from the object store; GET /readmin/files/:blobId/thumbnail?width=N
 * a WebP of an image, N rounded up to 200..600 in steps of 100 (THUMBNAIL_WIDTHS).
 */
export const registerFileRoutes = (app: FastifyInstance, deps: FileRouteDeps): void => {
  const thumbnails = new ThumbnailCache();

  app.get<{ Params: { blobId: string; filename: string } }>(`${FILES_BASE}/:blobId/:filename`, async (req, reply) => {
    const found = await readableBlob(deps, req);
    if (!found) return notFound(reply);
    const { blob, name } = found;
    reply.header('content-disposition', disposition(isImageType(blob.contentType) ? 'inline' : 'attachment', name));
    return sendStored(req, reply, deps.storage, blob);
  });

  app.get<{ Params: { blobId: string }; Querystring: { width?: string } }>(`${FILES_BASE}/:blobId/thumbnail`, async (req, reply) => {
    const found = await readableBlob(deps, req);
    if (!found || !isImageType(found.blob.contentType)) return notFound(reply);
    const width = thumbnailWidth(req.query.width);
    const key = `${found.blob.id}:${width}`;
    const etag = `"${found.blob.sha256}-w${width}"`;
    let thumbnail = thumbnails.get(key) ?? null;
    if (!thumbnail && req.headers['if-none-match'] !== etag) {
      const bytes = await blobBytes(deps.db, deps.storage, found.blob.id);
      thumbnail = bytes && (await renderThumbnail(bytes, found.blob.contentType, width).catch(() => null));
      if (!thumbnail) return notFound(reply);
      thumbnails.set(key, thumbnail);
    }
    return send(req, reply, etag, THUMBNAIL_TYPE, thumbnail);
  });
};
