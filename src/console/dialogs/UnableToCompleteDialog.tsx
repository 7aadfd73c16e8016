import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { serverReasons, SUPPORT_EMAIL } from './serverErrors.ts';

/**
 * Spec 000 §8: a failed request, each server reason with its UUID, and how to reach support. Dismiss
 * closes it; the action that failed is cancelled, its dialog stays as the user left it.
 */
export const UnableToCompleteDialog = ({ error, onDismiss }: { error: unknown; onDismiss: () => void }) => (
  <Dialog open onClose={onDismiss} aria-labelledby="unable-title" maxWidth="sm" fullWidth>
    <DialogTitle id="unable-title">Unable to Complete Request</DialogTitle>
    <DialogContent>
      <DialogContentText>We are unable to complete request for the reason(s) listed below:</DialogContentText>
      <ul aria-label="Reasons">
        {serverReasons(error).map((r, i) => (
          <li key={i}>
            {r.message}
            {r.uuid && (
              <Typography variant="caption" component="div" color="text.secondary">
                UUID: {r.uuid}
              </Typography>
            )}
          </li>
        ))}
      </ul>
      <Alert severity="info">
        If you think this is a mistake, please notify support at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with the details of what you
        were doing and a screenshot of this message.
      </Alert>
    </DialogContent>
    <DialogActions>
      <Button onClick={onDismiss} autoFocus>
        Dismiss
      </Button>
    </DialogActions>
  </Dialog>
);
