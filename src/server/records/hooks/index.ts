import type { NormalizedType } from '../../../metadata/normalized.ts';
import type { Db } from '../../db/database.ts';
import type { RequestContext } from '../../context.ts';
import { beforeCreateNote } from './noteHooks.ts';
import { beforeCreateLiveStreamScorer, beforeCreateMotioncropTest, beforeCreateOriginalVideoRequest } from './videoHooks.ts';

/**
 * Server-side steps a record type needs beyond its metadata, by typename (referenced like custom
 * components). A hook runs inside the write's transaction after the input passed validation; it may
 * set columns the client may not (readOnly ones) or throw a clear error.
 */
export type BeforeCreate = (ctx: RequestContext, trx: Db, type: NormalizedType, columns: Record<string, unknown>) => Promise<void>;

export const BEFORE_CREATE: Record<string, BeforeCreate> = {
  Note: beforeCreateNote,
  MotioncropTest: beforeCreateMotioncropTest,
  OriginalVideoRequest: beforeCreateOriginalVideoRequest,
  LiveStreamScorer: beforeCreateLiveStreamScorer,
};
