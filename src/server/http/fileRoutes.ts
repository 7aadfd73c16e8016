import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { typeNamed } from '../../metadata/normalized.ts';
import type { ServerRegistry } from '../records/serverRegistry.ts';
import type { Db } from '../db/database.ts';
import { RecordStore } from '../records/store.ts';
import { mayReadField } from '../access/fieldAccess.ts';
import { requestViewer } from './requestViewer.ts';
import { blobBytes, findBlob, type Blob } from '../files/blobs.ts';
import { FILES_BASE, isStoredRef } from '../files/storedFile.ts';
import { isImageType } from '../files/contentType.ts';
import { renderThumbnail, THUMBNAIL_TYPE, ThumbnailCache, thumbnailWidth } from '../files/thumbnails.ts';
import { byteRange } from './byteRange.ts';

export interface FileRouteDeps {
  db: Db;
  registry: ServerRegistry;
}

/** Browsers may keep a file an hour; only theirs (private), as it is served by the viewer's rights. */
const CACHE_CONTROL = 'private, max-age=3600';
/** A file is content, never a page: an SVG or HTML opened directly runs no script and loads nothing. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

type Readable = { blob: Omit<Blob, 'bytes'>; name: string };

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

const send = (req: FastifyRequest, reply: FastifyReply, etag: string, contentType: string, bytes: Buffer | null) => {
  reply
    .header('etag', etag)
    .header('cache-control', CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP)
    .header('accept-ranges', 'bytes');
  if (req.headers['if-none-match'] === etag) return reply.status(304).send();
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
 * GET /readmin/files/:blobId/:filename serves a stored file; GET /readmin/files/:blobId/thumbnail?width=N
 * a WebP of an image, N rounded up to 200..600 in steps of 100 (THUMBNAIL_WIDTHS).
 */
export const registerFileRoutes = (app: FastifyInstance, deps: FileRouteDeps): void => {
  const thumbnails = new ThumbnailCache();

  app.get<{ Params: { blobId: string; filename: string } }>(`${FILES_BASE}/:blobId/:filename`, async (req, reply) => {
    const found = await readableBlob(deps, req);
    if (!found) return notFound(reply);
    const { blob, name } = found;
    const fresh = req.headers['if-none-match'] === `"${blob.sha256}"`;
    const bytes = fresh ? null : await blobBytes(deps.db, blob.id);
    if (!fresh && !bytes) return notFound(reply);
    reply.header('content-disposition', disposition(isImageType(blob.contentType) ? 'inline' : 'attachment', name));
    return send(req, reply, `"${blob.sha256}"`, blob.contentType, bytes);
  });

  app.get<{ Params: { blobId: string }; Querystring: { width?: string } }>(`${FILES_BASE}/:blobId/thumbnail`, async (req, reply) => {
    const found = await readableBlob(deps, req);
    if (!found || !isImageType(found.blob.contentType)) return notFound(reply);
    const width = thumbnailWidth(req.query.width);
    const key = `${found.blob.id}:${width}`;
    const etag = `"${found.blob.sha256}-w${width}"`;
    let thumbnail = thumbnails.get(key) ?? null;
    if (!thumbnail && req.headers['if-none-match'] !== etag) {
      const bytes = await blobBytes(deps.db, found.blob.id);
      thumbnail = bytes && (await renderThumbnail(bytes, found.blob.contentType, width).catch(() => null));
      if (!thumbnail) return notFound(reply);
      thumbnails.set(key, thumbnail);
    }
    return send(req, reply, etag, THUMBNAIL_TYPE, thumbnail);
  });
};
