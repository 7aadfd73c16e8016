import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { FieldInputProps } from '../inputDef.ts';
import { helperOf } from './TextInput.tsx';

/** A list of some of a field's options (a recording block's weekdays): a checkbox each, the list kept in the options' order. */
const OptionsCheckboxes = (props: FieldInputProps<string[]>) => {
  const { id, field, value, onChange, error, disabled, required } = props;
  const options = field.options ?? [];
  const toggle = (option: string, on: boolean) => onChange(options.map((o) => o.value).filter((v) => (v === option ? on : value.includes(v))));
  const helper = helperOf(props);
  return (
    <FormControl id={id} component="fieldset" error={Boolean(error)} required={required} disabled={disabled}>
      <FormLabel component="legend">{field.label}</FormLabel>
      <FormGroup row>
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            label={o.label}
            control={<Checkbox size="small" checked={value.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />}
          />
        ))}
      </FormGroup>
      {helper && <FormHelperText>{helper}</FormHelperText>}
    </FormControl>
  );
};

/** A list of texts: type one and press Enter (or Add); each is a chip that can be removed. With options, a checkbox each. */
export const StringsInput = (props: FieldInputProps<string[]>) =>
  props.field.options?.length ? <OptionsCheckboxes {...props} /> : <FreeStrings {...props} />;

const FreeStrings = (props: FieldInputProps<string[]>) => {
  const { id, field, value, onChange, error, disabled, required, placeholder } = props;
  const [draft, setDraft] = useState('');
  const add = () => {
    const text = draft.trim();
    if (text && !value.includes(text)) onChange([...value, text]);
    setDraft('');
  };
  const helper = helperOf(props);
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          id={id}
          label={field.label}
          size="small"
          fullWidth
          value={draft}
          disabled={disabled}
          required={required}
          placeholder={placeholder}
          error={Boolean(error)}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), add())}
        />
        <Button onClick={add} disabled={disabled || !draft.trim()}>
          Add
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }} aria-label={`${field.label} values`}>
        {value.map((text) => (
          <Chip key={text} size="small" label={text} onDelete={disabled ? undefined : () => onChange(value.filter((t) => t !== text))} />
        ))}
      </Box>
      {helper && <FormHelperText error={Boolean(error)}>{helper}</FormHelperText>}
    </Box>
  );
};
