/** The filter state of a list (spec 000 §2.14), as sent in FilterBarInput. */
export interface FilterBar {
  searchTerm?: string;
  filtersHash?: Record<string, unknown>;
  scopeFilter?: string;
  orderOption?: string;
  /** Inclusive yyyy-MM-dd days, read in timeZone (the display time zone). */
  dateRange?: { start?: string; end?: string; timeZone?: string };
}

const KEYS = ['searchTerm', 'filtersHash', 'scopeFilter', 'orderOption', 'dateRange'] as const;

/**
 * Maps a react-admin filter object to FilterBarInput. react-admin's own search input writes `q`, so that
 * is read as the search term; anything else is not part of the API and is dropped.
 */
export const toFilterBar = (filter: Record<string, unknown> | undefined): FilterBar | undefined => {
  if (!filter) return undefined;
  const bar: Record<string, unknown> = {};
  for (const key of KEYS) if (filter[key] !== undefined && filter[key] !== '') bar[key] = filter[key];
  if (bar.searchTerm === undefined && typeof filter.q === 'string' && filter.q !== '') bar.searchTerm = filter.q;
  return Object.keys(bar).length ? (bar as FilterBar) : undefined;
};

/** getManyReference: the records whose `target` reference points at `id`, on top of any other filters. */
export const withReference = (bar: FilterBar | undefined, target: string, id: unknown): FilterBar => ({
  ...bar,
  filtersHash: { ...bar?.filtersHash, [target]: id },
});
