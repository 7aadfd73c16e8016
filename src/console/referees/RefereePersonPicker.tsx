import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebounced } from '../hooks/useDebounced.ts';
import { useConsoleQuery } from '../operations/useConsoleQuery.ts';
import { matchesEveryWord, sharedLabels } from '../inputs/picker/optionDetail.ts';
import { PickerOption } from '../inputs/picker/PickerOption.tsx';
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
 * 20 at most; people of the same name show their email under it); clearing it picks nobody. Someone who is not a referee yet may be picked: the server
 * asks before making them one.
 */
export const RefereePersonPicker = ({ orgId, label, value, onChange, autoFocus, size = 'small' }: RefereePersonPickerProps) => {
  const [text, setText] = useState('');
  const searchTerm = useDebounced(text);
  // While a person is chosen their name is the text: list everyone again rather than only them.
  const chosenName = Boolean(value) && text === value?.name;
  const typed = chosenName ? '' : text.trim();
  const term = chosenName ? '' : searchTerm.trim();
  const query = useConsoleQuery('refereePeople', { orgId, searchTerm: term }, { placeholderData: (previous) => previous });
  const { data: answer = [], isPending, isPlaceholderData } = query;
  // Until the server answers for what is typed now, its last answer narrowed to the people holding every word typed.
  const data = term === typed && !isPlaceholderData ? answer : answer.filter((p) => matchesEveryWord(typed, p.name, p.detail));
  const shared = sharedLabels(data.map((p) => p.name));
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
      renderOption={(itemProps, p) => (
        <PickerOption key={p.id} itemProps={itemProps} label={p.name} detail={shared.has(p.name) ? (p.detail ?? null) : null} />
      )}
      noOptionsText="No people found"
      renderInput={(params) => <TextField {...params} label={label} autoFocus={autoFocus} />}
    />
  );
};
