import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

/** A small modal that tells the user something and closes with OK (Cannot submit, JSON Error). */
export const NoticeDialog = ({ id, title, children, onClose }: { id: string; title: string; children: ReactNode; onClose: () => void }) => (
  <Dialog open onClose={onClose} aria-labelledby={id} maxWidth="xs" fullWidth>
    <DialogTitle id={id}>{title}</DialogTitle>
    <DialogContent>{children}</DialogContent>
    <DialogActions>
      <Button onClick={onClose} autoFocus>
        OK
      </Button>
    </DialogActions>
  </Dialog>
);
