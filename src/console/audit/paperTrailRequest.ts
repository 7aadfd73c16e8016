import { limitOffset, type GraphqlRequest } from '../graphql/request.ts';

export interface PaperTrailParams {
  meta?: { itemType?: string; itemId?: string; dateRange?: { start?: string; end?: string; timeZone?: string } | null };
  pagination?: { page: number; perPage: number };
}

/** One page of a record's audit history (paperTrailVersions, newest first) and how many there are in the range. */
export const paperTrailRequest = (params: PaperTrailParams): GraphqlRequest => ({
  query: `query ReadminPaperTrail($itemType: String!, $itemId: ID!, $dateRange: DateRangeInput, $limit: Int, $offset: Int) {
  versions: paperTrailVersions(itemType: $itemType, itemId: $itemId, dateRange: $dateRange, limit: $limit, offset: $offset) {
    id event via objectChanges createdAt whodunnit { id readminName readminUrl }
  }
  total: paperTrailVersionsCount(itemType: $itemType, itemId: $itemId, dateRange: $dateRange)
}`,
  variables: {
    itemType: params.meta?.itemType,
    itemId: params.meta?.itemId,
    dateRange: params.meta?.dateRange ?? undefined,
    ...limitOffset(params.pagination),
  },
  parseResponse: ({ data }) => ({ data: data.versions, total: data.total }),
});
