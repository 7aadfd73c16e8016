import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { CONSOLE_BASE } from '../../metadata/naming.ts';

/**
 * After a password change (spec 000 §2.13) the user signs in again: the server has ended their other
 * sessions, and this one ends through the logout page, which clears every cache.
 */
export const PasswordChangedDialog = () => (
  <Dialog open aria-labelledby="password-changed-title" maxWidth="xs" fullWidth>
    <DialogTitle id="password-changed-title">Password Changed</DialogTitle>
    <DialogContent>
      <DialogContentText>Your password has been changed successfully. Please sign in again with your new password.</DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button variant="contained" href={`${CONSOLE_BASE}/logout`}>
        Sign in again
      </Button>
    </DialogActions>
  </Dialog>
);
