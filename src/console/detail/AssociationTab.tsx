import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { ListContextProvider, Loading } from 'react-admin';
import { directVia, type Registry } from '../../metadata/normalized.ts';
import { NoData } from '../list/NoData.tsx';
import { RecordTable } from '../list/RecordTable.tsx';
import { routeOwnerFor, type RouteOwner } from '../../shared/routeOwner.ts';
import { useAssociationRows } from './useAssociationRows.ts';
import { CreateActionButton } from '../actions/CreateActionButton.tsx';
import { onePerParentMessage } from '../actions/listActions.ts';
import { ServiceActionButtons } from '../actions/ServiceActionButtons.tsx';
import { RowActions } from './RowActions.tsx';
import { sharedPreloadable } from '../../browser/preloadable.ts';

const RecordGrid = sharedPreloadable('recordGrid', () => import('../list/RecordGrid.tsx'));

export interface AssociationTabProps {
  registry: Registry;
  typename: string;
  id: string;
  association: string;
  routeOwner: RouteOwner;
}

const EMPTY_ASSOCIATION = 'There is no data to display.';

/** A tab listing readminAssociationObjects(association) as a table, or a grid where the association says so. */
export const AssociationTab = ({ registry, typename, id, association, routeOwner }: AssociationTabProps) => {
  const declared = registry.types[typename]?.associations[association];
  const target = declared && registry.types[declared.typename];
  const { list, total, hasMore, loadMore, loadingMore } = useAssociationRows({ typename, id, association });
  if (!declared || !target) return <Alert severity="error">Unknown association {association}</Alert>;
  if (list.isPending) return <Loading />;
  if (list.error) return <Alert severity="error">{list.error.message}</Alert>;
  // Rows link inside the organisation (or API partner) when their type has such routes, else to the platform route.
  const rowRouteOwner = routeOwnerFor(target, routeOwner);
  // The associated type's create action, with this record filled in (Add Court on a venue's Courts tab), and
  // its service actions that take this record (Add Credential, which answers the new key, on a partner's tab).
  const parentField = directVia(declared);
  // A type that allows one record per parent (a live stream's live scorer) says so once the tab holds it.
  const full = parentField && list.data?.length ? onePerParentMessage(target, parentField) : undefined;
  const create = parentField && (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, p: 1 }}>
      {full ? (
        <Typography variant="body2" color="text.secondary">
          {full}
        </Typography>
      ) : (
        <>
          <ServiceActionButtons type={target} routeOwner={rowRouteOwner} parent={{ field: parentField, id }} />
          <CreateActionButton type={target} routeOwner={rowRouteOwner} parent={{ field: parentField, id }} />
        </>
      )}
    </Box>
  );
  if (!list.data?.length)
    return (
      <>
        {create}
        <NoData text={EMPTY_ASSOCIATION} />
      </>
    );
  return (
    <ListContextProvider value={list}>
      {create}
      {declared.view === 'grid' && target.route ? (
        <Suspense fallback={<Loading />}>
          <RecordGrid type={target} route={target.route} routeOwner={rowRouteOwner} parentField={parentField} />
        </Suspense>
      ) : (
        <RecordTable
          type={target}
          route={target.route}
          routeOwner={rowRouteOwner}
          parentField={parentField}
          emptyText={EMPTY_ASSOCIATION}
          rowActions={target.route ? undefined : (row) => <RowActions type={target} record={row} routeOwner={rowRouteOwner} />}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 1 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {total !== undefined ? `${list.data.length} of ${total}` : ''}
        </Typography>
        {hasMore && (
          <Button size="small" onClick={loadMore} loading={loadingMore}>
            Load More
          </Button>
        )}
      </Box>
    </ListContextProvider>
  );
};
