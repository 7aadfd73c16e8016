import { useMemo, useState } from 'react';
import type { NormalizedFilter } from '../../metadata/normalized.ts';
import type { PickedRecord } from '../inputs/picker/pickerParams.ts';
import { ReferencePicker } from '../inputs/picker/ReferencePicker.tsx';
import { PICKER_WIDTH } from './namedFilterProps.ts';

interface ReferenceFilterProps {
  filter: NormalizedFilter;
  /** The id in filtersHash. */
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  /** Focused and open on mounting: the user reached for its stand-in (ReferenceFilterSlot.tsx). */
  autoFocus?: boolean;
}

/**
 * A reference filter (optionsTypename): the picker works on records, filtersHash holds an id. The record
 * just picked keeps its name; an id from the URL is named by the picker's lookup. Required filters always
 * hold a record, so they have no clear button.
 */
const ReferenceFilter = ({ filter, value, onChange, autoFocus }: ReferenceFilterProps) => {
  const [picked, setPicked] = useState<PickedRecord | null>(null);
  // One object per id: the picker resets its text whenever its value changes.
  const record = useMemo(() => (value === undefined ? null : picked?.id === value ? picked : { id: value }), [value, picked]);
  return (
    <ReferencePicker
      label={filter.label}
      typename={filter.optionsTypename}
      value={record}
      onChange={(r) => {
        setPicked(r);
        onChange(r?.id);
      }}
      disableClearable={filter.required}
      width={PICKER_WIDTH}
      variant="outlined"
      margin="none"
      autoFocus={autoFocus}
    />
  );
};

export default ReferenceFilter;
