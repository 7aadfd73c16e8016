import type { ObjectStore } from './files/storage/objectStore.ts';
import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { NormalizedCustomOperation, NormalizedType } from '../metadata/normalized.ts';
import type { Db } from './db/database.ts';
import type { Row } from './db/row.ts';
import type { ServerRegistry } from './records/serverRegistry.ts';
import type { Viewer } from './auth/viewer.ts';
import type { Csrf } from './auth/csrf.ts';
import type { LoginThrottle } from './auth/loginThrottle.ts';
import type { LinkThrottle } from './auth/linkThrottle.ts';
import type { ResetThrottle } from './auth/resetThrottle.ts';
import type { RecordStore } from './records/store.ts';
import type { ExportDeps } from './exports/exportService.ts';
import type { Mail } from './mail/mail.ts';

/**
 * Everything a resolver may use, built once per request, and what features add to a request's writes (hooks,
 * handler modules). These types refer to one another (a hook takes the context, which carries the hooks), so
 * they live in this one file.
 */
export interface RequestContext {
  db: Db;
  /** The metadata with the installed features' parts of reads (computed fields, row masks). */
  registry: ServerRegistry;
  /** The installed features' parts of writes. */
  extensions: Extensions;
  csrf: Csrf;
  viewer: Viewer | null;
  sessionToken?: string;
  browserSecret?: string;
  /** Whether the request carries its browser's CSRF token: an HMAC, worked out when a mutation asks (once). */
  csrfValid(): boolean;
  /** Secure cookies only when the request came over HTTPS. */
  secure: boolean;
  store: RecordStore;
  /** Where the server's files live (video originals and versions): the database or an S3 bucket. */
  storage: ObjectStore;
  /** The job queue, the mail outbox and the CSV export files; absent where no job queue runs. */
  exports?: ExportDeps;
  /** This request's logger: its lines carry the request id. */
  log: FastifyBaseLogger;
  /** The request's id (its answer's x-request-id, its log lines' requestId): the reference a failure shown to a person carries. */
  requestId?: string;
  /** Password checks go through it (sign-in, change password). */
  loginThrottle: LoginThrottle;
  /** Public link lookups go through it (guessing defence). */
  linkThrottle: LinkThrottle;
  /** Password reset requests go through it (per email and per address). */
  resetThrottle: ResetThrottle;
  /** The origin the request came to, 'https://readmin.example' (behind a proxy: as TRUST_PROXY allows), for links handed out. */
  origin?: string;
  /** The client's address (behind a proxy: as TRUST_PROXY allows), for throttling. */
  clientAddress: string;
  /** Sets one of our cookies on the response (see auth/cookies.ts for its attributes). */
  setCookie(name: string, value: string, opts?: { maxAgeSeconds?: number }): void;
}

/** What the installed features add to writes, merged by name (src/server/install.ts). */
export interface Extensions {
  beforeCreate: Record<string, BeforeCreate>;
  afterUpdate: Record<string, AfterUpdate>;
  handlers: HandlerIndex;
}

/**
 * A step a record type needs beyond its metadata when one is created, by typename (a feature's `hooks`). It runs
 * inside the write's transaction after the input passed validation; it may set columns the client may not
 * (readOnly ones), throw a clear error, or ask the user to confirm first.
 */
export type BeforeCreate = (
  ctx: RequestContext,
  trx: Db,
  type: NormalizedType,
  columns: Record<string, unknown>,
  /** Whether the user already agreed to what the hook asks (confirmationRequired). */
  confirmed: boolean,
) => Promise<void>;

/**
 * After an update of the target rows (the generated update and a declared `update` operation), in the same
 * transaction: `columns` are the columns written. A hook that changes other rows audits them itself.
 */
export type AfterUpdate = (ctx: RequestContext, trx: Db, type: NormalizedType, targets: Row[], columns: Record<string, unknown>) => Promise<void>;

/** What a handler may ask of a job: pg-boss's send options, except a connection of its own. */
export type JobOptions = Omit<PgBoss.SendOptions, 'db'>;

/**
 * What a handler module gets: the operation's transaction, its target rows (in the caller's reach,
 * locked, available), its checked arguments, and a way to queue effects for after the commit. The
 * executor does everything around it (grant, ownership, availability, arguments, audit, result), so a
 * handler holds only the effect itself.
 */
export interface OperationRun<Args extends Record<string, unknown> = Record<string, unknown>> {
  ctx: RequestContext;
  /** The operation's transaction. */
  trx: Db;
  type: NormalizedType;
  operation: NormalizedCustomOperation;
  rows: Row[];
  args: Args;
  /**
   * Names a row of the operation's own type the handler inserted (Add Game Manually's game): the executor
   * audits it, checks it is in the caller's reach and answers it as the records of `returns.kind: records`.
   */
  created(id: number): void;
  /** Runs `effect` once the transaction has committed (an email, a job); never if it rolls back. */
  afterCommit(effect: () => Promise<void>): void;
  /**
   * Sends an email once the transaction has committed: a row of the outbox, delivered over SMTP when
   * SMTP_URL is set. A malformed mail throws now, so the operation fails and rolls back.
   */
  sendEmail(mail: Mail): void;
  /**
   * Queues a pg-boss job once the transaction has committed. A queue that does not exist (or a server
   * without a job queue) throws now, inside the transaction, rather than losing the job after it.
   */
  enqueueJob(queue: string, data: Record<string, unknown>, options?: JobOptions): Promise<void>;
}

/**
 * A handler's answer by the operation's `returns.kind`: nothing for none and records (the executor reads
 * the records itself), a string for url, a FileResult for file and image, any JSON value for value.
 */
export type OperationHandler = (run: OperationRun) => Promise<unknown>;

/** Handler modules by name, each loaded on first use (a feature's `handlers`). */
export type HandlerIndex = Record<string, () => Promise<{ default: OperationHandler }>>;
