import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { InfiniteListBase } from 'react-admin';
import { PageTitle } from '../layout/PageTitle.tsx';
import type { NormalizedType } from '../../metadata/normalized.ts';
import type { ConsoleScope } from '../scope.ts';
import { ListError } from './ListError.tsx';
import { ListFooter } from './ListFooter.tsx';
import { RecordGrid } from './RecordGrid.tsx';
import { RecordTable } from './RecordTable.tsx';
import { usePageSize } from './usePageSize.ts';

export interface GenericListProps {
  type: NormalizedType & { route: string };
  /** The organisation or API partner of the URL: only its rows are listed. */
  scope?: ConsoleScope;
}

/**
 * The list page of any routed type, driven only by its metadata. The filter bar, create action, CSV
 * export and bulk actions slot in above and inside the table; the list state stays in the URL.
 */
export const GenericList = ({ type, scope = {} }: GenericListProps) => {
  const [pageSize, setPageSize] = usePageSize();
  const meta = { orgId: scope.orgId, apiPartnerId: scope.apiPartnerId };
  return (
    <Box sx={{ p: 2 }}>
      <PageTitle title={type.label.plural} />
      <Typography variant="h5" component="h1">
        {type.label.plural}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {type.description}
      </Typography>
      <InfiniteListBase
        key={`${type.route}:${pageSize}:${scope.orgId ?? ''}:${scope.apiPartnerId ?? ''}`}
        resource={type.route}
        perPage={pageSize}
        disableSyncWithLocation
        storeKey={false}
        queryOptions={{ meta }}
      >
        <Card variant="outlined">
          <ListError />
          {type.list.view === 'grid' ? <RecordGrid type={type} route={type.route} scope={scope} /> : <RecordTable type={type} route={type.route} scope={scope} />}
          <ListFooter pageSize={pageSize} onPageSize={setPageSize} />
        </Card>
      </InfiniteListBase>
    </Box>
  );
};
