import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { FieldInput } from '../inputs/FieldInput.tsx';
import type { DialogField } from './formFields.ts';
import type { FormDialogState } from './useFormDialog.ts';

export const MULTIPLE_VALUES = 'Multiple values';

/** What a batch edit's row says under a field: that the records differ, or that the change reaches them all. */
const batchNote = (keeping: boolean, wasMultiple: boolean) =>
  keeping ? MULTIPLE_VALUES : wasMultiple ? `${MULTIPLE_VALUES} will be replaced` : 'Changes every selected record';

/**
 * One field of a form dialog. In a batch edit a field whose values differ says 'Multiple values' (here only,
 * whatever its input) until it is changed, and every field changed can go back to leaving each record's
 * value as it is (spec 001 §1).
 */
export const FieldRow = ({ dialogField: { field, disabled }, form }: { dialogField: DialogField; form: FormDialogState }) => {
  const keeping = form.multiple.has(field.name);
  const changed = !disabled && form.changedInBatch(field.name);
  const resetLabel = `Leave ${field.label} unchanged`;
  return (
    <Box>
      <FieldInput
        id={`field-${field.name}`}
        field={field}
        value={form.values[field.name]}
        initial={form.initialValue(field.name)}
        onChange={(v) => form.setValue(field.name, v)}
        error={form.errors[field.name]}
        disabled={disabled || form.submitting}
        required={field.required && !disabled}
        mixed={keeping}
        values={form.values}
        setFieldValue={form.setValue}
      />
      {form.warnings[field.name]?.map((message) => (
        <Typography key={message} variant="caption" color="warning.main" role="status" sx={{ display: 'block', mt: 0.5 }}>
          {message}
        </Typography>
      ))}
      {(keeping || changed) && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {batchNote(keeping, form.wasMultiple(field.name))}
          </Typography>
          {changed && (
            <IconButton
              size="small"
              onClick={() => form.resetField(field.name)}
              aria-label={resetLabel}
              title={resetLabel}
              disabled={form.submitting}
            >
              <UndoIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      )}
    </Box>
  );
};
