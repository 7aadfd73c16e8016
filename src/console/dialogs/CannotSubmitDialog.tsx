import DialogContentText from '@mui/material/DialogContentText';
import { NoticeDialog } from './NoticeDialog.tsx';

/** Spec 000 §5: submission blocked because the form is not valid (or its values could not be collected). */
export const CannotSubmitDialog = ({ problems, onClose }: { problems: string[]; onClose: () => void }) => (
  <NoticeDialog id="cannot-submit-title" title="Cannot submit" onClose={onClose}>
    <DialogContentText>Please correct the following before submitting:</DialogContentText>
    <ul aria-label="Problems">
      {problems.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  </NoticeDialog>
);
