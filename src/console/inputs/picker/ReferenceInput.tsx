import { helperOf } from '../components/TextInput.tsx';
import type { FieldInputProps } from '../inputDef.ts';
import { CreateFromPicker } from './CreateFromPicker.tsx';
import { pickerFiltersOf, type PickedRecord } from './pickerParams.ts';
import { ReferencePicker } from './ReferencePicker.tsx';

/** What every field's picker takes from the form: its field's label and type, and the form's state. */
const fromField = <V,>(props: FieldInputProps<V>) => ({
  id: props.id,
  label: props.field.label,
  typename: props.field.typename,
  required: props.required,
  disabled: props.disabled || pickerFiltersOf(props.field, props.values) === null,
  filters: pickerFiltersOf(props.field, props.values) ?? undefined,
  error: Boolean(props.error),
  helperText: helperOf(props),
  placeholder: props.placeholder,
});

/** 'Create …' under the picker where the field declares offerCreate. */
const createOption = <V,>(props: FieldInputProps<V>, onCreated: (record: PickedRecord) => void) =>
  props.field.offerCreate && props.field.typename ? (
    <CreateFromPicker typename={props.field.typename} disabled={props.disabled} onCreated={onCreated} />
  ) : null;

/** The input of a reference field: one record of the field's type. */
export const ReferenceInput = (props: FieldInputProps<PickedRecord | null>) => (
  <>
    <ReferencePicker {...fromField(props)} value={props.value} onChange={props.onChange} />
    {createOption(props, props.onChange)}
  </>
);

/** The input of a references field: several records of the field's type. */
export const ReferencesInput = (props: FieldInputProps<PickedRecord[]>) => (
  <>
    <ReferencePicker {...fromField(props)} multiple value={props.value} onChange={props.onChange} />
    {createOption(props, (record) => props.onChange([...props.value, record]))}
  </>
);
