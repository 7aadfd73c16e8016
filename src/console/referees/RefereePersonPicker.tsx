import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebounced } from '../hooks/useDebounced.ts';
import { useConsoleQuery } from '../operations/useConsoleQuery.ts';
import type { RefereeCandidate } from './refereeTypes.ts';

interface RefereePersonPickerProps {
  orgId: string;
  label: string;
  value: RefereeCandidate | null;
  onChange: (person: RefereeCandidate | null) => void;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
}

/**
 * Picks one of the organisation's people by name or email (searched on the server as the user types,
 * 20 at most); clearing it picks nobody. Someone who is not a referee yet may be picked: the server
 * asks before making them one.
 */
export const RefereePersonPicker = ({ orgId, label, value, onChange, autoFocus, size = 'small' }: RefereePersonPickerProps) => {
  const [text, setText] = useState('');
  const searchTerm = useDebounced(text);
  // While a person is chosen their name is the text: list everyone again rather than only them.
  const term = value && text === value.name ? '' : searchTerm;
  const { data = [], isPending } = useConsoleQuery('refereePeople', { orgId, searchTerm: term }, { placeholderData: (previous) => previous });
  return (
    <Autocomplete
      sx={{ minWidth: 260 }}
      size={size}
      options={data}
      loading={isPending}
      value={value}
      onChange={(_e, person) => onChange(person)}
      inputValue={text}
      onInputChange={(_e, v) => setText(v)}
      // The server has filtered already.
      filterOptions={(options) => options}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(p) => p.name}
      noOptionsText="No people found"
      renderInput={(params) => <TextField {...params} label={label} autoFocus={autoFocus} />}
    />
  );
};
