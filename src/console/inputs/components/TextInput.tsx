import TextField from '@mui/material/TextField';
import type { FieldInputProps } from '../inputDef.ts';

type HtmlType = 'text' | 'email' | 'url' | 'tel' | 'password';

/** Help text under an input: the field's own help unless there is an error to show. */
export const helperOf = ({ error, field }: Pick<FieldInputProps, 'error' | 'field'>, extra?: string) => error || field.help || extra || undefined;

/** The text box of string, text (multiline), email, url, phone and password fields. */
export const textInput = (type: HtmlType = 'text', multiline = false) =>
  function TextInput(props: FieldInputProps<string>) {
    const { id, field, value, onChange, error, disabled, required, placeholder } = props;
    return (
      <TextField
        id={id}
        label={field.label}
        type={type}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        fullWidth
        size="small"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={Boolean(error)}
        helperText={helperOf(props)}
        disabled={disabled}
        required={required}
        placeholder={placeholder}
        slotProps={{ htmlInput: { maxLength: field.maxLength, autoComplete: type === 'password' ? 'new-password' : undefined } }}
      />
    );
  };
