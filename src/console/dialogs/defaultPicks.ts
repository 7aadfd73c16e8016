import { useEffect } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import { typeIndex } from '../registry.ts';
import type { DialogField, DialogMode } from './formFields.ts';
import type { FormDialogState } from './useFormDialog.ts';
import type { FormValues } from './formValues.ts';

type Field = DialogField['field'];

const idOf = (value: unknown): string | null =>
  value && typeof value === 'object' && 'id' in value ? String((value as { id: unknown }).id) : value == null || value === '' ? null : String(value);

/** The declared filters of a field's `defaultPick` over the form's values; null while a `sameAs` field is empty. */
export const defaultPickFilters = (field: Field, values: FormValues): Record<string, string> | null => {
  if (!field.defaultPick) return null;
  const hash: Record<string, string> = Object.fromEntries(Object.entries(field.defaultPick.filters).map(([k, v]) => [k, String(v)]));
  for (const [filter, source] of Object.entries(field.defaultPick.sameAs ?? {})) {
    const id = idOf(values[source]);
    if (id === null) return null;
    hash[filter] = id;
  }
  return hash;
};

/** The record the server would pick (defaultPicks.ts on the server), as the reference input's value; null when none matches. */
export const pickDefault = async (dataProvider: DataProvider, field: Field, filtersHash: Record<string, string>) => {
  const route = field.typename ? typeIndex.types[field.typename]?.route : null;
  if (!route) return null;
  // In the type's list order, as the server picks.
  const { data } = await dataProvider.getList(route, { filter: { filtersHash }, pagination: { page: 1, perPage: 1 } });
  return data[0] ?? null;
};

/**
 * A create dialog fills each empty reference field that declares `defaultPick` with the record it names, as
 * the fields it depends on change (picking the organisation brings its ad preset for new leagues). A field
 * the user has filled keeps their choice; the server applies the same default if the field is left empty.
 */
export const useDefaultPicks = (form: FormDialogState, fields: DialogField[], mode: DialogMode) => {
  const dataProvider = useDataProvider();
  const picking = mode === 'create' ? fields.filter(({ field, disabled }) => field.defaultPick && !disabled) : [];
  const keys = picking.map(({ field }) => JSON.stringify(defaultPickFilters(field, form.values)));
  useEffect(() => {
    let current = true;
    picking.forEach(({ field }, i) => {
      const filters = JSON.parse(keys[i]) as Record<string, string> | null;
      if (!filters || idOf(form.values[field.name]) !== null) return;
      void pickDefault(dataProvider, field, filters)
        .then((record) => {
          if (current && record) form.setValue(field.name, record);
        })
        // No default is no problem: the field stays empty and its required message speaks on submit.
        .catch(() => undefined);
    });
    return () => {
      current = false;
    };
    // Re-run only when what the defaults depend on changes, not on every keystroke elsewhere.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys.join('|')]);
};
