import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { Loading } from 'react-admin';
import type { NormalizedType } from '../../metadata/normalized.ts';
import type { DateRange } from '../../shared/dateRange/presets.ts';
import { useDisplayTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import { AuditPager } from './AuditPager.tsx';
import { useAuditVersions } from './useAuditVersions.ts';
import { VersionItem } from './VersionItem.tsx';
import { sharedPreloadable } from '../../browser/preloadable.ts';

const DateRangeControl = sharedPreloadable('dateRange', () => import('../dateRange/DateRangeControl.tsx'));

interface AuditDialogProps {
  type: NormalizedType;
  id: string;
  name: string;
  onClose: () => void;
}

/**
 * The audit history of one record (spec 000 §2.16): its versions newest first in a date range read in
 * the display time zone, 10 a page by default, paged by offset.
 */
const AuditDialog = ({ type, id, name, onClose }: AuditDialogProps) => {
  const { timeZone } = useDisplayTimeZone();
  const [dateRange, setDateRange] = useState<DateRange | null>(null);
  const [paging, setPaging] = useState({ page: 1, perPage: 10 });
  const { versions, total, isPending, error } = useAuditVersions({ itemType: type.typename, itemId: id, dateRange, timeZone, ...paging });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="audit-title">
      <DialogTitle id="audit-title">History of {name}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Suspense fallback={null}>
            <DateRangeControl
              value={dateRange}
              onChange={(r) => (setDateRange(r), setPaging((p) => ({ ...p, page: 1 })))}
              future={false}
              timeZone={timeZone}
            />
          </Suspense>
          <Typography variant="body2" color="text.secondary">
            Times in {timeZone}
          </Typography>
        </Box>
        {error && <Alert severity="error">{error.message}</Alert>}
        {isPending ? (
          <Loading />
        ) : (
          <Box component="ol" aria-label="Versions" sx={{ p: 0, m: 0 }}>
            {versions.map((v) => (
              <VersionItem key={v.id} version={v} type={type} timeZone={timeZone} />
            ))}
          </Box>
        )}
        <AuditPager
          {...paging}
          shown={versions.length}
          total={total}
          onPage={(page) => setPaging((p) => ({ ...p, page }))}
          onPerPage={(perPage) => setPaging({ page: 1, perPage })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};

export default AuditDialog;
