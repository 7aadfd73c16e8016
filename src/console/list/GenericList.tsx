import { useMemo } from 'react';
import { InfiniteListBase } from 'react-admin';
import type { NormalizedType } from '../../metadata/normalized.ts';
import { toFilterBarInput } from '../../shared/filterBar/filterBarInput.ts';
import { useFilterState } from '../filterBar/useFilterState.ts';
import type { RouteOwner } from '../../shared/routeOwner.ts';
import { useDisplayTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import { ListView } from './ListView.tsx';
import { useInlinedFirstPage } from './useInlinedFirstPage.ts';
import { usePageSize } from './usePageSize.ts';

const ignoreError = () => undefined;

export interface GenericListProps {
  type: NormalizedType & { route: string };
  /** The organisation or API partner of the URL: only its rows are listed. */
  routeOwner?: RouteOwner;
  /**
   * true (the list page): filters in the URL hash and the page size in ?limit, so reload, back and
   * forward restore them. false (a list inside a dialog): both in React state, the page's URL untouched.
   */
  stateInUrl?: boolean;
}

/**
 * The list of any routed type, driven only by its metadata (spec 000 §2.14). The filter bar's state is
 * sent as FilterBarInput; react-admin's own filter and sort state is not used.
 */
export const GenericList = ({ type, routeOwner = {}, stateInUrl = true }: GenericListProps) => {
  const [pageSize, setPageSize] = usePageSize(stateInUrl);
  const { timeZone } = useDisplayTimeZone();
  const [filters, setFilters] = useFilterState(type, { inUrl: stateInUrl, timeZone });
  const filterBar = useMemo(() => toFilterBarInput(filters, timeZone), [filters, timeZone]);
  const meta = useMemo(() => ({ orgId: routeOwner.orgId, apiPartnerId: routeOwner.apiPartnerId }), [routeOwner.orgId, routeOwner.apiPartnerId]);
  // react-admin's params for the list's first page, as its controller passes them to getList.
  const inlined = useInlinedFirstPage(type.route, { pagination: { page: 1, perPage: pageSize }, filter: { ...filterBar }, meta });
  // No toast for a failed list: ListView shows its error once, in place of the rows (ListError, ListRefused).
  const queryOptions = useMemo(() => ({ meta, ...inlined, onError: ignoreError }), [meta, inlined]);
  return (
    <InfiniteListBase
      key={`${type.route}:${pageSize}:${routeOwner.orgId ?? ''}:${routeOwner.apiPartnerId ?? ''}`}
      resource={type.route}
      perPage={pageSize}
      filter={filterBar}
      disableSyncWithLocation
      storeKey={false}
      queryOptions={queryOptions}
      // The admin checks the session before any page renders (ConsoleAdmin's requireAuth), and a request the
      // API refuses as UNAUTHENTICATED ends it (authProvider checkError). The list's own check would run again
      // after the first render and hold its request back until a second one.
      disableAuthentication
    >
      <ListView
        type={type}
        routeOwner={routeOwner}
        filters={filters}
        setFilters={setFilters}
        filterBar={filterBar}
        timeZone={timeZone}
        pageSize={pageSize}
        setPageSize={setPageSize}
        dashboardLink={stateInUrl}
      />
    </InfiniteListBase>
  );
};
