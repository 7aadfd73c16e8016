import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useReferenceOptions, type ReferenceOption } from './useReferenceOptions.ts';

export interface ReferencePickerProps {
  label: string;
  typename: string;
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  required?: boolean;
  fullWidth?: boolean;
}

/** Search-as-you-type picker of one record (reference filters, reference fields of action dialogs). */
const ReferencePicker = ({ label, typename, value, onChange, required = false, fullWidth = false }: ReferencePickerProps) => {
  const [searchText, setSearchText] = useState('');
  const { options, isFetching, searchable } = useReferenceOptions(typename, searchText, value ? [value] : []);
  const selected: ReferenceOption | null = value ? (options.find((o) => o.id === value) ?? { id: value, readminName: `#${value}` }) : null;
  return (
    <Autocomplete
      size="small"
      sx={{ width: fullWidth ? '100%' : 240 }}
      options={options}
      value={selected}
      loading={isFetching}
      disableClearable={required}
      getOptionLabel={(o) => o.readminName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // Searchable types are filtered by the server; the others here, by name.
      filterOptions={searchable ? (all) => all : undefined}
      onChange={(_, option) => onChange(option?.id)}
      onInputChange={(_, text, reason) => setSearchText(reason === 'input' ? text : '')}
      renderInput={(params) => <TextField {...params} label={label} variant="outlined" margin="none" />}
    />
  );
};

export default ReferencePicker;
