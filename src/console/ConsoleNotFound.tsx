import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { CONSOLE_BASE } from '../metadata/naming.ts';
import { PageTitle } from './layout/PageTitle.tsx';

/** A console path that is no page (unknown route, or deeper than a record). */
export const ConsoleNotFound = () => (
  <Box sx={{ p: 4 }}>
    <PageTitle title="Not Found" />
    <Typography variant="h5" component="h1">
      Page Not Found
    </Typography>
    <Typography color="text.secondary" sx={{ my: 1 }}>
      There is no console page at this address.
    </Typography>
    <MuiLink component={Link} to={CONSOLE_BASE}>
      Go to the dashboard
    </MuiLink>
  </Box>
);
