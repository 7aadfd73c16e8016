import ClearIcon from '@mui/icons-material/Clear';
import UndoIcon from '@mui/icons-material/Undo';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { FieldInputProps } from '../inputDef.ts';
import { numberBounds } from '../rules/numberValue.ts';
import { helperOf } from './TextInput.tsx';

/** A number box that can be cleared or reset to the value it opened with, showing min, max and step (spec 001 §5). */
export const NumberInput = (props: FieldInputProps<string>) => {
  const { id, field, value, onChange, error, disabled, required, placeholder, initial = '' } = props;
  const adornment = !disabled && (
    <InputAdornment position="end">
      {value !== initial && (
        <IconButton size="small" aria-label={`Reset ${field.label}`} onClick={() => onChange(initial)}>
          <UndoIcon fontSize="small" />
        </IconButton>
      )}
      {value !== '' && (
        <IconButton size="small" aria-label={`Clear ${field.label}`} onClick={() => onChange('')}>
          <ClearIcon fontSize="small" />
        </IconButton>
      )}
    </InputAdornment>
  );
  return (
    <TextField
      id={id}
      label={field.label}
      type="number"
      fullWidth
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={helperOf(props, numberBounds(field))}
      disabled={disabled}
      required={required}
      placeholder={placeholder}
      slotProps={{
        htmlInput: { min: field.min, max: field.max, step: field.step ?? (field.type === 'integer' ? 1 : 'any') },
        input: { endAdornment: adornment || undefined },
      }}
    />
  );
};
