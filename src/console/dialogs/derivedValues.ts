import { attributeName } from '../../metadata/naming.ts';
import { fileNameStem } from '../../shared/uploadRules.ts';
import { FIELD_INPUTS } from '../inputs/fieldInputs.ts';
import type { InputContext } from '../inputs/inputDef.ts';
import { isUpload } from '../inputs/rules/fileValue.ts';
import { isEmptyValue } from '../inputs/rules/required.ts';
import type { DialogField } from './formFields.ts';
import { same, type FormValues } from './formValues.ts';

/** The form values with each `fixedWhen` value over the typed one (formValues.ts withFixedWhen decides which hold). */
export const withFixedValues = (visible: DialogField[], typed: FormValues, ctx: InputContext): FormValues => {
  const fixed = visible.filter((f) => f.fixed);
  if (!fixed.length) return typed;
  const values = { ...typed };
  for (const { field, fixed: rule } of fixed) {
    const record = { [field.name]: rule!.value, [attributeName(field)]: rule!.value };
    values[field.name] = FIELD_INPUTS[field.type].fromRecord(field, record, ctx);
  }
  return values;
};

/**
 * The values that follow a change of one field, as the metadata declares (the server does the same,
 * src/server/records/derivedValues.ts): fields `clearedBy` it are emptied (an ad asset's upload when its
 * type changes), and a field with `defaultFromFileName` naming it takes the chosen file's name without its
 * extension while it is empty.
 */
export const followingValues = (fields: DialogField[], before: FormValues, name: string, value: unknown): FormValues => {
  const following: FormValues = {};
  if (same(before[name], value)) return following;
  for (const { field, disabled } of fields) {
    if (disabled) continue;
    if (field.clearedBy?.includes(name) && !isEmptyValue(before[field.name])) following[field.name] = FIELD_INPUTS[field.type].empty;
    if (field.defaultFromFileName === name && isUpload(value) && isEmptyValue(before[field.name])) {
      const stem = fileNameStem(value.name);
      if (stem) following[field.name] = stem;
    }
  }
  return following;
};
