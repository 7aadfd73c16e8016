import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ShownAnswer } from './handleAnswer.ts';
import { ResultView } from './ResultView.tsx';

/** The answer of an action without a form (a field-less operation), in a dialog of its own. */
export const ResultDialog = ({ title, shown, onClose }: { title: string; shown: ShownAnswer; onClose: () => void }) => (
  <Dialog open fullWidth maxWidth="sm" onClose={onClose} aria-labelledby="result-dialog-title">
    <DialogTitle id="result-dialog-title">{title}</DialogTitle>
    <DialogContent>
      <ResultView shown={shown} />
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose}>Close</Button>
    </DialogActions>
  </Dialog>
);
