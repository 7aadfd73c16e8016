import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { Suspense } from 'react';
import { useListContext } from 'react-admin';
import type { NormalizedType } from '../../metadata/normalized.ts';
import { BulkActionBar } from '../actions/BulkActionBar.tsx';
import { CreateActionButton } from '../actions/CreateActionButton.tsx';
import { ServiceActionButtons } from '../actions/ServiceActionButtons.tsx';
import { bulkActionsOf } from '../actions/listActions.ts';
import { useActionUser } from '../actions/useActionUser.ts';
import { ExportCsvButton } from '../csvExports/ExportCsvButton.tsx';
import { FilterBar } from '../filterBar/FilterBar.tsx';
import type { FilterState } from '../../shared/filterBar/filterState.ts';
import type { SetFilterState } from '../filterBar/useFilterState.ts';
import type { FilterBar as FilterBarInput } from '../../shared/filterBar/filterBar.ts';
import type { RouteOwner } from '../../shared/routeOwner.ts';
import { ListError } from './ListError.tsx';
import { ListFooter } from './ListFooter.tsx';
import { ListRefused } from './ListRefused.tsx';
import { RecordTable } from './RecordTable.tsx';
import { useClearSelectionOnChange } from './selection/useClearSelectionOnChange.ts';
import { useOpenFirstRowOnEnter } from './useOpenFirstRowOnEnter.ts';
import { useListLayout } from './listLayout.ts';
import { readRefusal } from './readRefusal.ts';
import { sharedPreloadable } from '../../browser/preloadable.ts';

// Only types with a thumbnail show grids: the grid and its slider load there, and so does the toggle between
// table and grid, with MUI's Tooltip (and Popper) that its buttons show.
const RecordGrid = sharedPreloadable('recordGrid', () => import('./RecordGrid.tsx'));
const ListLayoutToggle = sharedPreloadable('layoutToggle', () => import('./ListLayoutToggle.tsx'));

export interface ListViewProps {
  type: NormalizedType & { route: string };
  routeOwner: RouteOwner;
  filters: FilterState;
  setFilters: SetFilterState;
  filterBar: FilterBarInput;
  timeZone: string;
  pageSize: number;
  setPageSize: (size: number) => void;
  /** Whether a refused list leads back to the dashboard (the list page does; a list in a dialog does not). */
  dashboardLink?: boolean;
}

/** Inside the list context: filter bar, create and export, bulk actions, rows, count and Load More. */
export const ListView = ({ type, routeOwner, filters, setFilters, filterBar, timeZone, pageSize, setPageSize, dashboardLink }: ListViewProps) => {
  const user = useActionUser();
  const selectable = user !== undefined && bulkActionsOf(type, user.roles).length > 0;
  const openFirstRow = useOpenFirstRowOnEnter(type.route, routeOwner);
  const [layout, setLayout] = useListLayout(type);
  // A selection made under other filters would act on rows no longer shown.
  useClearSelectionOnChange(JSON.stringify(filterBar));
  // The server refused though the viewer's access said they may read (it changed, or a scope excludes them).
  const refusal = readRefusal(useListContext().error);
  if (refusal) return <ListRefused message={refusal} dashboardLink={dashboardLink} />;
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1 }}>
          <FilterBar type={type} value={filters} onChange={setFilters} timeZone={timeZone} onSearchEnter={openFirstRow} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, alignItems: 'center' }}>
          {setLayout && (
            <Suspense fallback={null}>
              <ListLayoutToggle value={layout} onChange={setLayout} />
            </Suspense>
          )}
          <ServiceActionButtons type={type} routeOwner={routeOwner} />
          <CreateActionButton type={type} routeOwner={routeOwner} />
          <ExportCsvButton type={type} routeOwner={routeOwner} filterBar={filterBar} />
        </Box>
      </Box>
      <Card variant="outlined">
        <BulkActionBar type={type} routeOwner={routeOwner} />
        <ListError />
        {layout === 'grid' ? (
          <Suspense fallback={null}>
            <RecordGrid type={type} route={type.route} routeOwner={routeOwner} selectable={selectable} />
          </Suspense>
        ) : (
          <RecordTable
            type={type}
            route={type.route}
            routeOwner={routeOwner}
            selectable={selectable}
            order={{ current: filters.orderOption, select: (orderOption) => setFilters({ orderOption }) }}
          />
        )}
        <ListFooter pageSize={pageSize} onPageSize={setPageSize} />
      </Card>
    </Box>
  );
};
