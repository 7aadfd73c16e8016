import type { FilterBar } from './filterBar.ts';
import type { FilterState } from './filterState.ts';

/** FilterBarInput of a filter state: empty parts left out; the date range read in the display time zone. */
export const toFilterBarInput = (state: FilterState, timeZone: string): FilterBar => {
  const bar: FilterBar = {};
  const term = state.searchTerm.trim();
  if (term) bar.searchTerm = term;
  if (Object.keys(state.filtersHash).length) bar.filtersHash = state.filtersHash;
  if (state.scopeFilter) bar.scopeFilter = state.scopeFilter;
  if (state.orderOption) bar.orderOption = state.orderOption;
  if (state.dateRange) bar.dateRange = { ...state.dateRange, timeZone };
  return bar;
};
