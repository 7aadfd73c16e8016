import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { CONSOLE_BASE } from '../../metadata/naming.ts';

/** Spec 000 §2.11: a signed-in user without any admin role. */
export const NoAccess = ({ playerPortalUrl }: { playerPortalUrl?: string | null }) => (
  <Box sx={{ maxWidth: 800, mx: 'auto', p: 4, display: 'flex', flexDirection: 'column', gap: 2 }}>
    <Typography variant="h4" component="h1">
      No Access
    </Typography>
    <Typography>
      You do not have access to the administration console. If you are looking for your games and videos, you may want the player portal.
    </Typography>
    <Box sx={{ display: 'flex', gap: 2 }}>
      {playerPortalUrl && (
        <Button variant="contained" href={playerPortalUrl}>
          Switch to Player Portal
        </Button>
      )}
      <Button component={Link} to={`${CONSOLE_BASE}/logout`}>
        Logout
      </Button>
    </Box>
  </Box>
);
