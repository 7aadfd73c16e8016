/** Spec 000 §9: pickers list 20 records a page and search 300 ms after the last key. */
export const PICKER_PAGE_SIZE = 20;
export const PICKER_DEBOUNCE_MS = 300;

/** A record as a picker shows and keeps it (spec 000 §3.3: an object reference value). */
export interface PickedRecord {
  id: string;
  readminName?: string | null;
}

export const PICKER_TYPENAME_REQUIRED = 'optionsTypename is required';

/**
 * The getList params of one page of a picker. A picker must know which type it picks from (spec 000
 * §8: 'optionsTypename is required'); failing loudly beats listing nothing.
 */
export const pickerParams = (optionsTypename: string | undefined, searchTerm: string, page: number) => {
  if (!optionsTypename) throw new Error(PICKER_TYPENAME_REQUIRED);
  return {
    meta: { typename: optionsTypename },
    filter: { searchTerm: searchTerm.trim() },
    pagination: { page, perPage: PICKER_PAGE_SIZE },
    sort: { field: 'id', order: 'ASC' as const },
  };
};

export const pickedLabel = (record: PickedRecord): string => record.readminName ?? `#${record.id}`;
