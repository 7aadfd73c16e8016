import TextField from '@mui/material/TextField';
import type { FieldInputProps } from '../inputDef.ts';
import { helperOf } from './TextInput.tsx';

/** Raw JSON, edited as indented text; it is parsed on submit, where a mistake opens the JSON Error dialog. */
const JsonInput = (props: FieldInputProps<string>) => {
  const { id, field, value, onChange, error, disabled, required, placeholder } = props;
  return (
    <TextField
      id={id}
      label={field.label}
      multiline
      minRows={4}
      fullWidth
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={helperOf(props, 'JSON')}
      disabled={disabled}
      required={required}
      placeholder={placeholder}
      slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
    />
  );
};

export default JsonInput;
