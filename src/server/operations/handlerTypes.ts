import type { NormalizedCustomOperation, NormalizedType } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';
import type { RequestContext } from '../context.ts';

export type Row = Record<string, unknown> & { id: number };

/**
 * What a handler module gets: the operation's transaction, its target rows (in the caller's scope,
 * locked, available), its checked arguments, and a way to queue effects for after the commit. The
 * executor does everything around it (grant, scope, availability, arguments, audit, result), so a
 * handler holds only the effect itself.
 */
export interface OperationRun<Args extends Record<string, unknown> = Record<string, unknown>> {
  ctx: RequestContext;
  trx: Db;
  type: NormalizedType;
  operation: NormalizedCustomOperation;
  rows: Row[];
  args: Args;
  /** Runs `effect` once the transaction has committed (an email, a job); never if it rolls back. */
  afterCommit(effect: () => Promise<void>): void;
}

/** A file or image result: its bytes and, for files, the name to save it under. */
export interface FileResult {
  bytes: Buffer;
  filename?: string;
}

/**
 * A handler's answer by the operation's `returns.kind`: nothing for none and records (the executor reads
 * the records itself), a string for url, a FileResult for file and image, any JSON value for value.
 */
export type OperationHandler = (run: OperationRun) => Promise<unknown>;
