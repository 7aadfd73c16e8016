import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { FieldInputProps } from '../inputDef.ts';
import { helperOf } from './TextInput.tsx';

/** A checkbox; half-ticked while a batch edit keeps each record's own value. */
export const BooleanInput = (props: FieldInputProps<boolean | null>) => {
  const { id, field, value, onChange, error, disabled, mixed } = props;
  const helper = helperOf(props);
  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <FormControlLabel
        label={field.label}
        control={
          <Checkbox id={id} checked={value === true} indeterminate={value === null && Boolean(mixed)} onChange={(e) => onChange(e.target.checked)} />
        }
      />
      {helper && <FormHelperText>{helper}</FormHelperText>}
    </FormControl>
  );
};
