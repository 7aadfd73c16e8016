import type { GraphqlRequest } from '../../../graphql/request.ts';
import type { OrgStats } from '../../../../shared/orgStats.ts';

export type { OrgStats };

/** The query, exported so that a test checks it against the generated schema. */
export const ORG_STATS_QUERY = `query ReadminOrgStats($id: ID!, $dateRange: DateRangeInput!, $timeZone: String) {
  org(id: $id) { id stats(dateRange: $dateRange, timeZone: $timeZone) {
    gamesCount activePlayersCount activeUsersCount activeUsersWithEmailCount liveStreamsCount liveStreamsDurationSec } }
}`;

/**
 * An organisation's figures over meta.dateRange (days read in meta.timeZone): { id, stats }, stats null when the
 * organisation cannot be read. A refused range (over a year, reversed) reaches the panel as the request's error.
 */
export const orgStatsRequest = (params: {
  id: unknown;
  meta?: { dateRange?: { start: string; end: string }; timeZone?: string };
}): GraphqlRequest => ({
  query: ORG_STATS_QUERY,
  variables: { id: params.id, dateRange: params.meta?.dateRange, timeZone: params.meta?.timeZone },
  parseResponse: ({ data }) => ({ data: { id: params.id, stats: (data.org as { stats: OrgStats | null } | null)?.stats ?? null } }),
});
