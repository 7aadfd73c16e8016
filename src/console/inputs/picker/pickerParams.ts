import { ownEntry, type NormalizedField } from '../../../metadata/normalized.ts';
import { typeIndex } from '../../registry.ts';

/** Spec 000 §9: pickers list 20 records a page (they search 300 ms after the last key: hooks/useDebounced.ts). */
export const PICKER_PAGE_SIZE = 20;

/** A record as a picker shows and keeps it (spec 000 §3.3: an object reference value). */
export interface PickedRecord {
  id: string;
  readminName?: string | null;
}

/** What a picker holds: one record or none, or a list of records. */
export type PickerValue = PickedRecord | PickedRecord[] | null;

export const PICKER_TYPENAME_REQUIRED = 'optionsTypename is required';

/** Whether the server searches records of the type: it refuses a search term for a type without search fields. */
export const searchesOnServer = (typename: string): boolean => (ownEntry(typeIndex.types, typename)?.list.search.length ?? 0) > 0;

/**
 * The picker query's parameters (pickerRequest.ts), pages apart. A picker must know which type it picks from (spec 000
 * §8: 'optionsTypename is required'); failing loudly beats listing nothing. A type the server cannot
 * search gets no search term: the picker matches its records by name itself. `filters` (list filter name
 * → value, from a field's pickerFilter) narrow the records on the server as the list's filters do.
 */
export const pickerParams = (optionsTypename: string | undefined, searchTerm: string, filters?: Record<string, string>) => {
  if (!optionsTypename) throw new Error(PICKER_TYPENAME_REQUIRED);
  return {
    typename: optionsTypename,
    searchTerm: searchesOnServer(optionsTypename) ? searchTerm.trim() : '',
    ...(filters && { filtersHash: filters }),
  };
};

export const pickedLabel = (record: PickedRecord): string => record.readminName ?? `#${record.id}`;

/**
 * The list filter a field's pickerFilter puts on its picker: the filter named there, given the id of the
 * record picked in the form's other field; null while that field is empty (the picker waits for it).
 */
export const pickerFiltersOf = (
  field: Pick<NormalizedField, 'pickerFilter'>,
  values: Record<string, unknown> = {},
): Record<string, string> | null | undefined => {
  if (!field.pickerFilter) return undefined;
  const source = values[field.pickerFilter.field] as PickedRecord | PickedRecord[] | null | undefined;
  const id = Array.isArray(source) ? source[0]?.id : source?.id;
  return id ? { [field.pickerFilter.filter]: String(id) } : null;
};
