import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { UnableToCompleteDialog } from './UnableToCompleteDialog.tsx';
import { useSubmission } from './useSubmission.ts';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  /** The word to type before the button enables, upper case (spec 000 §5: 'Please type "DELETE" to confirm'). */
  typeToConfirm?: string;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
}

export const typeToConfirmPrompt = (word: string) => `Please type "${word.toUpperCase()}" to confirm`;

/** A confirmation with loading state; a failure shows 'Unable to Complete Request' and leaves the dialog open. */
export const ConfirmDialog = ({ title, message, typeToConfirm, confirmLabel, destructive = false, onConfirm, onCancel }: ConfirmDialogProps) => {
  const [typed, setTyped] = useState('');
  const { run, running, error, dismiss } = useSubmission(onConfirm);
  const word = typeToConfirm?.toUpperCase();
  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && !running && onCancel()}
      aria-labelledby="confirm-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
        {word && (
          <TextField
            autoFocus
            fullWidth
            size="small"
            sx={{ mt: 2 }}
            label={typeToConfirmPrompt(word)}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            slotProps={{ htmlInput: { autoComplete: 'off' } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={running}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={Boolean(word) && typed !== word}
          loading={running}
          onClick={() => void run()}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
      {error !== null && <UnableToCompleteDialog error={error} onDismiss={dismiss} />}
    </Dialog>
  );
};
