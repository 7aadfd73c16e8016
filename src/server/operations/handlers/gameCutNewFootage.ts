import { sql } from 'kysely';
import { invalidInput, type FieldProblem } from '../../records/errors.ts';
import { auditRows } from '../auditRows.ts';
import { AVAILABLE_RECORDING_STATES } from '../../computed/gameSpan.ts';
import type { OperationHandler, Row } from '../handlerTypes.ts';

/** A game is cut from at most this much footage; longer is a mistyped time, not a game. */
const MAX_SECONDS = 6 * 3600;
/** Spec 001 §8: the panel's words when the court recorded nothing usable in the span. */
export const RECORDINGS_NOT_AVAILABLE = 'Recordings not available for this court between these times.';

/**
 * gameCutNewFootage (spec 001 §4: "Cutting new footage replaces the game's details and any existing video"):
 * the game moves to the chosen court and times, and gets a new video cut from the court's recordings
 * overlapping them through the chosen surface (cut times, court, surface, camera; no original or preview
 * until it is encoded). Its old videos are kept, unlinked from the game: other records may refer to them.
 * Refused when the court is not the game's organisation's, the surface does not film it, the times are
 * backwards or too long, or no recording (uploaded or archived) overlaps them. The game's change is audited
 * by the executor; the videos' and the recordings' here.
 */
const gameCutNewFootage: OperationHandler = async (run) => {
  const {
    trx,
    rows: [game],
    args,
  } = run;
  const start = new Date(args.startTime as string);
  const end = new Date(args.endTime as string);
  const courtId = args.court as number;
  const surfaceId = args.surface as number;
  const problems: FieldProblem[] = [];
  const seconds = Math.round((end.getTime() - start.getTime()) / 1000);
  if (seconds <= 0) problems.push({ field: 'endTime', message: 'End time must be after the start time' });
  else if (seconds > MAX_SECONDS) problems.push({ field: 'endTime', message: 'The footage may be at most 6 hours long' });
  const court = await trx.selectFrom('courts').select(['org_id', 'surface_ids']).where('id', '=', courtId).executeTakeFirstOrThrow();
  if (court.org_id !== game.org_id) problems.push({ field: 'courtId', message: "Court must be one of the game's organisation's courts" });
  if (!((court.surface_ids ?? []) as number[]).includes(surfaceId))
    problems.push({ field: 'surfaceId', message: 'Surface must film the chosen court' });
  if (problems.length) throw invalidInput(problems);

  const recordings = (await trx
    .selectFrom('recordings')
    .selectAll()
    .where('court_id', '=', courtId)
    .where('state', 'in', [...AVAILABLE_RECORDING_STATES])
    .where('started_at', '<', end)
    .where(sql<boolean>`coalesce(finished_at, started_at) > ${start}`)
    .orderBy('started_at')
    .execute()) as unknown as Row[];
  if (!recordings.length) throw invalidInput([{ field: 'startTime', message: RECORDINGS_NOT_AVAILABLE }]);

  await trx
    .updateTable('games')
    .set({ court_id: courtId, played_at: start, completed_at: end, updated_at: sql`now()` })
    .where('id', '=', game.id)
    .execute();
  const surface = await trx.selectFrom('surfaces').select('camera_id').where('id', '=', surfaceId).executeTakeFirstOrThrow();
  // The old video stays as it was (motioncrop tests and original video requests may refer to it), no longer the game's.
  const replaced = (await trx.selectFrom('videos').selectAll().where('game_id', '=', game.id).orderBy('id').execute()) as unknown as Row[];
  for (const old of replaced) {
    const after = (await trx
      .updateTable('videos')
      .set({ game_id: null, updated_at: sql`now()` })
      .where('id', '=', old.id)
      .returningAll()
      .executeTakeFirstOrThrow()) as unknown as Row;
    await auditRows(run, 'Video', 'update', [{ id: old.id, before: old, after }]);
  }
  const video = (await trx
    .insertInto('videos')
    .values({
      name: (replaced[0]?.name as string | null | undefined) ?? null,
      game_id: game.id,
      court_id: courtId,
      surface_id: surfaceId,
      camera_id: surface.camera_id,
      cut_start_time: start,
      cut_end_time: end,
      duration_seconds: seconds,
      disabled: false,
      prevent_deletion: false,
      original_video_available: false,
      original_video_archived: false,
    })
    .returningAll()
    .executeTakeFirstOrThrow()) as unknown as Row;
  await auditRows(run, 'Video', 'create', [{ id: video.id, before: null, after: video }]);

  const linking = recordings.filter((r) => !((r.video_ids ?? []) as number[]).includes(video.id));
  for (const recording of linking) {
    const after = (await trx
      .updateTable('recordings')
      .set({ video_ids: [...((recording.video_ids ?? []) as number[]), video.id], updated_at: sql`now()` })
      .where('id', '=', recording.id)
      .returningAll()
      .executeTakeFirstOrThrow()) as unknown as Row;
    await auditRows(run, 'Recording', 'update', [{ id: recording.id, before: recording, after }]);
  }
};

export default gameCutNewFootage;
