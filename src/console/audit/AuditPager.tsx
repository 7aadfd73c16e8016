import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AUDIT_PAGE_SIZES } from './useAuditVersions.ts';
import { PageSizeSelect } from '../controls/PageSizeSelect.tsx';

export interface AuditPagerProps {
  page: number;
  perPage: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

/** Offset paging of the audit history: "11–20 of 23", previous and next, and the page size. */
export const AuditPager = ({ page, perPage, shown, total, onPage, onPerPage }: AuditPagerProps) => {
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 14 }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {total === 0 ? 'No changes' : `${first}–${first + shown - 1} of ${total}`}
      </Typography>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button size="small" disabled={page * perPage >= total} onClick={() => onPage(page + 1)}>
        Next
      </Button>
      <PageSizeSelect label="Page size" value={perPage} sizes={AUDIT_PAGE_SIZES} onChange={onPerPage} />
    </Box>
  );
};
