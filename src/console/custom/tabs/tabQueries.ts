import type { ConsoleRequest } from '../../operations/consoleRequest.ts';

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

/** A leaderboard table's segments, null when the table cannot be read. */
export const leaderboardContentRequest = (params: { id: string }): ConsoleRequest<LeaderboardSegment[] | null> => ({
  query: LEADERBOARD_CONTENT_QUERY,
  variables: { id: params.id },
  parse: (data) => (data.leaderboardTable as { segments: LeaderboardSegment[] } | null)?.segments ?? null,
});

/** A live stream's window and encoding spans. */
export interface TimelineStream {
  startAt: string;
  finishAt: string;
  encodingTimelineItems: EncodingSpan[];
}

/** A live stream's window and encoding spans, null when it cannot be read. */
export const encodingTimelineRequest = (params: { id: string }): ConsoleRequest<TimelineStream | null> => ({
  query: ENCODING_TIMELINE_QUERY,
  variables: { id: params.id },
  parse: (data) => (data.liveStream as TimelineStream | null) ?? null,
});

/** A team of a game or fixture, as a link. */
interface NamedLink {
  id: string;
  readminName: string;
}

/** The linked game of an API game schedule, as its Result tab reads it (scores null where the viewer may not read the game). */
export interface ResultGame {
  id: string;
  readminName: string;
  readminUrl: string | null;
  playedAt: string | null;
  completedAt: string | null;
  homeScore: number | null;
  awayScore: number | null;
  homeForfeit: boolean | null;
  awayForfeit: boolean | null;
  homeTeam: NamedLink | null;
  awayTeam: NamedLink | null;
}

/** A result as sent to GameDay (game_day_submissions). */
export interface ResultSubmission {
  id: string;
  state: string | null;
  homeScore: number | null;
  awayScore: number | null;
  submittedAt: string | null;
  responseStatus: number | null;
  errorMessage: string | null;
}

/** An API game schedule's result: the fixture, its linked game and what was sent to the provider. */
export interface ApiGameScheduleResult {
  status: string | null;
  startsAt: string | null;
  homeScore: number | null;
  awayScore: number | null;
  homeApiTeam: NamedLink | null;
  awayApiTeam: NamedLink | null;
  game: ResultGame | null;
  gameDaySubmissions: ResultSubmission[];
}

export const API_GAME_SCHEDULE_RESULT_QUERY = `query ReadminApiGameScheduleResult($id: ID!) {
  readminObject(typename: "ApiGameSchedule", id: $id) { id ... on ApiGameSchedule {
    status startsAt homeScore awayScore homeApiTeam { id readminName } awayApiTeam { id readminName }
    game { id readminName readminUrl playedAt completedAt homeScore awayScore homeForfeit awayForfeit homeTeam { id readminName } awayTeam { id readminName } }
    gameDaySubmissions { id state homeScore awayScore submittedAt responseStatus errorMessage }
  } }
}`;

/** An API game schedule's result, null when the schedule cannot be read. */
export const apiGameScheduleResultRequest = (params: { id: string }): ConsoleRequest<ApiGameScheduleResult | null> => ({
  query: API_GAME_SCHEDULE_RESULT_QUERY,
  variables: { id: params.id },
  parse: (data) => (data.readminObject as ApiGameScheduleResult | null) ?? null,
});

/** A court an ad may be previewed on. */
export interface PreviewCourt {
  id: string;
  readminName: string;
  advertisingActive: boolean | null;
}

export const AD_PREVIEW_COURTS_QUERY = `query ReadminAdPreviewCourts($orgId: ID) {
  readminObjects(typename: "Court", orgId: $orgId, limit: 200) { id readminName ... on Court { advertisingActive } }
}`;

/** The courts of the ad's organisation the viewer may read (200 at most), sorted by name. */
export const adPreviewCourtsRequest = (params: { orgId: string | null }): ConsoleRequest<PreviewCourt[]> => ({
  query: AD_PREVIEW_COURTS_QUERY,
  variables: { orgId: params.orgId },
  parse: (data) => [...(data.readminObjects as PreviewCourt[])].sort((a, b) => a.readminName.localeCompare(b.readminName)),
});
