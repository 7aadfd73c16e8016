import type { DataProvider } from 'react-admin';
import { typeIndex } from '../registry.ts';
import { FIELD_INPUTS } from '../inputs/fieldInputs.ts';
import type { InputContext } from '../inputs/inputDef.ts';
import type { DialogField } from './formFields.ts';
import type { FormValues } from './formValues.ts';

/**
 * A reference field's `copyOnPick` (a league's competition): once a record is picked there, its values of
 * the named fields become the form's values of the same fields that the dialog shows and may change
 * (spec 001 §5: "Picking a competition copies its sport, ad preset and settings into the league form").
 * Answers the values to set; none when nothing was picked or the record cannot be read.
 */
export const copiedValues = async (
  dataProvider: DataProvider,
  fields: DialogField[],
  picked: DialogField['field'],
  value: unknown,
  ctx: InputContext,
): Promise<FormValues> => {
  const id = value && typeof value === 'object' && 'id' in value ? String((value as { id: unknown }).id) : null;
  const route = picked.typename ? typeIndex.types[picked.typename]?.route : null;
  if (!picked.copyOnPick?.length || !id || !route) return {};
  const { data: record } = await dataProvider.getOne(route, { id });
  const copied: FormValues = {};
  for (const { field, disabled } of fields) {
    if (disabled || !picked.copyOnPick.includes(field.name) || !(field.name in record)) continue;
    copied[field.name] = FIELD_INPUTS[field.type].fromRecord(field, record, ctx);
  }
  return copied;
};
