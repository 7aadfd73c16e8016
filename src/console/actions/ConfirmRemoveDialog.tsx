import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { UnableToComplete } from './UnableToComplete.tsx';

export interface ConfirmRemoveDialogProps {
  title: string;
  message: string;
  /** When set, the button stays disabled until exactly this word is typed (spec 000 §5). */
  typeToConfirm?: string;
  confirmLabel: string;
  running: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirms a destructive action, with 'Please type "DELETE" to confirm' where the action asks for it. */
export const ConfirmRemoveDialog = ({ title, message, typeToConfirm, confirmLabel, running, error, onConfirm, onCancel }: ConfirmRemoveDialogProps) => {
  const [typed, setTyped] = useState('');
  const confirmed = !typeToConfirm || typed === typeToConfirm;
  const prompt = typeToConfirm && `Please type "${typeToConfirm}" to confirm`;
  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="confirm-dialog-title">
      <form onSubmit={(e) => (e.preventDefault(), confirmed && onConfirm())}>
        <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{message}</DialogContentText>
          {prompt && <TextField autoFocus fullWidth variant="outlined" size="small" sx={{ mt: 2 }} label={prompt} value={typed} onChange={(e) => setTyped(e.target.value)} />}
          <UnableToComplete error={error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" color="error" variant="contained" disabled={!confirmed} loading={running}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
