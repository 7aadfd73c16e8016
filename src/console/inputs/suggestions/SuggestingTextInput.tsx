import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useConsoleQuery } from '../../operations/useConsoleQuery.ts';
import { useDebounced } from '../../hooks/useDebounced.ts';
import type { FieldInputProps } from '../inputDef.ts';
import { helperOf, textInput } from '../components/TextInput.tsx';
import { useFormTypename } from './FormTypeContext.ts';
import { SubdivisionInput } from '../subdivisions/SubdivisionInput.tsx';
import { UrlTemplateInput } from '../urlTemplate/UrlTemplateInput.tsx';

/** A free text box offering `options` below it: what is typed stays the value. */
const SuggestionsBox = (props: FieldInputProps<string> & { options: string[]; loading?: boolean }) => {
  const { id, field, value, onChange, error, disabled, required, placeholder, options, loading } = props;
  return (
    <Autocomplete
      id={id}
      freeSolo
      disableClearable
      options={options}
      inputValue={value}
      onInputChange={(_e, text) => onChange(text)}
      disabled={disabled}
      loading={loading}
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
 * The text box of a string field that declares `suggest`: the values already stored in the field that
 * start with what is typed are offered below (camera model manufacturers), asked for 300 ms after the last key.
 */
export const SuggestingTextInput = (props: FieldInputProps<string>) => {
  const { field, value, disabled } = props;
  const typename = useFormTypename();
  const search = useDebounced(value.trim());
  const { data, isFetching } = useConsoleQuery(
    'suggestions',
    { typename: typename ?? '', field: field.name, search },
    { enabled: Boolean(typename) && !disabled, staleTime: 60_000, placeholderData: (previous) => previous },
  );
  return <SuggestionsBox {...props} options={(data ?? []).filter((v) => v !== value)} loading={isFetching} />;
};

/**
 * The text box of a string field that declares fixed `suggestions` (a venue server's usual commands): the
 * suggestions containing what is typed are offered below.
 */
export const FixedSuggestionsInput = (props: FieldInputProps<string>) => {
  const typed = props.value.trim().toLowerCase();
  const options = (props.field.suggestions ?? []).filter((s) => s !== props.value && s.toLowerCase().includes(typed));
  return <SuggestionsBox {...props} options={options} />;
};

const PlainTextInput = textInput();

/** The input of a string field: a state of the chosen country, with suggestions where the field declares `suggest`, or plain. */
export const StringInput = (props: FieldInputProps<string>) => {
  if (props.field.subdivisionOf) return <SubdivisionInput {...props} />;
  if (props.field.urlTemplate) return <UrlTemplateInput {...props} />;
  if (props.field.suggestions?.length) return <FixedSuggestionsInput {...props} />;
  return props.field.suggest ? <SuggestingTextInput {...props} /> : <PlainTextInput {...props} />;
};
