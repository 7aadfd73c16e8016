import TextField from '@mui/material/TextField';
import type { FieldInputProps } from '../inputDef.ts';
import { helperOf } from './TextInput.tsx';

/**
 * A text box that rewrites what is typed (MAC addresses: dashes to colons, upper case) and shows the
 * expected form as its placeholder (IP addresses, times).
 */
export const maskedInput = (format: string, normalize: (text: string) => string = (t) => t, hint?: string) =>
  function MaskedInput(props: FieldInputProps<string>) {
    const { id, field, value, onChange, error, disabled, required, placeholder } = props;
    return (
      <TextField
        id={id}
        label={field.label}
        fullWidth
        size="small"
        value={value}
        onChange={(e) => onChange(normalize(e.target.value))}
        error={Boolean(error)}
        helperText={helperOf(props, hint)}
        disabled={disabled}
        required={required}
        placeholder={placeholder ?? format}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
    );
  };
