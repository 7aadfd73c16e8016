import { lazy, Suspense } from 'react';
import type { NormalizedFilter } from '../../metadata/normalized.ts';
import { NativeSelect } from '../controls/NativeSelect.tsx';

// Only lists with a reference filter load the picker (and MUI's Autocomplete with it).
const ReferencePicker = lazy(() => import('./ReferencePicker.tsx'));

export interface NamedFilterProps {
  filter: NormalizedFilter;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** One named filter: its options, or records of optionsTypename for a reference filter. Required ones offer no 'Any'. */
export const NamedFilter = ({ filter, value, onChange }: NamedFilterProps) => {
  if (filter.optionsTypename) {
    return (
      <Suspense fallback={null}>
        <ReferencePicker label={filter.label} typename={filter.optionsTypename} value={value} onChange={onChange} required={filter.required} />
      </Suspense>
    );
  }
  return (
    <NativeSelect
      label={filter.label}
      value={value ?? ''}
      options={filter.options}
      emptyLabel={filter.required ? undefined : 'Any'}
      onChange={(v) => onChange(v === '' ? undefined : v)}
    />
  );
};
