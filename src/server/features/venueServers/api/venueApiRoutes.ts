import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { Registry } from '../../../../metadata/normalized.ts';
import { apiHeaders } from '../../../http/securityHeaders.ts';
import type { ObjectStore } from '../../../files/storage/objectStore.ts';
import {
  VENUE_API_CAMERAS,
  VENUE_API_COMMANDS,
  VENUE_API_LIMITS,
  VENUE_API_RECORDINGS,
  VENUE_API_STATUS,
} from '../../../../shared/venueServerApi.ts';
import { CAMERA, finishOutage, VENUE_SERVER } from '../contactOutages.ts';
import { authenticateVenueServer, VenueApiRefusal, type VenueCaller } from './authenticate.ts';
import { takePendingCommands, recordCommandReport } from './commandChannel.ts';
import { recordStatusReport } from './statusChannel.ts';
import { BodyProblem, commandReportOf, statusReportOf } from './reportBodies.ts';
import { isoTime, listServerCameras, recordSnapshot } from './cameraChannel.ts';
import { recordingTarget, recordUpload } from './recordingChannel.ts';
import { discardBody, isJpeg, isMp4, readUpload, takeRawBodies, type UploadKind } from './uploadBody.ts';
import { registerLiveStreamRoutes } from './liveStreamRoutes.ts';

const CONFIG = { securityHeaders: apiHeaders, noStore: true };

const SNAPSHOT: UploadKind = { contentType: 'image/jpeg', what: 'snapshot', maxBytes: VENUE_API_LIMITS.snapshotBytes, looksRight: isJpeg };
const RECORDING: UploadKind = { contentType: 'video/mp4', what: 'recording', maxBytes: VENUE_API_LIMITS.recordingBytes, looksRight: isMp4 };

/**
 * Answers a venue server's call: authenticates it by its credential, runs `work` for that server, and turns
 * a refusal into its status with `{error}` (and `{field}` for a body at fault). Anything else is the
 * engine's unexpected error. A call ends the server's outage, if it had one (contactOutages.ts).
 */
const serveFor =
  (registry: Registry) =>
  (db: Db, work: (server: VenueCaller, req: FastifyRequest) => Promise<unknown>) =>
  async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      const server = await authenticateVenueServer(db, req.headers.authorization);
      // The server is heard from: an outage of it is over.
      await finishOutage(db, registry, VENUE_SERVER, server.id);
      req.log = req.log.child({ venueServerId: server.id });
      return await reply.send(await work(server, req));
    } catch (err) {
      // An upload refused before its body was read: drop the rest, or close the connection on one too large to take.
      if (err instanceof VenueApiRefusal && err.status === 413) reply.header('connection', 'close');
      else discardBody(req);
      if (err instanceof BodyProblem) return reply.status(400).send({ error: err.message, field: err.field });
      if (!(err instanceof VenueApiRefusal)) throw err;
      if (err.status === 401) reply.header('www-authenticate', 'Bearer');
      return reply.status(err.status).send({ error: err.message });
    }
  };

/**
 * The venue server API (see docs/features.md, "Venue servers"): a server fetches its pending commands,
 * reports on each, reports its status entries and SMART state, lists its cameras, and uploads their snapshots
 * and its courts' recordings, with its own credential. Each call reaches only the calling server's rows.
 */
export const registerVenueApiRoutes = (app: FastifyInstance, db: Db, registry: Registry, storage: ObjectStore): void => {
  const serve = serveFor(registry);
  app.get(
    VENUE_API_COMMANDS,
    { config: CONFIG },
    serve(db, async (server) => ({
      venueServer: { id: String(server.id), name: server.name },
      commands: await takePendingCommands(db, registry, server),
    })),
  );
  app.post(
    `${VENUE_API_COMMANDS}/:id/report`,
    { config: CONFIG },
    serve(db, async (server, req) => ({
      command: await recordCommandReport(db, registry, server, (req.params as { id: string }).id, commandReportOf(req.body)),
    })),
  );
  app.post(
    VENUE_API_STATUS,
    { config: CONFIG },
    serve(db, async (server, req) => recordStatusReport(db, server, statusReportOf(req.body))),
  );
  app.get(
    VENUE_API_CAMERAS,
    { config: CONFIG },
    serve(db, async (server) => ({ cameras: await listServerCameras(db, server) })),
  );
  registerLiveStreamRoutes(app, serve, CONFIG, { db, registry, storage });
  // The uploads take raw bodies, in a scope of their own: no other route gets these parsers.
  void app.register(async (scope) => {
    takeRawBodies(scope);
    scope.post(
      `${VENUE_API_CAMERAS}/:cameraId/snapshot`,
      { config: CONFIG },
      serve(db, async (server, req) => {
        const query = req.query as { takenAt?: string };
        const takenAt = query.takenAt === undefined ? new Date() : isoTime('takenAt', query.takenAt);
        const answer = await recordSnapshot(
          db,
          storage,
          server,
          (req.params as { cameraId: string }).cameraId,
          await readUpload(req, SNAPSHOT),
          takenAt,
        );
        // The camera is seen again: an outage of it is over.
        await finishOutage(db, registry, CAMERA, Number(answer.camera.id));
        return answer;
      }),
    );
    scope.post(
      VENUE_API_RECORDINGS,
      { config: CONFIG },
      serve(db, async (server, req) => {
        const target = await recordingTarget(db, server, req.query as Record<string, unknown>);
        return recordUpload(db, registry, storage, target, await readUpload(req, RECORDING));
      }),
    );
  });
};
