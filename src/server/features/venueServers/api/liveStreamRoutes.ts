import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { Registry } from '../../../../metadata/normalized.ts';
import type { ObjectStore } from '../../../files/storage/objectStore.ts';
import { VENUE_API_LIVE_STREAMS, type LiveStreamsAnswer } from '../../../../shared/venueServerApi.ts';
import { VenueApiRefusal, type VenueCaller } from './authenticate.ts';
import { listDueLiveStreams, recordEncodingSpan, recordLiveStreamLog } from './liveStreamChannel.ts';
import { encodingSpanOf, liveStreamLogOf } from './liveStreamBodies.ts';
import { dropUnreadBody, takeHlsBodies, uploadHlsFile } from './hlsUpload.ts';
import { sweepEndedLiveHls } from '../../liveStreams/liveHlsSweep.ts';

/** venueApiRoutes.ts's way of answering a server's call: authenticated, refusals in words. */
type Serve = (
  db: Db,
  work: (server: VenueCaller, req: FastifyRequest) => Promise<unknown>,
) => (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

type Params = { id: string; file: string };

/**
 * The live stream part of the venue server API (docs/features.md, "Sending live streams"): the server's streams to
 * send now with their outputs, its log lines for a stream's Log tab, its encoder's spans for the Encoding Timeline
 * tab, and a stream's HLS files for the widget.
 */
export const registerLiveStreamRoutes = (
  app: FastifyInstance,
  serve: Serve,
  config: object,
  deps: { db: Db; registry: Registry; storage: ObjectStore },
): void => {
  const { db, registry, storage } = deps;
  app.get(
    VENUE_API_LIVE_STREAMS,
    { config },
    serve(db, async (server, req): Promise<LiveStreamsAnswer> => {
      const liveStreams = await listDueLiveStreams(db, server);
      // Streams that are over give back their HLS storage; a failure there is no reason to fail the poll.
      await sweepEndedLiveHls(db, registry, storage).catch((err: unknown) => req.log.warn({ err }, 'sweeping ended live HLS failed'));
      return { liveStreams };
    }),
  );
  app.post(
    `${VENUE_API_LIVE_STREAMS}/:id/log`,
    { config },
    serve(db, async (server, req) => recordLiveStreamLog(db, server, (req.params as Params).id, liveStreamLogOf(req.body))),
  );
  app.post(
    `${VENUE_API_LIVE_STREAMS}/:id/encoding`,
    { config },
    serve(db, async (server, req) => recordEncodingSpan(db, server, (req.params as Params).id, encodingSpanOf(req.body))),
  );
  // The HLS upload takes raw bodies, in a scope of its own: no other route gets these parsers.
  void app.register(async (scope) => {
    takeHlsBodies(scope);
    scope.put(
      `${VENUE_API_LIVE_STREAMS}/:id/hls/:file`,
      { config },
      serve(db, async (server, req) => {
        const { id, file } = req.params as Params;
        try {
          return await uploadHlsFile(db, registry, storage, server, id, file, req);
        } catch (err) {
          // One refused as too large is cut off by the connection's close instead of read to its end.
          if (!(err instanceof VenueApiRefusal && err.status === 413)) dropUnreadBody(req);
          throw err;
        }
      }),
    );
  });
};
