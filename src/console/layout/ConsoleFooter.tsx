import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { CONSOLE_BASE } from '../../metadata/naming.ts';
import { useDisplayTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import { useRouteOwnerRecords } from './useRouteOwnerRecords.ts';

const TimeZoneDialog = lazy(() => import('../shellDialogs/TimeZoneDialog.tsx'));

/** Spec 000 §2.11: the organisation or API partner being worked in, and the display time zone. */
export const ConsoleFooter = () => {
  const { org, apiPartner } = useRouteOwnerRecords();
  const { timeZone, setTimeZone } = useDisplayTimeZone();
  const [open, setOpen] = useState(false);
  return (
    <Box
      component="footer"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1, mt: 'auto', borderTop: 1, borderColor: 'divider', fontSize: 14 }}
    >
      {org && (
        <MuiLink component={Link} to={`${CONSOLE_BASE}/orgs/${org.id}`}>
          {org.name ?? `Organisation ${org.id}`}
        </MuiLink>
      )}
      {apiPartner && (
        <MuiLink component={Link} to={`${CONSOLE_BASE}/api_partners/${apiPartner.id}`}>
          {apiPartner.name ?? `API Partner ${apiPartner.id}`}
        </MuiLink>
      )}
      <Button
        size="small"
        sx={{ ml: 'auto', textTransform: 'none' }}
        onClick={() => setOpen(true)}
        aria-label={`Change display time zone: ${timeZone}`}
      >
        {timeZone}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <TimeZoneDialog open timeZone={timeZone} onClose={() => setOpen(false)} onChange={setTimeZone} />
        </Suspense>
      )}
    </Box>
  );
};
