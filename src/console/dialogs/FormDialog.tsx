import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { CannotSubmitDialog } from './CannotSubmitDialog.tsx';
import { FieldRow } from './FieldRow.tsx';
import { fieldGroups } from './fieldGroups.ts';
import { JsonErrorDialog } from './JsonErrorDialog.tsx';
import { UnableToCompleteDialog } from './UnableToCompleteDialog.tsx';
import type { FormDialogState } from './useFormDialog.ts';

export interface FormDialogProps {
  title: string;
  intro?: ReactNode;
  submitLabel: string;
  form: FormDialogState;
  onCancel: () => void;
  /** Content above the fields (quick picks). */
  children?: ReactNode;
  /** What the last submission answered (an operation's value), below the fields; Cancel becomes Close. */
  result?: ReactNode;
  /** Below the fields: what the action's probe found (probes/ProbePanel.tsx). */
  panel?: ReactNode;
  /** The submit waits (an action's probe has found nothing yet); the server refuses on its own anyway. */
  submitDisabled?: boolean;
}

/**
 * A form dialog (spec 000 §4.8): the fields, Cancel and a submit with a loading state. The backdrop
 * does not close it (a stray click must not lose the input); Escape and Cancel do, except while saving.
 */
export const FormDialog = ({ title, intro, submitLabel, form, onCancel, children, result, panel, submitDisabled }: FormDialogProps) => {
  // Its own id: a dialog may open over another (Create Person over Add Game Role), and each is named by its title.
  const titleId = useId();
  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      onClose={(_, reason) => reason !== 'backdropClick' && !form.submitting && onCancel()}
    >
      {/* A submit stays in its own form: React carries events up through portals, so a dialog opened over this one would submit it too. */}
      <form noValidate onSubmit={(e) => (e.preventDefault(), e.stopPropagation(), void form.submit())}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {intro && <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>}
          {children}
          <Stack spacing={2} sx={{ pt: 1 }}>
            {fieldGroups(form.visible).map(({ heading, fields }) =>
              heading === undefined ? (
                fields.map((f) => <FieldRow key={f.field.name} dialogField={f} form={form} />)
              ) : (
                <Stack key={`${heading}-${fields[0].field.name}`} component="section" aria-label={heading} spacing={2}>
                  <Typography component="h3" variant="subtitle2" color="text.secondary">
                    {heading}
                  </Typography>
                  {fields.map((f) => (
                    <FieldRow key={f.field.name} dialogField={f} form={form} />
                  ))}
                </Stack>
              ),
            )}
          </Stack>
          {panel}
          {result && (
            <Box role="region" aria-label="Result" sx={{ pt: 3 }}>
              {result}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={form.submitting}>
            {result ? 'Close' : 'Cancel'}
          </Button>
          <Button type="submit" variant="contained" loading={form.submitting} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
      {form.blocked?.json && <JsonErrorDialog label={form.blocked.json.label} message={form.blocked.json.message} onClose={form.closeBlocked} />}
      {form.blocked && !form.blocked.json && <CannotSubmitDialog problems={form.blocked.problems} onClose={form.closeBlocked} />}
      {form.serverError !== null && <UnableToCompleteDialog error={form.serverError} onDismiss={form.dismissServerError} />}
    </Dialog>
  );
};
