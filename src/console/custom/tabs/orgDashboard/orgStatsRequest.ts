import type { ConsoleRequest } from '../../../operations/consoleRequest.ts';
import type { OrgStats } from '../../../../shared/orgStats.ts';

export type { OrgStats };

/** The query, exported so that a test checks it against the generated schema. */
export const ORG_STATS_QUERY = `query ReadminOrgStats($id: ID!, $dateRange: DateRangeInput, $timeZone: String) {
  org(id: $id) { id stats(dateRange: $dateRange, timeZone: $timeZone) {
    gamesCount activePlayersCount activeUsersCount activeUsersWithEmailCount liveStreamsCount liveStreamsDurationSec } }
}`;

export interface OrgStatsParams {
  orgId: string;
  /** null: all time. */
  dateRange: { start: string; end: string } | null;
  timeZone: string;
}

/**
 * An organisation's figures over dateRange (days read in timeZone; null: all time), null when the organisation cannot be read.
 * A refused range (over a year, reversed) reaches the panel as the request's error.
 */
export const orgStatsRequest = (params: OrgStatsParams): ConsoleRequest<OrgStats | null> => ({
  query: ORG_STATS_QUERY,
  variables: { id: params.orgId, dateRange: params.dateRange, timeZone: params.timeZone },
  parse: (data) => (data.org as { stats: OrgStats | null } | null)?.stats ?? null,
});
