import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode, type UIEvent } from 'react';
import { QueryErrorModal } from '../../dialogs/QueryErrorModal.tsx';
import { pickedLabel, PICKER_TYPENAME_REQUIRED, type PickedRecord, type PickerValue } from './pickerParams.ts';
import { optionDetailOf, sharedLabels } from './optionDetail.ts';
import { PickerOption } from './PickerOption.tsx';
import { useNamedValue } from './useNamedValue.ts';
import { useReferenceOptions } from './useReferenceOptions.ts';

/** What the list of a picker says when its records could not be loaded (the dialog over it says why). */
const PICKER_FAILED = 'The options could not be loaded.';

interface CommonProps {
  label: string;
  /** The type picked from; without one the picker says 'optionsTypename is required' (spec 000 §5). */
  typename: string | undefined;
  /** The input's element id, for a label outside the picker. */
  id?: string;
  /** Marks the box required; the form checks the value. */
  required?: boolean;
  /** No clear button: a required filter always holds a record. */
  disableClearable?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
  /** Width in px; without it the picker fills its container (dialogs). */
  width?: number;
  /** The filter bar's controls are outlined with no margin; dialogs keep the theme's filled inputs. */
  variant?: 'outlined' | 'filled';
  margin?: 'none' | 'dense';
  /** Focused, with its list open, when it mounts. */
  autoFocus?: boolean;
  /** List filters of the picked type (name → value) the records must pass (a field's pickerFilter). */
  filters?: Record<string, string>;
}

export type ReferencePickerProps = CommonProps &
  (
    | { multiple?: false; value: PickedRecord | null; onChange: (value: PickedRecord | null) => void }
    | { multiple: true; value: PickedRecord[]; onChange: (value: PickedRecord[]) => void }
  );

/** Loads the next page when the list is scrolled to within a few rows of its end. */
const onNearEnd = (load: () => void) => (e: UIEvent<HTMLElement>) => {
  const el = e.currentTarget;
  if (el.scrollTop + el.clientHeight >= el.scrollHeight - 48) load();
};

const Picker = (props: ReferencePickerProps & { typename: string }) => {
  const { typename, multiple = false, label, id, required, disableClearable, disabled, error, helperText, placeholder, width, autoFocus } = props;
  // What the box shows (the chosen record's name after a pick) and what the user typed to search.
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  // Its records are asked for when its list first opens (a click, a key, typing), and kept after it closes.
  const [opened, setOpened] = useState(Boolean(autoFocus));
  const { options, loadMore, isPending, error: optionsError } = useReferenceOptions(typename, search, opened, props.filters);
  const value = useNamedValue(typename, props.value);
  const onChange = props.onChange as (value: PickerValue) => void;
  const shared = sharedLabels(options.map(pickedLabel));
  return (
    <>
      {optionsError ? <QueryErrorModal error={optionsError} /> : null}
      <Autocomplete<PickedRecord, boolean, boolean>
        id={id}
        multiple={multiple}
        options={options}
        value={value}
        loading={isPending}
        noOptionsText={optionsError ? PICKER_FAILED : 'No options'}
        disabled={disabled}
        disableClearable={disableClearable}
        openOnFocus={autoFocus}
        onOpen={() => setOpened(true)}
        sx={width === undefined ? undefined : { width }}
        filterOptions={(x) => x} // useReferenceOptions has matched them already
        getOptionLabel={pickedLabel}
        renderOption={(itemProps, option) => (
          <PickerOption
            key={option.id}
            itemProps={itemProps}
            label={pickedLabel(option)}
            detail={shared.has(pickedLabel(option)) ? optionDetailOf(typename, option) : null}
          />
        )}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, picked) => onChange((picked as PickerValue) ?? (multiple ? [] : null))}
        inputValue={text}
        onInputChange={(_, next, reason) => (setText(next), setSearch(reason === 'input' ? next : ''))}
        slotProps={{ listbox: { onScroll: onNearEnd(loadMore) } }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            size="small"
            variant={props.variant}
            margin={props.margin}
            required={required}
            error={error}
            helperText={helperText}
            placeholder={placeholder ?? 'Search'}
            autoFocus={autoFocus}
          />
        )}
      />
    </>
  );
};

/**
 * The one picker of records of a type (spec 000 §9): searched as the user types, 20 a page, more on
 * scrolling; one record or, with `multiple`, several. Options of the same name show the type's option detail
 * (display.optionDetail, a person's email) under it. Form inputs (ReferenceInput.tsx) and reference
 * filters (filterBar/ReferenceFilter.tsx) adapt their values to it.
 */
export const ReferencePicker = (props: ReferencePickerProps) =>
  props.typename ? <Picker {...props} typename={props.typename} /> : <Alert severity="error">{PICKER_TYPENAME_REQUIRED}</Alert>;
