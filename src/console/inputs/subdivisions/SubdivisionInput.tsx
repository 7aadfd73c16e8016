import TextField from '@mui/material/TextField';
import { useConsoleQuery } from '../../operations/useConsoleQuery.ts';
import { helperOf } from '../components/TextInput.tsx';
import type { FieldInputProps } from '../inputDef.ts';

/**
 * The state of the country chosen in the form (a field with `subdivisionOf`): a list of that country's
 * states, disabled until a country is chosen; free text for a country without states. The server checks
 * the same list.
 */
export const SubdivisionInput = (props: FieldInputProps<string>) => {
  const { id, field, value, onChange, error, disabled, required } = props;
  const country = String(props.values?.[field.subdivisionOf!] ?? '');
  const { data } = useConsoleQuery('countryStates', {}, { staleTime: Infinity });
  const states = data?.[country];
  const listed = Boolean(states?.length);
  return (
    <TextField
      id={id}
      select={listed}
      label={field.label}
      fullWidth
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={country ? helperOf(props) : 'Choose a country first.'}
      disabled={disabled || !country}
      required={required}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { maxLength: field.maxLength } }}
    >
      {listed && [
        <option key="" value="" />,
        ...states!.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        )),
      ]}
    </TextField>
  );
};
