import TextField from '@mui/material/TextField';
import type { FieldInputProps } from '../inputDef.ts';
import { helperOf } from './TextInput.tsx';
import { useFieldOptions } from './useOptionsQuery.ts';

export interface OptionsSelectProps extends FieldInputProps<string> {
  options: readonly { value: string; label: string }[];
  /** What the options are waiting for (loading), shown under the box when there is nothing else to say. */
  status?: string;
  /** Why the options could not be had: shown under the box, as an error. */
  failure?: string | null;
}

/**
 * A native select: fast with the ~400 time zones, and what screen readers and browser tests handle
 * best. A stored value that is no longer an option stays visible rather than silently changing.
 */
export const OptionsSelect = (props: OptionsSelectProps) => {
  const { id, field, value, onChange, error, disabled, required, placeholder, options, status, failure } = props;
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
      error={Boolean(error) || Boolean(failure)}
      helperText={failure ?? helperOf(props, status)}
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

/** An enum field's input: its options (declared, or from its option source) in a native select. */
export const EnumInput = (props: FieldInputProps<string>) => {
  const { options, isPending } = useFieldOptions(props.field);
  return <OptionsSelect {...props} options={options} status={isPending ? 'Loading options…' : undefined} />;
};
