import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { Registry } from '../../../../metadata/normalized.ts';
import { apiHeaders } from '../../../http/securityHeaders.ts';
import { VENUE_API_COMMANDS, VENUE_API_STATUS } from '../../../../shared/venueServerApi.ts';
import { authenticateVenueServer, VenueApiRefusal, type VenueCaller } from './authenticate.ts';
import { takePendingCommands, recordCommandReport } from './commandChannel.ts';
import { recordStatusReport } from './statusChannel.ts';
import { BodyProblem, commandReportOf, statusReportOf } from './reportBodies.ts';

const CONFIG = { securityHeaders: apiHeaders, noStore: true };

/**
 * Answers a venue server's call: authenticates it by its credential, runs `work` for that server, and turns
 * a refusal into its status with `{error}` (and `{field}` for a body at fault). Anything else is the
 * engine's unexpected error.
 */
const serve = (db: Db, work: (server: VenueCaller, req: FastifyRequest) => Promise<unknown>) => async (req: FastifyRequest, reply: FastifyReply) => {
  try {
    const server = await authenticateVenueServer(db, req.headers.authorization);
    req.log = req.log.child({ venueServerId: server.id });
    return await reply.send(await work(server, req));
  } catch (err) {
    if (err instanceof BodyProblem) return reply.status(400).send({ error: err.message, field: err.field });
    if (!(err instanceof VenueApiRefusal)) throw err;
    if (err.status === 401) reply.header('www-authenticate', 'Bearer');
    return reply.status(err.status).send({ error: err.message });
  }
};

/**
 * The venue server API (see docs/features.md, "Venue servers"): a server fetches its pending commands,
 * reports on each, and reports its status entries and SMART state, with its own credential. Each call
 * reaches only the calling server's rows.
 */
export const registerVenueApiRoutes = (app: FastifyInstance, db: Db, registry: Registry): void => {
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
};
