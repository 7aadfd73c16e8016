import type { NormalizedType } from '../../metadata/normalized.ts';
import { todayIn } from '../dateRange/calendarDay.ts';
import { toFilterBarInput } from '../filterBar/filterBarInput.ts';
import { defaultFilterState } from '../filterBar/filterState.ts';
import { toFilterBar } from '../filterBar/filterBar.ts';
import { listRequest, type ListRequest } from './listRequest.ts';
import type { RouteOwner } from '../routeOwner.ts';
import { columnFields } from './listColumns.ts';
import { parseLimit } from './pageSize.ts';

/**
 * The request a list page (GenericList) makes first when its URL has no filter hash: the type's default filter
 * state and the URL's ?limit, page 1, under the URL's route owner. The server runs it for the page it sends
 * (src/server/http/consoleBoot.ts), and the console takes that answer only for the very same request
 * (graphql/firstListAnswer.ts), so a page whose state differs (a hash) just asks as usual.
 *
 * Undefined for a type whose default state has a date range: its days are read in the browser's time zone,
 * which the server does not know.
 */
export const firstListRequest = (type: NormalizedType, routeOwner: RouteOwner, search: string): ListRequest | undefined => {
  if (type.list.dateRange?.default) return undefined;
  const filterBar = toFilterBarInput(defaultFilterState(type, todayIn('UTC', new Date())), 'UTC');
  const params = {
    pagination: { page: 1, perPage: parseLimit(new URLSearchParams(search).get('limit')) },
    filter: { ...filterBar },
    meta: { orgId: routeOwner.orgId, apiPartnerId: routeOwner.apiPartnerId },
  };
  return listRequest(type, params, toFilterBar(params.filter));
};

/** The option sources (sports, time zones, …) a list page reads as it shows its rows: its columns' and its filters'. */
export const listOptionSources = (type: NormalizedType, routeOwner: RouteOwner): string[] => {
  const readers: { optionsQuery?: string }[] = [...columnFields(type, { routeOwner }), ...type.list.filters];
  return [...new Set(readers.flatMap((reader) => (reader.optionsQuery ? [reader.optionsQuery] : [])))];
};
