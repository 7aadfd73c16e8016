import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerRegistry } from '../../records/serverRegistry.ts';
import type { Db } from '../../db/database.ts';
import type { ObjectStore } from '../../files/storage/objectStore.ts';
import { sendObject } from '../../files/storage/sendObject.ts';
import { requestViewer } from '../../http/requestViewer.ts';
import { jsonError } from '../../http/jsonError.ts';
import { readableRecord } from '../../http/readableRecord.ts';
import type { RecordObject } from '../../records/record.ts';
import { ARCHIVED_STORAGE_CLASS, isArchived, MEDIA_BASE, originalObject, recordingKey, thumbnailKey, versionKey } from './videoFiles.ts';

export interface VideoFileRouteDeps {
  db: Db;
  registry: ServerRegistry;
  storage: ObjectStore;
}

const refuse = (reply: FastifyReply, status: number, error: string) => jsonError(reply.header('cache-control', 'private, no-store'), status, error);

/**
 * A video's original and its encoded versions (and a court's recordings), streamed from the object store with seeking (Range): signed in
 * (else 401), the record readable through the record store (else 404, so ids reveal nothing), and its video
 * not blocked (the record store's mask hides the URL, else 403). Each refusal says why.
 */
export const registerVideoFileRoutes = (app: FastifyInstance, deps: VideoFileRouteDeps) => {
  type Found = { record: RecordObject; id: number; error?: undefined } | { status: number; error: string };
  const readable = async (req: Parameters<typeof requestViewer>[2], typename: string, rawId: string): Promise<Found> => {
    const viewer = await requestViewer(deps.db, deps.registry, req);
    if (!viewer) return { status: 401, error: 'Sign in to watch this video.' };
    return (await readableRecord(deps.db, deps.registry, viewer, typename, rawId)) ?? { status: 404, error: 'Not Found' };
  };

  app.get<{ Params: { videoId: string } }>(`${MEDIA_BASE}/videos/:videoId/original.mp4`, async (req, reply) => {
    const found = await readable(req, 'Video', req.params.videoId);
    if (found.error !== undefined) return refuse(reply, found.status, found.error);
    if (!found.record.originalVideoUrl) return refuse(reply, 403, 'This video’s original is not available to watch (blocked or not stored).');
    const object = await originalObject(deps.db, found.id);
    if (!object) return refuse(reply, 404, 'This video has no stored original.');
    if (isArchived(object)) return refuse(reply, 409, 'This video’s original is archived: restore it first (Restore Original Video).');
    if (!(await sendObject(reply, deps.storage, object.key, { range: req.headers.range })))
      return refuse(reply, 404, `The original’s file is missing from storage (${object.key}).`);
    return reply;
  });

  app.get<{ Params: { videoId: string } }>(`${MEDIA_BASE}/videos/:videoId/thumbnail.jpg`, async (req, reply) => {
    const found = await readable(req, 'Video', req.params.videoId);
    if (found.error !== undefined) return refuse(reply, found.status, found.error);
    if (!found.record.thumbnailUrl) return refuse(reply, 403, 'This video’s thumbnail is not available (blocked or not made).');
    if (!(await sendObject(reply, deps.storage, thumbnailKey(found.id))))
      return refuse(reply, 404, `This video has no thumbnail in storage (${thumbnailKey(found.id)}).`);
    return reply;
  });

  app.get<{ Params: { objectId: string } }>(`${MEDIA_BASE}/video_objects/:objectId`, async (req, reply) => {
    const found = await readable(req, 'VideoObject', req.params.objectId);
    if (found.error !== undefined) return refuse(reply, found.status, found.error);
    const key = String(found.record.key);
    if (found.record.storageClass === ARCHIVED_STORAGE_CLASS) return refuse(reply, 409, 'This file is archived: restore it first.');
    if (!(await sendObject(reply, deps.storage, key, { range: req.headers.range })))
      return refuse(reply, 404, `This file is missing from storage (${key}).`);
    return reply;
  });

  app.get<{ Params: { eventVideoId: string } }>(`${MEDIA_BASE}/event_videos/:eventVideoId.mp4`, async (req, reply) => {
    const found = await readable(req, 'EventVideo', req.params.eventVideoId);
    if (found.error !== undefined) return refuse(reply, found.status, found.error);
    if (!found.record.url) return refuse(reply, 403, 'This highlight is not available to watch (blocked or not made yet).');
    const clip = await deps.db
      .selectFrom('video_objects')
      .select('key')
      .where('event_video_id', '=', found.id)
      .where('kind', '=', 'clip')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!clip || !(await sendObject(reply, deps.storage, clip.key, { range: req.headers.range })))
      return refuse(reply, 404, 'This highlight’s clip is missing from storage.');
    return reply;
  });

  // A court's recording as its venue server uploaded it (recordingFiles.ts), for whoever may read the recording.
  app.get<{ Params: { recordingId: string } }>(`${MEDIA_BASE}/recordings/:recordingId.mp4`, async (req, reply) => {
    const found = await readable(req, 'Recording', req.params.recordingId);
    if (found.error !== undefined) return refuse(reply, found.status, found.error);
    const key = recordingKey(found.id);
    if (!(await sendObject(reply, deps.storage, key, { range: req.headers.range })))
      return refuse(reply, 404, `This recording has not been uploaded (${key} is not in storage).`);
    return reply;
  });

  app.get<{ Params: { versionId: string } }>(`${MEDIA_BASE}/video_versions/:versionId.mp4`, async (req, reply) => {
    const found = await readable(req, 'VideoVersion', req.params.versionId);
    if (found.error !== undefined) return refuse(reply, found.status, found.error);
    if (found.record.footageDeleted) return refuse(reply, 410, 'The footage of this version was deleted.');
    if (!found.record.url) return refuse(reply, 403, 'This version is not available to watch (blocked or not encoded).');
    const key = versionKey(Number(found.record.videoId), String(found.record.quality));
    if (!(await sendObject(reply, deps.storage, key, { range: req.headers.range })))
      return refuse(reply, 404, `This version has not been encoded yet: run Re-encode on its video (${key} is not in storage).`);
    return reply;
  });
};
