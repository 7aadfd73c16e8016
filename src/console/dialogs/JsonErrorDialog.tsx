import DialogContentText from '@mui/material/DialogContentText';
import { NoticeDialog } from './NoticeDialog.tsx';

/** Spec 000 §5: raw JSON that does not parse; the parser's message says where. */
export const JsonErrorDialog = ({ label, message, onClose }: { label: string; message: string; onClose: () => void }) => (
  <NoticeDialog id="json-error-title" title="JSON Error" onClose={onClose}>
    <DialogContentText>{label} is not valid JSON:</DialogContentText>
    <DialogContentText component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', mt: 1 }}>
      {message}
    </DialogContentText>
  </NoticeDialog>
);
