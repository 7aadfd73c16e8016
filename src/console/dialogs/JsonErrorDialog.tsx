import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Spec 000 §5: raw JSON that does not parse; the parser's message says where. */
export const JsonErrorDialog = ({ label, message, onClose }: { label: string; message: string; onClose: () => void }) => (
  <Dialog open onClose={onClose} aria-labelledby="json-error-title" maxWidth="xs" fullWidth>
    <DialogTitle id="json-error-title">JSON Error</DialogTitle>
    <DialogContent>
      <DialogContentText>{label} is not valid JSON:</DialogContentText>
      <DialogContentText component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', mt: 1 }}>
        {message}
      </DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose} autoFocus>
        OK
      </Button>
    </DialogActions>
  </Dialog>
);
