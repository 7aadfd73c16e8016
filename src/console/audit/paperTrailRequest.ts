import { pageVariables, type ConsoleRequest, type Page } from '../operations/consoleRequest.ts';
import type { AuditVersion } from './auditChanges.ts';

export interface PaperTrailParams extends Page {
  itemType: string;
  itemId: string;
  dateRange?: { start?: string; end?: string; timeZone?: string } | null;
}

/** One page of a record's audit history (paperTrailVersions, newest first) and how many there are in the range. */
export const paperTrailRequest = (params: PaperTrailParams): ConsoleRequest<{ versions: AuditVersion[]; total: number }> => ({
  query: `query ReadminPaperTrail($itemType: String!, $itemId: ID!, $dateRange: DateRangeInput, $limit: Int, $offset: Int) {
  versions: paperTrailVersions(itemType: $itemType, itemId: $itemId, dateRange: $dateRange, limit: $limit, offset: $offset) {
    id event via objectChanges createdAt whodunnit { id readminName readminUrl }
    readminValueLabels { field value label }
  }
  total: paperTrailVersionsCount(itemType: $itemType, itemId: $itemId, dateRange: $dateRange)
}`,
  variables: {
    itemType: params.itemType,
    itemId: params.itemId,
    dateRange: params.dateRange ?? undefined,
    ...pageVariables(params),
  },
  parse: (data) => ({ versions: data.versions as AuditVersion[], total: data.total as number }),
});
