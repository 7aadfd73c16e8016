import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** Spec 000 §9's words for a bad original video link. */
export const INVALID_LINK_TITLE = 'Invalid Request';
export const INVALID_LINK_MESSAGE = 'This link is invalid or has expired.';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A 404 a person can read: a small page to a browser that navigated here (a download link opened from an email),
 * the message as plain text to anything else; never JSON.
 */
const notFound = (req: FastifyRequest, reply: FastifyReply, message = INVALID_LINK_MESSAGE) => {
  reply.status(404).header('cache-control', 'no-store');
  if (!String(req.headers.accept ?? '').includes('text/html'))
    return reply.type('text/plain; charset=utf-8').send(`${INVALID_LINK_TITLE}: ${message}\n`);
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${INVALID_LINK_TITLE}</title></head><body><main><h1>${INVALID_LINK_TITLE}</h1><p>${escapeHtml(message)}</p></main></body></html>`,
    );
};

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
    if (!row) return notFound(req, reply);
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
    if (!link || !isDownloadable(link)) return notFound(req, reply);
    req.log.info({ originalVideoRequestId: link.requestId, videoId: link.videoId }, 'original video downloaded');
    const name = `${link.gameTitle.replace(/[\\/:*?"<>|]+/g, '_')}.mp4`;
    const object = await originalObject(deps.db, link.videoId!);
    reply.header('x-content-type-options', 'nosniff').header('content-security-policy', CONTENT_CSP);
    if (object && (await sendObject(reply, deps.storage, object.key, { range: req.headers.range, downloadName: name }))) return reply;
    req.log.error({ videoId: link.videoId, key: object?.key }, 'original video missing from storage');
    return notFound(req, reply, 'The original video file is missing from storage. Please ask for a new download link.');
  });
};
