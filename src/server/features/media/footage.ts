import { sql, type Selectable } from 'kysely';
import type { RecordingRow } from '../../../generated/database.ts';
import type { Db } from '../../db/database.ts';
import type { FieldProblem } from '../../errors.ts';
import { auditRows } from '../../operations/auditRows.ts';
import { AVAILABLE_RECORDING_STATES } from './computed/gameSpan.ts';
import type { OperationRun } from '../../context.ts';

/** A game is cut from at most this much footage; longer is a mistyped time, not a game. */
export const MAX_FOOTAGE_SECONDS = 6 * 3600;
/** Spec 001 §8: the panel's words when the court recorded nothing usable in the span. */
export const RECORDINGS_NOT_AVAILABLE = 'Recordings not available for this court between these times.';

/** The names the caller knows the span's ends by (an operation's arguments, a query's). */
export interface SpanFields {
  start: string;
  end: string;
}

/** What is wrong with a span of footage: backwards, empty or longer than a game can be. */
export const spanProblems = (start: Date, end: Date, fields: SpanFields): FieldProblem[] => {
  const seconds = (end.getTime() - start.getTime()) / 1000;
  if (seconds <= 0) return [{ field: fields.end, message: 'End time must be after the start time' }];
  if (seconds > MAX_FOOTAGE_SECONDS) return [{ field: fields.end, message: 'The footage may be at most 6 hours long' }];
  return [];
};

/**
 * The court's recordings a video can be cut from between start and end: uploaded or archived, overlapping
 * the span (a recording still without a finish counts from its start), oldest first.
 */
export const overlappingRecordings = (db: Db, courtId: number, start: Date, end: Date): Promise<Selectable<RecordingRow>[]> =>
  db
    .selectFrom('recordings')
    .selectAll()
    .where('court_id', '=', courtId)
    .where('state', 'in', [...AVAILABLE_RECORDING_STATES])
    .where('started_at', '<', end)
    .where(sql<boolean>`coalesce(finished_at, started_at) > ${start}`)
    .orderBy('started_at')
    .orderBy('id')
    .execute();

/** Whether the surface films the court (a court lists its surfaces in surface_ids). */
export const surfaceFilms = (court: { surface_ids: unknown }, surfaceId: number): boolean =>
  ((court.surface_ids ?? []) as number[]).includes(surfaceId);

export interface Cut {
  courtId: number;
  surfaceId: number;
  start: Date;
  end: Date;
}

/**
 * Gives the game a new video to be cut between the cut's times (court, surface and its camera; no original
 * until its cut attempt runs: queueCut in cutAttempts.ts, which links the recordings it cuts from). The
 * game's old videos are kept, unlinked from it: motioncrop tests and original video requests may refer to
 * them. Every video written is audited here; the game itself is the caller's to audit.
 */
export const cutGameVideo = async (run: Pick<OperationRun, 'ctx' | 'trx'>, gameId: number, cut: Cut) => {
  const { trx } = run;
  const surface = await trx.selectFrom('surfaces').select('camera_id').where('id', '=', cut.surfaceId).executeTakeFirstOrThrow();
  const replaced = await trx.selectFrom('videos').selectAll().where('game_id', '=', gameId).orderBy('id').execute();
  for (const old of replaced) {
    const after = await trx
      .updateTable('videos')
      .set({ game_id: null, updated_at: sql`now()` })
      .where('id', '=', old.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditRows(run, 'Video', 'update', [{ id: old.id, before: old, after }]);
  }
  const video = await trx
    .insertInto('videos')
    .values({
      name: replaced[0]?.name ?? null,
      game_id: gameId,
      court_id: cut.courtId,
      surface_id: cut.surfaceId,
      camera_id: surface.camera_id,
      cut_start_time: cut.start,
      cut_end_time: cut.end,
      duration_seconds: Math.round((cut.end.getTime() - cut.start.getTime()) / 1000),
      disabled: false,
      prevent_deletion: false,
      original_video_available: false,
      original_video_archived: false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditRows(run, 'Video', 'create', [{ id: video.id, before: null, after: video }]);
  return video;
};
