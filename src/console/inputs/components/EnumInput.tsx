import TextField from '@mui/material/TextField';
import type { FieldInputProps } from '../inputDef.ts';
import { helperOf } from './TextInput.tsx';
import { useFieldOptions } from './useOptionsQuery.ts';

/**
 * A native select: fast with the ~400 time zones, and what screen readers and browser tests handle
 * best. A stored value that is no longer an option stays visible rather than silently changing.
 */
export const EnumInput = (props: FieldInputProps<string>) => {
  const { id, field, value, onChange, error, disabled, required, placeholder } = props;
  const { options, isPending } = useFieldOptions(field);
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <TextField
      id={id}
      select
      label={field.label}
      fullWidth
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={helperOf(props, isPending ? 'Loading options…' : undefined)}
      disabled={disabled}
      required={required}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{placeholder ?? ''}</option>
      {!known && <option value={value}>{value}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
};
