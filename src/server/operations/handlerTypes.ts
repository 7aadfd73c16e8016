import type { NormalizedCustomOperation, NormalizedType } from '../../metadata/normalized.ts';
import type { TypedDb } from '../../generated/database.ts';
import type { RequestContext } from '../context.ts';
import type { Mail } from '../mail/mailer.ts';
import type { JobOptions } from './effects.ts';

export type Row = Record<string, unknown> & { id: number };

export const idsOf = (rows: Row[]): number[] => rows.map((r) => r.id);

/**
 * What a handler module gets: the operation's transaction, its target rows (in the caller's reach,
 * locked, available), its checked arguments, and a way to queue effects for after the commit. The
 * executor does everything around it (grant, ownership, availability, arguments, audit, result), so a
 * handler holds only the effect itself.
 */
export interface OperationRun<Args extends Record<string, unknown> = Record<string, unknown>> {
  ctx: RequestContext;
  /** The operation's transaction, typed by the metadata's tables (src/generated/database.ts). */
  trx: TypedDb;
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

/** A file or image result: its bytes and, for files, the name to save it under. */
export interface FileResult {
  bytes: Buffer;
  filename?: string;
  /** The operation's `returns.extraFields`, by name (previewFilterChain's ffmpegFilterChain). */
  extra?: Record<string, string>;
}

/**
 * A handler's answer by the operation's `returns.kind`: nothing for none and records (the executor reads
 * the records itself), a string for url, a FileResult for file and image, any JSON value for value.
 */
export type OperationHandler = (run: OperationRun) => Promise<unknown>;
