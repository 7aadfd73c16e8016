import { sql } from 'kysely';
import { invalidInput, type FieldProblem } from '../../../errors.ts';
import { cutGameVideo, overlappingRecordings, RECORDINGS_NOT_AVAILABLE, spanProblems, surfaceFilms } from '../footage.ts';
import { queueCut } from '../cutAttempts.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * gameCutNewFootage (spec 001 §4: "Cutting new footage replaces the game's details and any existing video"):
 * the game moves to the chosen court and times, and gets a new video through the chosen surface, whose cut
 * attempt (queued here, run after commit) cuts it from the court's recordings overlapping them. Refused when the court is not
 * the game's organisation's, the surface does not film it, the times are backwards or too long, or no
 * recording (uploaded or archived) overlaps them. The game's change is audited by the executor; the videos'
 * by cutGameVideo, the attempt's by queueCut.
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
  const problems: FieldProblem[] = spanProblems(start, end, { start: 'startTime', end: 'endTime' });
  const court = await trx.selectFrom('courts').select(['org_id', 'surface_ids']).where('id', '=', courtId).executeTakeFirstOrThrow();
  if (court.org_id !== game.org_id) problems.push({ field: 'courtId', message: "Court must be one of the game's organisation's courts" });
  if (!surfaceFilms(court, surfaceId)) problems.push({ field: 'surfaceId', message: 'Surface must film the chosen court' });
  if (problems.length) throw invalidInput(problems);

  if (!(await overlappingRecordings(trx, courtId, start, end)).length)
    throw invalidInput([{ field: 'startTime', message: RECORDINGS_NOT_AVAILABLE }]);

  await trx
    .updateTable('games')
    .set({ court_id: courtId, played_at: start, completed_at: end, updated_at: sql`now()` })
    .where('id', '=', game.id)
    .execute();
  const video = await cutGameVideo(run, game.id, { courtId, surfaceId, start, end });
  await queueCut(run, video);
};

export default gameCutNewFootage;
