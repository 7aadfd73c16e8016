import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useGetList } from 'react-admin';
import { DIALOG_SHELL } from '../../dialogs/shellNames.ts';
import { useDebounced } from '../../hooks/useDebounced.ts';
import type { FieldInputProps } from '../inputDef.ts';
import { helperOf, textInput } from '../components/TextInput.tsx';
import { useFormTypename } from './FormTypeContext.ts';
import { SubdivisionInput } from '../subdivisions/SubdivisionInput.tsx';
import { UrlTemplateInput } from '../urlTemplate/UrlTemplateInput.tsx';

/**
 * The text box of a string field that declares `suggest`: what is typed stays the value, and the values
 * already stored in the field that start with it are offered below (camera model manufacturers), asked
 * for 300 ms after the last key.
 */
export const SuggestingTextInput = (props: FieldInputProps<string>) => {
  const { id, field, value, onChange, error, disabled, required, placeholder } = props;
  const typename = useFormTypename();
  const search = useDebounced(value.trim());
  const { data, isFetching } = useGetList<{ id: string; name: string }>(
    DIALOG_SHELL.suggestions,
    { meta: { typename, field: field.name }, filter: { search } },
    { enabled: Boolean(typename) && !disabled, staleTime: 60_000, placeholderData: (previous) => previous },
  );
  const options = (data ?? []).map((r) => r.name).filter((v) => v !== value);
  return (
    <Autocomplete
      id={id}
      freeSolo
      disableClearable
      options={options}
      inputValue={value}
      onInputChange={(_e, text) => onChange(text)}
      disabled={disabled}
      loading={isFetching}
      filterOptions={(o) => o}
      renderInput={(params) => (
        <TextField
          {...params}
          label={field.label}
          size="small"
          error={Boolean(error)}
          helperText={helperOf(props)}
          required={required}
          placeholder={placeholder}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: field.maxLength } }}
        />
      )}
    />
  );
};

/**
 * The text box of a string field that declares fixed `suggestions` (a venue server's usual commands): what is
 * typed stays the value; the suggestions containing it are offered below.
 */
export const FixedSuggestionsInput = (props: FieldInputProps<string>) => {
  const { id, field, value, onChange, error, disabled, required, placeholder } = props;
  const typed = value.trim().toLowerCase();
  const options = (field.suggestions ?? []).filter((s) => s !== value && s.toLowerCase().includes(typed));
  return (
    <Autocomplete
      id={id}
      freeSolo
      disableClearable
      options={options}
      inputValue={value}
      onInputChange={(_e, text) => onChange(text)}
      disabled={disabled}
      filterOptions={(o) => o}
      renderInput={(params) => (
        <TextField
          {...params}
          label={field.label}
          size="small"
          error={Boolean(error)}
          helperText={helperOf(props)}
          required={required}
          placeholder={placeholder}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: field.maxLength } }}
        />
      )}
    />
  );
};

const PlainTextInput = textInput();

/** The input of a string field: a state of the chosen country, with suggestions where the field declares `suggest`, or plain. */
export const StringInput = (props: FieldInputProps<string>) => {
  if (props.field.subdivisionOf) return <SubdivisionInput {...props} />;
  if (props.field.urlTemplate) return <UrlTemplateInput {...props} />;
  if (props.field.suggestions?.length) return <FixedSuggestionsInput {...props} />;
  return props.field.suggest ? <SuggestingTextInput {...props} /> : <PlainTextInput {...props} />;
};
