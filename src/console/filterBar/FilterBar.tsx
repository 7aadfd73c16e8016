import Box from '@mui/material/Box';
import { Suspense } from 'react';
import type { NormalizedType } from '../../metadata/normalized.ts';
import type { FilterState } from '../../shared/filterBar/filterState.ts';
import { NamedFilter } from './NamedFilter.tsx';
import { OrderSelect } from './OrderSelect.tsx';
import { ScopeButtons } from './ScopeButtons.tsx';
import { SearchBox } from './SearchBox.tsx';
import type { SetFilterState } from './useFilterState.ts';
import { sharedPreloadable } from '../../browser/preloadable.ts';

// Most lists have no date range: its presets and popover load only where one is declared.
const DateRangeControl = sharedPreloadable('dateRange', () => import('../dateRange/DateRangeControl.tsx'));

export interface FilterBarProps {
  type: Pick<NormalizedType, 'list'>;
  value: FilterState;
  onChange: SetFilterState;
  timeZone: string;
  /** Enter in the search box, with the term just applied. */
  onSearchEnter?: (searchTerm: string) => void;
}

const withoutKey = (hash: Record<string, string>, key: string) => Object.fromEntries(Object.entries(hash).filter(([k]) => k !== key));

/** Scopes, named filters, date range, search and order of a list, as its metadata declares them (spec 000 §2.14). */
export const FilterBar = ({ type, value, onChange, timeZone, onSearchEnter }: FilterBarProps) => {
  const { scopes, filters, dateRange, search, orderOptions } = type.list;
  const setFilter = (name: string, v: string | undefined) =>
    onChange({ filtersHash: v === undefined ? withoutKey(value.filtersHash, name) : { ...value.filtersHash, [name]: v } });
  return (
    <Box role="search" aria-label="Filter bar" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <ScopeButtons scopes={scopes} value={value.scopeFilter} onChange={(scopeFilter) => onChange({ scopeFilter })} />
      {filters.map((f) => (
        <NamedFilter key={f.name} filter={f} value={value.filtersHash[f.name]} onChange={(v) => setFilter(f.name, v)} />
      ))}
      {dateRange && (
        <Suspense fallback={null}>
          <DateRangeControl
            value={value.dateRange}
            onChange={(range) => onChange({ dateRange: range })}
            future={dateRange.future}
            timeZone={timeZone}
          />
        </Suspense>
      )}
      {search.length > 0 && (
        // A search replaces its history entry: Back should not step through every pause in typing.
        <SearchBox
          value={value.searchTerm}
          onChange={(searchTerm) => onChange({ searchTerm }, { replace: true })}
          onEnter={(searchTerm) => onSearchEnter?.(searchTerm)}
        />
      )}
      <OrderSelect options={orderOptions} value={value.orderOption} onChange={(orderOption) => onChange({ orderOption })} />
    </Box>
  );
};
