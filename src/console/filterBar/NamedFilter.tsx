import { NativeSelect } from '../controls/NativeSelect.tsx';
import { useFieldOptions } from '../inputs/components/useOptionsQuery.ts';
import { OutlinedField } from '../controls/OutlinedField.tsx';
import { useDebouncedInput } from './useDebouncedInput.ts';
import type { NamedFilterProps } from './namedFilterProps.ts';
import { ReferenceFilterSlot } from './ReferenceFilterSlot.tsx';

/** One named filter: its options, or records of optionsTypename for a reference filter. Required ones offer no 'Any'. */
export const NamedFilter = ({ filter, value, onChange }: NamedFilterProps) => {
  if (filter.optionsTypename) return <ReferenceFilterSlot filter={filter} value={value} onChange={onChange} />;
  if (filter.optionsQuery) return <SourceFilter filter={filter} value={value} onChange={onChange} />;
  if (filter.typedValue) return <ValueFilter filter={filter} value={value} onChange={onChange} />;
  return <OptionsFilter filter={filter} value={value} onChange={onChange} />;
};

/** A filter on a field without options (Record id, Record type): the value typed, applied as typing pauses. */
const ValueFilter = ({ filter, value, onChange }: NamedFilterProps) => {
  const [text, setText] = useDebouncedInput(value ?? '', (t) => onChange(t.trim() === '' ? undefined : t.trim()));
  return (
    <OutlinedField
      label={filter.label}
      type={filter.typedValue === 'number' ? 'number' : 'text'}
      minWidth={140}
      value={text}
      onChange={(e) => setText(e.target.value)}
    />
  );
};

/** A filter on a field with an option source (sports, countries, …) offers what the source's query lists. */
const SourceFilter = (props: NamedFilterProps) => {
  const { options } = useFieldOptions(props.filter);
  return <OptionsFilter {...props} filter={{ ...props.filter, options }} />;
};

const OptionsFilter = ({ filter, value, onChange }: NamedFilterProps) => (
  <NativeSelect
    label={filter.label}
    value={value ?? ''}
    options={filter.options}
    emptyLabel={filter.required ? undefined : 'Any'}
    onChange={(v) => onChange(v === '' ? undefined : v)}
  />
);
