import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Spec 000 §5: submission blocked because the form is not valid (or its values could not be collected). */
export const CannotSubmitDialog = ({ problems, onClose }: { problems: string[]; onClose: () => void }) => (
  <Dialog open onClose={onClose} aria-labelledby="cannot-submit-title" maxWidth="xs" fullWidth>
    <DialogTitle id="cannot-submit-title">Cannot submit</DialogTitle>
    <DialogContent>
      <DialogContentText>Please correct the following before submitting:</DialogContentText>
      <ul aria-label="Problems">
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose} autoFocus>
        OK
      </Button>
    </DialogActions>
  </Dialog>
);
