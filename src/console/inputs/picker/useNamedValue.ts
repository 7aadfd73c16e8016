import { useMemo } from 'react';
import { useConsoleQuery } from '../../operations/useConsoleQuery.ts';
import type { PickedRecord, PickerValue } from './pickerParams.ts';

/**
 * The picker's value with names: a dialog may open with bare ids (the organisation of the page), and a
 * filter bar with the id in its URL; their names are looked up once so the box does not show '#10'.
 * The same object while nothing changes: the picker resets its text whenever its value changes.
 */
export const useNamedValue = (typename: string, value: PickerValue): PickerValue => {
  const list = value === null ? [] : Array.isArray(value) ? value : [value];
  const unnamed = list.filter((r) => !r.readminName).map((r) => r.id);
  const { data: answer } = useConsoleQuery('picker', { typename, ids: unnamed }, { enabled: unnamed.length > 0 });
  const data = answer?.rows;
  return useMemo(() => {
    if (!data) return value;
    const named = (r: PickedRecord) => (r.readminName ? r : (data.find((d) => String(d.id) === String(r.id)) ?? r));
    return Array.isArray(value) ? value.map(named) : value && named(value);
  }, [value, data]);
};
