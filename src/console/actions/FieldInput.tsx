import TextField from '@mui/material/TextField';
import type { NormalizedField } from '../../metadata/normalized.ts';
import { NativeSelect } from '../controls/NativeSelect.tsx';
import ReferencePicker from '../filterBar/ReferencePicker.tsx';
import { inputKindOf } from './actionFormValues.ts';

export interface FieldInputProps {
  field: NormalizedField;
  value: string;
  onChange: (text: string) => void;
  /** Update dialogs: empty means "keep each record's value". */
  emptyLabel: string;
}

/** One field of the simple action dialog, as text; actionFormValues.ts turns the text into the API value. */
export const FieldInput = ({ field, value, onChange, emptyLabel }: FieldInputProps) => {
  const common = { label: field.label, value, size: 'small' as const, variant: 'outlined' as const, fullWidth: true, helperText: field.help, onChange: (e: { target: { value: string } }) => onChange(e.target.value) };
  switch (inputKindOf(field)) {
    case 'boolean':
      return <NativeSelect fullWidth label={field.label} value={value} emptyLabel={emptyLabel} options={[{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }]} onChange={onChange} />;
    case 'enum':
      return <NativeSelect fullWidth label={field.label} value={value} emptyLabel={emptyLabel} options={field.options ?? []} onChange={onChange} />;
    case 'reference':
      return <ReferencePicker fullWidth label={field.label} typename={field.typename ?? ''} value={value || undefined} onChange={(id) => onChange(id ?? '')} />;
    case 'number':
      return <TextField {...common} type="number" slotProps={{ htmlInput: { min: field.min, max: field.max, step: field.step } }} />;
    case 'date':
      return <TextField {...common} type="date" slotProps={{ inputLabel: { shrink: true } }} />;
    case 'datetime':
      return <TextField {...common} type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} />;
    case 'password':
      return <TextField {...common} type="password" autoComplete="new-password" />;
    case 'multiline':
    case 'json':
      return <TextField {...common} multiline minRows={2} />;
    case 'list':
      return <TextField {...common} helperText={field.help ?? (field.type === 'references' ? 'Record ids, separated by commas' : 'Separated by commas')} />;
    case 'unsupported':
      return <TextField {...common} disabled helperText="Edit this field on the record page." />;
    default:
      return <TextField {...common} />;
  }
};
