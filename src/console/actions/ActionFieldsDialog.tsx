import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { NormalizedField } from '../../metadata/normalized.ts';
import { FieldInput } from './FieldInput.tsx';
import { UnableToComplete } from './UnableToComplete.tsx';

export interface ActionFieldsDialogProps {
  title: string;
  intro?: string;
  fields: NormalizedField[];
  initial: Record<string, string>;
  /** Label of an empty choice: 'Keep current values' when editing several records. */
  emptyLabel: string;
  submitLabel: string;
  running: boolean;
  error: unknown;
  onSubmit: (texts: Record<string, string>) => void;
  onCancel: () => void;
}

/**
 * A minimal form dialog over an action's fields (the full dialog framework is a later issue). As every
 * form dialog (spec 000 §4.8), a click on the backdrop does not close it.
 */
export const ActionFieldsDialog = ({ title, intro, fields, initial, emptyLabel, submitLabel, running, error, onSubmit, onCancel }: ActionFieldsDialogProps) => {
  const [texts, setTexts] = useState(initial);
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={(_, reason) => reason !== 'backdropClick' && onCancel()} aria-labelledby="action-dialog-title">
      <form onSubmit={(e) => (e.preventDefault(), onSubmit(texts))}>
        <DialogTitle id="action-dialog-title">{title}</DialogTitle>
        <DialogContent>
          {intro && <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>}
          <Stack spacing={2} sx={{ pt: 1 }}>
            {fields.map((f) => (
              <FieldInput key={f.name} field={f} value={texts[f.name] ?? ''} emptyLabel={emptyLabel} onChange={(text) => setTexts((t) => ({ ...t, [f.name]: text }))} />
            ))}
          </Stack>
          <UnableToComplete error={error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" loading={running}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
