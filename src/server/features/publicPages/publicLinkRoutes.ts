import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { LinkThrottle } from '../../auth/linkThrottle.ts';
import { linkPageHeaders } from '../../http/securityHeaders.ts';
import { blobBytes } from '../../files/blobs.ts';
import { isStoredRef } from '../../files/storedFile.ts';
import { disposition } from '../../http/fileRoutes.ts';
import { findLiveScorer } from './liveScorerStore.ts';
import { LIVE_SCORER_OVERLAY_TYPE, renderLiveScorerOverlay } from './liveScorerOverlay.ts';
import { findOriginalVideoLink, isDownloadable } from './originalVideoStore.ts';

export interface PublicLinkRouteDeps {
  db: Db;
  linkThrottle: LinkThrottle;
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
    if (isStoredRef(link.clip)) {
      const bytes = await blobBytes(deps.db, link.clip.blobId);
      if (!bytes) return notFound(reply);
      return reply
        .type(link.clip.type || 'video/mp4')
        .header('content-disposition', disposition('attachment', name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', CONTENT_CSP)
        .header('content-length', bytes.length)
        .send(bytes);
    }
    // The original lives in object storage: its (signed, in production) URL serves it.
    return reply.header('cache-control', 'no-store').redirect(link.originalVideoUrl!, 302);
  });
};
