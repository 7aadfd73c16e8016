import TextField from '@mui/material/TextField';
import { useDisplayTimeZone } from '../../timeZone/DisplayTimeZoneContext.tsx';
import type { FieldInputProps } from '../inputDef.ts';
import { helperOf } from './TextInput.tsx';

/** The browser's own date (yyyy-MM-dd) or date-time picker; the label stays up over the format mask. */
const dateInput = (type: 'date' | 'datetime-local') =>
  function DateInput(props: FieldInputProps<string>) {
    const { id, field, value, onChange, error, disabled, required } = props;
    const { timeZone } = useDisplayTimeZone();
    return (
      <TextField
        id={id}
        label={field.label}
        type={type}
        fullWidth
        size="small"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={Boolean(error)}
        // A date-time is read in the display time zone; saying which avoids an hour's surprise.
        helperText={helperOf(props, type === 'datetime-local' ? `Time zone: ${timeZone}` : undefined)}
        disabled={disabled}
        required={required}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    );
  };

export const DateInput = dateInput('date');
export const DateTimeInput = dateInput('datetime-local');
