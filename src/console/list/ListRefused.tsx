import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { CONSOLE_BASE } from '../../metadata/naming.ts';

/**
 * A list the viewer may not read: the one message in place of filter bar, actions and rows, since nothing
 * there can work. On a page it leads back to the dashboard; a list inside a dialog has its own way out.
 */
export const ListRefused = ({ message, dashboardLink = true }: { message: string; dashboardLink?: boolean }) => (
  <Box role="status" sx={{ py: 1 }}>
    <Typography sx={{ mb: 1 }}>{message}</Typography>
    {dashboardLink && (
      <MuiLink component={Link} to={CONSOLE_BASE}>
        Go to the dashboard
      </MuiLink>
    )}
  </Box>
);
