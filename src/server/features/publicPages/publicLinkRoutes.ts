import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { LinkThrottle } from '../../auth/linkThrottle.ts';
import { linkPageHeaders } from '../../http/securityHeaders.ts';
import type { ObjectStore } from '../../files/storage/objectStore.ts';
import { sendObject } from '../../files/storage/sendObject.ts';
import { originalObject } from '../media/videoFiles.ts';
import { findLiveScorer } from './liveScorerStore.ts';
import { LIVE_SCORER_OVERLAY_TYPE, renderLiveScorerOverlay } from './liveScorerOverlay.ts';
import { findOriginalVideoLink, isDownloadable } from './originalVideoStore.ts';

export interface PublicLinkRouteDeps {
  db: Db;
  linkThrottle: LinkThrottle;
  storage: ObjectStore;
}

/** Content, never a page: an SVG opened directly runs no script and loads nothing. */
const CONTENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const notFound = (reply: FastifyReply) => reply.status(404).type('application/json; charset=utf-8').send({ error: 'Not Found' });

/** A throttled lookup answers 429 like the GraphQL resolvers do; anything not found answers 404. */
const throttledOr404 = (reply: FastifyReply, error: unknown) => {
  const status = (error as { extensions?: { http?: { status?: number } } }).extensions?.http?.status;
  if (status === 429) return reply.status(429).send({ error: 'Too Many Requests' });
  throw error;
};

/**
 * The files behind two public link pages, each found again through its secret (throttled like the
 * GraphQL lookups, no Referer sent on): the live scorer's overlay image and the original video download.
 */
export const registerPublicLinkRoutes = (app: FastifyInstance, deps: PublicLinkRouteDeps): void => {
  const opts = { config: { securityHeaders: linkPageHeaders } };

  app.get<{ Params: { token: string } }>('/live_scorer/:token/overlay.svg', opts, async (req, reply) => {
    const row = await deps.linkThrottle.lookup(req.ip, () => findLiveScorer(deps.db, req.params.token)).catch((e) => throttledOr404(reply, e));
    if (reply.sent) return reply;
    if (!row) return notFound(reply);
    const svg = renderLiveScorerOverlay({
      team1Display: row.team1_display,
      team2Display: row.team2_display,
      team1Score: row.team1_score,
      team2Score: row.team2_score,
      period: row.period ?? 'Q1',
    });
    return reply.type(LIVE_SCORER_OVERLAY_TYPE).header('cache-control', 'no-store').header('content-security-policy', CONTENT_CSP).send(svg);
  });

  app.get<{ Params: { uuid: string } }>('/original_videos/:uuid/download', opts, async (req, reply) => {
    const link = await deps.linkThrottle.lookup(req.ip, () => findOriginalVideoLink(deps.db, req.params.uuid)).catch((e) => throttledOr404(reply, e));
    if (reply.sent) return reply;
    if (!link || !isDownloadable(link)) return notFound(reply);
    req.log.info({ originalVideoRequestId: link.requestId, videoId: link.videoId }, 'original video downloaded');
    const name = `${link.gameTitle.replace(/[\\/:*?"<>|]+/g, '_')}.mp4`;
    const object = await originalObject(deps.db, link.videoId!);
    reply.header('x-content-type-options', 'nosniff').header('content-security-policy', CONTENT_CSP);
    if (object && (await sendObject(reply, deps.storage, object.key, { range: req.headers.range, downloadName: name }))) return reply;
    req.log.error({ videoId: link.videoId, key: object?.key }, 'original video missing from storage');
    return reply.status(404).type('application/json; charset=utf-8').send({ error: 'The original video file is missing from storage.' });
  });
};
