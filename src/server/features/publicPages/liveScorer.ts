import { GraphQLError } from 'graphql';
import type { PublicApi } from './publicApi.ts';
import type { RequestContext } from '../../context.ts';
import { invalidInput } from '../../errors.ts';
import type { FieldProblem } from '../../errors.ts';
import { LIVE_SCORER_PERIODS, type LiveScorer, type UpdateLiveScorerInput } from '../../../shared/publicApi/liveScorer.ts';
import { applyScoreChange, findLiveScorer, type LiveScorerRow, type ScoreChange } from './liveScorerStore.ts';
import { liveScorerOverlayPath } from './liveScorerOverlay.ts';

/** Far above any game's score: a larger number is a mistake, not a score. */
const MAX_SCORE = 9999;

const answer = (row: LiveScorerRow, token: string): LiveScorer => {
  const period = row.period ?? 'Q1';
  return {
    id: String(row.id),
    team1Score: row.team1_score,
    team2Score: row.team2_score,
    team1Display: row.team1_display,
    team2Display: row.team2_display,
    period,
    overlaySvgUrl: liveScorerOverlayPath(token, row.team1_score, row.team2_score, period),
  };
};

const invalidLink = () => new GraphQLError('This live scorer link is invalid.', { extensions: { code: 'NOT_FOUND' } });

/** The change an input asks for, or every problem with it at once. */
export const checkScoreChange = (input: UpdateLiveScorerInput): ScoreChange => {
  const problems: FieldProblem[] = [];
  const change: ScoreChange = {};
  for (const team of ['team1', 'team2'] as const) {
    const set = input[`${team}Score`];
    const delta = input[`${team}ScoreDelta`];
    if (set !== undefined && set !== null && delta !== undefined && delta !== null)
      problems.push({ field: `${team}Score`, message: `Give ${team}Score or ${team}ScoreDelta, not both` });
    else if (set !== undefined && set !== null) {
      if (set < 0 || set > MAX_SCORE) problems.push({ field: `${team}Score`, message: `${team}Score must be between 0 and ${MAX_SCORE}` });
      else change[`${team}Score`] = set;
    } else if (delta !== undefined && delta !== null) {
      if (Math.abs(delta) > MAX_SCORE)
        problems.push({ field: `${team}ScoreDelta`, message: `${team}ScoreDelta must be between -${MAX_SCORE} and ${MAX_SCORE}` });
      else change[`${team}ScoreDelta`] = delta;
    }
  }
  if (input.period !== undefined && input.period !== null) {
    if ((LIVE_SCORER_PERIODS as readonly string[]).includes(input.period)) change.period = input.period;
    else problems.push({ field: 'period', message: `period must be one of ${LIVE_SCORER_PERIODS.join(', ')}` });
  }
  if (problems.length) throw invalidInput(problems);
  return change;
};

const lookup = (ctx: RequestContext, token: string) => ctx.linkThrottle.lookup(ctx.clientAddress, () => findLiveScorer(ctx.db, token));

/** The live scorer remote (spec 000 §2.2, §7.1–7.2): the scorer link's token is the visitor's credential. */
export const liveScorerApi: PublicApi = {
  Query: {
    liveScorer: async (_p, args, ctx) => {
      const token = String(args.token);
      const row = await lookup(ctx, token);
      return row && answer(row, token);
    },
  },
  Mutation: {
    updateLiveScorer: async (_p, args, ctx) => {
      const input = args.input as UpdateLiveScorerInput;
      const change = checkScoreChange(input);
      const row = await lookup(ctx, input.token);
      if (!row) throw invalidLink();
      return answer(await applyScoreChange(ctx.db, ctx.registry, row.id, change), input.token);
    },
  },
};
