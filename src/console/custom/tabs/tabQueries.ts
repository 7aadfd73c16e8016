import { parseDocument } from '../../graphql/parseDocument.ts';
import type { GraphqlRequest } from '../../graphql/request.ts';

export interface LeaderboardSegment {
  title: string;
  headColumns: string[];
  columns: { name: string; shortName: string }[];
  rows: { rank: number; rankDiff: number | null; lastRoundRank: number | null; headCells: string[]; cells: { stringValue: string }[] }[];
}

export interface EncodingSpan {
  pid: number;
  startedAt: string;
  endedAt: string | null;
  durationSeconds: number | null;
  startedPercentage: number;
  endedPercentage: number;
}

/** The queries, exported so that a test checks them against the generated schema. */
export const LEADERBOARD_CONTENT_QUERY = `query ReadminLeaderboardContent($id: ID!) {
  leaderboardTable(id: $id) { id segments { title headColumns columns { name shortName } rows { rank rankDiff lastRoundRank headCells cells { stringValue } } } }
}`;

export const ENCODING_TIMELINE_QUERY = `query ReadminEncodingTimeline($id: ID!) {
  liveStream(id: $id) { id startAt finishAt encodingTimelineItems { pid startedAt endedAt durationSeconds startedPercentage endedPercentage } }
}`;

/** A leaderboard table's segments: { id, segments }, segments null when the table cannot be read. */
export const leaderboardContentRequest = (params: { id: unknown }): GraphqlRequest => ({
  query: parseDocument(LEADERBOARD_CONTENT_QUERY),
  variables: { id: params.id },
  parseResponse: ({ data }) => {
    const table = data.leaderboardTable as { segments: LeaderboardSegment[] } | null;
    return { data: { id: params.id, segments: table?.segments ?? null } };
  },
});

/** A live stream's window and encoding spans: { id, stream }, stream null when it cannot be read. */
export const encodingTimelineRequest = (params: { id: unknown }): GraphqlRequest => ({
  query: parseDocument(ENCODING_TIMELINE_QUERY),
  variables: { id: params.id },
  parseResponse: ({ data }) => ({ data: { id: params.id, stream: data.liveStream ?? null } }),
});
