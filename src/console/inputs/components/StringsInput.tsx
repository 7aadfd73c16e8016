import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { FieldInputProps } from '../inputDef.ts';
import { helperOf } from './TextInput.tsx';

/** A list of texts: type one and press Enter (or Add); each is a chip that can be removed. */
export const StringsInput = (props: FieldInputProps<string[]>) => {
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
