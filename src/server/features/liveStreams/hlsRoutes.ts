import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEMO_HLS_SEGMENTS, demoHlsDir, demoLivePlaylist, segmentName } from './demoHls.ts';
import type { Db } from '../../db/database.ts';
import type { ObjectStore } from '../../files/storage/objectStore.ts';
import { registerLiveHlsRoute } from './liveHls.ts';

/** Where the demo live stream's playlist is served; the demo seed's liveHlsUrl. */
export const DEMO_HLS_PLAYLIST = '/hls/demo/index.m3u8';

const SEGMENTS = new Set(Array.from({ length: DEMO_HLS_SEGMENTS }, (_, i) => segmentName(i)));

/**
 * The demo live stream's HLS (demoHls.ts), public: it is a test pattern and a tone, not anyone's footage,
 * and the widget link that names it is what the demo shows. Real streams' playlists are what their venue
 * servers upload (liveHls.ts), served under /hls/live/. The demo playlist changes every 2 seconds
 * (no-cache); a segment's bytes never change, so players and proxies may keep it.
 */
export const registerHlsRoutes = (app: FastifyInstance, deps: { baseDir: string; db: Db; storage: ObjectStore }): void => {
  registerLiveHlsRoute(app, deps.db, deps.storage);
  const notFound = { error: 'Not Found' };
  app.get('/hls/demo/index.m3u8', async (_req, reply) =>
    reply.type('application/vnd.apple.mpegurl').header('cache-control', 'no-cache').send(demoLivePlaylist(Date.now())),
  );
  app.get<{ Params: { segment: string } }>('/hls/demo/:segment', async (req, reply) => {
    if (!SEGMENTS.has(req.params.segment)) return reply.status(404).send(notFound);
    let dir: string;
    try {
      dir = await demoHlsDir(deps.baseDir);
    } catch (e) {
      req.log.warn({ err: e }, 'demo HLS unavailable');
      return reply
        .status(503)
        .header('retry-after', '60')
        .send({ error: (e as Error).message });
    }
    return reply
      .type('video/mp2t')
      .header('cache-control', 'public, max-age=86400')
      .send(createReadStream(join(dir, req.params.segment)));
  });
};
