import pino, { type DestinationStream, type Logger } from 'pino';
import { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

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

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger: the process's logger with the request's bindings (its id, then the signed-in user's)
 * merged into each line it writes, rather than a pino child made for every request. pino serialises a child's
 * bindings when it makes one, which pays off over many lines; a request writes one or none, so making its two
 * children (Fastify's, then the user's) would cost a bare GraphQL request more than its one line does. The lines
 * are the same JSON, bindings first; an Error given first is logged as `err`, as pino logs it.
 */
export class RequestLogger implements FastifyBaseLogger {
  constructor(
    private readonly root: Logger,
    private readonly own: Record<string, unknown>,
    private readonly parent?: RequestLogger,
  ) {}

  /** Its parent's bindings, then its own: merged only when a line is written (at level warn, most requests write none). */
  private get bindings(): Record<string, unknown> {
    return this.parent ? { ...this.parent.bindings, ...this.own } : this.own;
  }

  get level(): string {
    return this.root.level;
  }

  child(bindings: Record<string, unknown>): RequestLogger {
    return new RequestLogger(this.root, bindings, this);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  private write(level: Level, [first, ...rest]: unknown[]): void {
    if (!this.root.isLevelEnabled(level)) return;
    const log = this.root[level] as (...args: unknown[]) => void;
    if (first instanceof Error) log.call(this.root, { ...this.bindings, err: first }, ...rest);
    else if (typeof first === 'object' && first !== null) log.call(this.root, { ...this.bindings, ...first }, ...rest);
    else log.call(this.root, this.bindings, first, ...rest);
  }
}

/**
 * Fastify's `childLoggerFactory`: each request's logger is a RequestLogger over the process's pino logger (the only
 * kind createApp is given). A route's own log level or serializers (Fastify's child options) would need a real
 * child; no route declares them.
 */
export const requestLogger = (logger: FastifyBaseLogger, bindings: Record<string, unknown>): FastifyBaseLogger =>
  new RequestLogger(logger as Logger, bindings);

/**
 * Fastify's request lines, one per request: Fastify writes an "incoming request" line and a "request completed"
 * line for each, and this writes only the second, with the request's method, (masked) URL and address in it.
 * Half the lines to serialise and write, and a request is one line to find; errors keep their own lines. A
 * request whose client goes away before its answer is sent never completes: logAbortedRequests gives it its line.
 */
export class OneLinePerRequest extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * One "request aborted" line for a request whose client went away before its answer was sent (a tab closed on a
 * slow page, an upload given up half way): Fastify's requestCompleted never runs for it, and without the
 * "incoming request" line it would leave no trace.
 */
export const logAbortedRequests = (app: FastifyInstance): void => {
  app.addHook('onRequestAbort', (request, done) => {
    request.log.info({ req: request }, 'request aborted');
    done();
  });
};
