import type { NormalizedType } from '../../../metadata/normalized.ts';
import type { Db } from '../../db/database.ts';
import type { RequestContext } from '../../context.ts';
import type { Row } from '../../operations/handlerTypes.ts';
import { afterUpdateAdPreset, beforeCreateAdPreset } from './adPresetHooks.ts';
import { afterUpdateCompetition } from './competitionHooks.ts';
import { beforeCreateNote } from './noteHooks.ts';
import { beforeCreateGamePerson } from './gamePersonHooks.ts';
import { afterUpdateVideo, beforeCreateMotioncropTest } from './videoHooks.ts';

/**
 * Server-side steps a record type needs beyond its metadata, by typename (referenced like custom
 * components). A hook runs inside the write's transaction after the input passed validation; it may
 * set columns the client may not (readOnly ones), throw a clear error, or ask the user to confirm first.
 */
export type BeforeCreate = (
  ctx: RequestContext,
  trx: Db,
  type: NormalizedType,
  columns: Record<string, unknown>,
  /** Whether the user already agreed to what the hook asks (confirmationRequired). */
  confirmed: boolean,
) => Promise<void>;

export const BEFORE_CREATE: Record<string, BeforeCreate> = {
  AdPreset: beforeCreateAdPreset,
  Note: beforeCreateNote,
  GamePerson: beforeCreateGamePerson,
  MotioncropTest: beforeCreateMotioncropTest,
};

/**
 * After an update of the target rows (the generated update and a declared `update` operation), in the same
 * transaction: `columns` are the columns written. A hook that changes other rows audits them itself.
 */
export type AfterUpdate = (ctx: RequestContext, trx: Db, type: NormalizedType, targets: Row[], columns: Record<string, unknown>) => Promise<void>;

export const AFTER_UPDATE: Record<string, AfterUpdate> = {
  AdPreset: afterUpdateAdPreset,
  Competition: afterUpdateCompetition,
  Video: afterUpdateVideo,
};
