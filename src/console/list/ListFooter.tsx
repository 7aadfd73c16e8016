import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useInfinitePaginationContext, useListContext } from 'react-admin';
import { formatListCount } from './listCount.ts';
import { PAGE_SIZES } from '../../shared/list/pageSize.ts';
import { PageSizeSelect } from '../controls/PageSizeSelect.tsx';

/**
 * Row count, Load More and the page-size selector (spec 000 §2.14). The selector is a native <select>:
 * MUI's Select family would be the largest part of the first list page otherwise.
 */
export const ListFooter = ({ pageSize, onPageSize }: { pageSize: number; onPageSize: (size: number) => void }) => {
  const { data, total, meta } = useListContext();
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 1, fontSize: 14 }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {total != null ? formatListCount(data?.length ?? 0, total, meta?.approximateTotal === true) : ''}
      </Typography>
      {hasNextPage && (
        <Button size="small" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
          Load More
        </Button>
      )}
      <PageSizeSelect label="Rows per page" value={pageSize} sizes={PAGE_SIZES} onChange={onPageSize} />
    </Box>
  );
};
