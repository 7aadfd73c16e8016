import type { FastifyInstance } from 'fastify';
import { imageRouteError, sendPrivateJpeg } from './privateImageReply.ts';
import type { ServerRegistry } from '../../records/serverRegistry.ts';
import type { Db } from '../../db/database.ts';
import type { ObjectStore } from '../../files/storage/objectStore.ts';
import { requestViewer } from '../../http/requestViewer.ts';
import { readableRecord } from '../../http/readableRecord.ts';
import { LIVE_IMAGE_NOT_ALLOWED, liveImageAllowed, liveImagePath, renderLiveImage } from './cameraQueries.ts';

export interface LiveImageRouteDeps {
  db: Db;
  registry: ServerRegistry;
  storage: ObjectStore;
}

/**
 * GET /readmin/cameras/:cameraId/live_image.jpg: the camera's live image, with the access of Camera.liveImageUrl:
 * signed in (else 401), the camera readable through the record store (else 404, so ids reveal nothing), and
 * a platform admin or a venue that allows camera preview (else 403 with the tab's message). Never cached:
 * a refresh must show the newest frame.
 */
export const registerLiveImageRoute = (app: FastifyInstance, deps: LiveImageRouteDeps) => {
  app.get<{ Params: { cameraId: string } }>(liveImagePath(':cameraId'), async (req, reply) => {
    const viewer = await requestViewer(deps.db, deps.registry, req);
    if (!viewer) return imageRouteError(reply, 401, 'Sign in to see the live image.');
    const camera = await readableRecord(deps.db, deps.registry, viewer, 'Camera', req.params.cameraId);
    if (!camera) return imageRouteError(reply, 404, 'Not Found');
    const cameraId = camera.id;
    if (!(await liveImageAllowed(deps.db, viewer, cameraId))) return imageRouteError(reply, 403, LIVE_IMAGE_NOT_ALLOWED);
    const bytes = await renderLiveImage(deps.db, deps.storage, cameraId).catch((e: unknown) => e as Error);
    if (bytes instanceof Error) return imageRouteError(reply, 404, bytes.message);
    return sendPrivateJpeg(reply, bytes);
  });
};
