import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FieldInput } from '../inputs/FieldInput.tsx';
import type { DialogField } from './formFields.ts';
import type { FormDialogState } from './useFormDialog.ts';

export const MULTIPLE_VALUES = 'Multiple values';

/**
 * One field of a form dialog. In a batch edit a field whose values differ says 'Multiple values' until
 * it is changed, and can be reset to keeping each record's own value (spec 001 §1).
 */
export const FieldRow = ({ dialogField: { field, disabled }, form }: { dialogField: DialogField; form: FormDialogState }) => {
  const keeping = form.multiple.has(field.name);
  const changed = form.wasMultiple(field.name) && !keeping;
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
        placeholder={keeping ? MULTIPLE_VALUES : undefined}
        values={form.values}
        setFieldValue={form.setValue}
      />
      {form.warnings[field.name]?.map((message) => (
        <Typography key={message} variant="caption" color="warning.main" role="status" sx={{ display: 'block', mt: 0.5 }}>
          {message}
        </Typography>
      ))}
      {(keeping || changed) && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {keeping ? MULTIPLE_VALUES : `${MULTIPLE_VALUES} will be replaced`}
          </Typography>
          {changed && (
            <Button size="small" onClick={() => form.resetField(field.name)} aria-label={`Reset ${field.label} to multiple values`}>
              Reset
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
};
