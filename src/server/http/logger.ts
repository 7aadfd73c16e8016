import pino, { type DestinationStream, type Logger } from 'pino';
import type { FastifyRequest } from 'fastify';

/**
 * One structured (JSON) log line per request and per error, from pino, the logger Fastify is built
 * around. LOG_LEVEL sets the level (default info; tests pass 'silent' or their own stream).
 * Public link pages carry their secret in the path or query string, so URLs are logged with it masked.
 */
const SECRET_IN_PATH = /^\/(team_registrations|live_scorer|live_stream_widget|original_videos)\/[^/?#]+/;
const SECRET_IN_QUERY = /([?&](?:reset_password_token|token)=)[^&#]*/g;

export const redactUrl = (url: string): string => url.replace(SECRET_IN_PATH, '/$1/[secret]').replace(SECRET_IN_QUERY, '$1[secret]');

export const createLogger = (opts: { level?: string; destination?: DestinationStream } = {}): Logger =>
  pino(
    {
      level: opts.level ?? process.env.LOG_LEVEL ?? 'info',
      serializers: {
        req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
    opts.destination,
  );
