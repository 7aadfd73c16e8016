/** Periods a live scorer shows (spec 000 §4.7, §9), in the picker's order. */
export const LIVE_SCORER_PERIODS = ['Q1', 'Q2', 'Q3', 'Q4', 'OT', 'H1', 'H2'] as const;
export type LiveScorerPeriod = (typeof LIVE_SCORER_PERIODS)[number];

/**
 * The live scorer remote (spec 000 §2.2, §3.1, §7.1–7.2). Two remotes may score the same game at once, so
 * besides the spec's absolute team1Score/team2Score the input takes team1ScoreDelta/team2ScoreDelta: points
 * the server adds to what it holds (never below 0) in one UPDATE, so concurrent clicks never overwrite each
 * other. The answer is the server's state after the change, which the remote shows.
 * The server's SDL for it is in src/server/features/publicPages/schema.graphql.
 */
const FIELDS = 'id team1Score team2Score team1Display team2Display period overlaySvgUrl';

export const LIVE_SCORER_QUERY = `query LiveScorer($token: String!) { liveScorer(token: $token) { ${FIELDS} } }`;

export const UPDATE_LIVE_SCORER = `mutation UpdateLiveScorer($input: UpdateLiveScorerInput!) { updateLiveScorer(input: $input) { ${FIELDS} } }`;

export interface LiveScorer {
  id: string;
  team1Score: number;
  team2Score: number;
  team1Display: string;
  team2Display: string;
  period: string;
  overlaySvgUrl: string;
}

export interface UpdateLiveScorerInput {
  token: string;
  team1Score?: number;
  team2Score?: number;
  team1ScoreDelta?: number;
  team2ScoreDelta?: number;
  period?: string;
}
