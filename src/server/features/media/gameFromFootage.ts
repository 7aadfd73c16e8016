import { invalidInput, type FieldProblem } from '../../errors.ts';
import { cutGameVideo, overlappingRecordings, RECORDINGS_NOT_AVAILABLE, spanProblems, surfaceFilms } from './footage.ts';
import { queueCut } from './cutAttempts.ts';
import type { OperationRun } from '../../context.ts';

/** The arguments of Add Game Manually and Add Missing Game, as the executor checked them (references by id). */
export type GameFromFootageArgs = {
  court: number;
  surface: number;
  league: number;
  homeTeam: number;
  awayTeam: number;
  playedAt: string;
  completedAt: string;
  homeScore: number;
  awayScore: number;
};

/**
 * Spec 001 §2 "Add game manually" (and §7's Add Missing Game): a completed game on a court between two
 * teams of a league, with a video through the surface whose cut attempt (run after commit) cuts it from the
 * court's recordings between its start and end, as Cut New Footage does, in the caller's transaction. Refused, naming the field, when the times are
 * backwards or too long, the court is not the organisation's (`orgId`; the court's own when not given),
 * the surface does not film the court, the league is another organisation's, a team is not in the league
 * or plays itself, or no uploaded or archived recording of the court overlaps the times. Returns the game
 * row; the video and its attempt are audited here, the game is the caller's to audit (the executor does it
 * for a Game operation).
 */
export const createGameFromFootage = async (
  run: Pick<OperationRun, 'ctx' | 'trx' | 'enqueueJob'>,
  args: GameFromFootageArgs,
  link: { orgId?: number; gameScheduleId?: number } = {},
) => {
  const { trx } = run;
  const start = new Date(args.playedAt);
  const end = new Date(args.completedAt);
  const problems: FieldProblem[] = spanProblems(start, end, { start: 'playedAt', end: 'completedAt' });
  const court = await trx.selectFrom('courts').select(['org_id', 'surface_ids']).where('id', '=', args.court).executeTakeFirstOrThrow();
  const orgId = link.orgId ?? court.org_id;
  if (court.org_id !== orgId) problems.push({ field: 'courtId', message: "Court must be one of the schedule's organisation's courts" });
  if (!surfaceFilms(court, args.surface)) problems.push({ field: 'surfaceId', message: 'Surface must film the chosen court' });
  const league = await trx.selectFrom('leagues').select('org_id').where('id', '=', args.league).executeTakeFirstOrThrow();
  if (league.org_id !== orgId) problems.push({ field: 'leagueId', message: "League must be one of the court's organisation's leagues" });
  const teams = await trx.selectFrom('teams').select(['id', 'league_ids']).where('id', 'in', [args.homeTeam, args.awayTeam]).execute();
  for (const [key, field, label] of [
    ['homeTeam', 'homeTeamId', 'Home team'],
    ['awayTeam', 'awayTeamId', 'Away team'],
  ] as const) {
    const team = teams.find((t) => t.id === args[key]);
    if (!team?.league_ids.includes(args.league)) problems.push({ field, message: `${label} must be a team of the chosen league` });
  }
  if (args.homeTeam === args.awayTeam) problems.push({ field: 'awayTeamId', message: 'Away team must differ from the home team' });
  if (problems.length) throw invalidInput(problems);

  if (!(await overlappingRecordings(trx, args.court, start, end)).length)
    throw invalidInput([{ field: 'playedAt', message: RECORDINGS_NOT_AVAILABLE }]);

  const game = await trx
    .insertInto('games')
    .values({
      org_id: orgId,
      league_id: args.league,
      court_id: args.court,
      home_team_id: args.homeTeam,
      away_team_id: args.awayTeam,
      played_at: start,
      completed_at: end,
      home_score: args.homeScore,
      away_score: args.awayScore,
      home_forfeit: false,
      away_forfeit: false,
      potw_enabled: false,
      game_schedule_id: link.gameScheduleId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const video = await cutGameVideo(run, game.id, { courtId: args.court, surfaceId: args.surface, start, end });
  await queueCut(run, video);
  return game;
};
