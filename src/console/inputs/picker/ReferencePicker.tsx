import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState, type UIEvent } from 'react';
import type { FieldInputProps } from '../inputDef.ts';
import { helperOf } from '../components/TextInput.tsx';
import { pickedLabel, PICKER_TYPENAME_REQUIRED, type PickedRecord } from './pickerParams.ts';
import { useReferenceOptions } from './useReferenceOptions.ts';
import { QueryErrorModal } from '../../dialogs/QueryErrorModal.tsx';

/** What the list of a picker says when its records could not be loaded (the dialog says why). */
export const PICKER_FAILED = 'The options could not be loaded.';
import { useNamedValue } from './useNamedValue.ts';

type PickerValue = PickedRecord | PickedRecord[] | null;

/** Loads the next page when the list is scrolled to within a few rows of its end. */
const onNearEnd = (load: () => void) => (e: UIEvent<HTMLElement>) => {
  const el = e.currentTarget;
  if (el.scrollTop + el.clientHeight >= el.scrollHeight - 48) load();
};

const Picker = ({ multiple, typename, ...props }: FieldInputProps<PickerValue> & { multiple: boolean; typename: string }) => {
  const { id, field, onChange, error, disabled, required, placeholder } = props;
  // What the box shows (the chosen record's name after a pick) and what the user typed to search.
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const { options, loadMore, isPending, error: optionsError } = useReferenceOptions(typename, search);
  const value = useNamedValue(typename, props.value);
  return (
    <>
      {optionsError ? <QueryErrorModal error={optionsError} /> : null}
      <Autocomplete<PickedRecord, boolean>
        id={id}
        multiple={multiple}
        options={options}
        value={value as never}
        loading={isPending}
        noOptionsText={optionsError ? PICKER_FAILED : 'No options'}
        disabled={disabled}
        filterOptions={(x) => x} // the server searches
        getOptionLabel={pickedLabel}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, picked) => onChange((picked as PickerValue) ?? (multiple ? [] : null))}
        inputValue={text}
        onInputChange={(_, next, reason) => (setText(next), setSearch(reason === 'input' ? next : ''))}
        slotProps={{ listbox: { onScroll: onNearEnd(loadMore) } }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={field.label}
            size="small"
            required={required}
            error={Boolean(error)}
            helperText={helperOf(props)}
            placeholder={placeholder ?? 'Search'}
          />
        )}
      />
    </>
  );
};

/** A searchable picker of one record (reference) or several (references) of the field's type. */
const pickerInput = (multiple: boolean) =>
  function ReferencePicker(props: FieldInputProps<PickerValue>) {
    if (!props.field.typename) return <Alert severity="error">{PICKER_TYPENAME_REQUIRED}</Alert>;
    return <Picker {...props} multiple={multiple} typename={props.field.typename} />;
  };

export const ReferenceInput = pickerInput(false);
export const ReferencesInput = pickerInput(true);
