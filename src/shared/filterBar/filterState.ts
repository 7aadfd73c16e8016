import type { NormalizedType } from '../../metadata/normalized.ts';
import { isDay, type Day } from '../dateRange/calendarDay.ts';
import { presetByName, type DateRange } from '../dateRange/presets.ts';

/**
 * The filter bar of a list (spec 000 §2.14): exactly what the URL hash holds and, with the display time
 * zone added to the date range, what FilterBarInput sends.
 */
export interface FilterState {
  searchTerm: string;
  /** Named filter → chosen option value (a record id for reference filters). */
  filtersHash: Record<string, string>;
  scopeFilter: string | null;
  orderOption: string | null;
  /** null: All time. */
  dateRange: DateRange | null;
}

type ListMeta = Pick<NormalizedType, 'list'>;

/** Required filters always have a value: the default, else the first option. */
const requiredFilterValues = (type: ListMeta): Record<string, string> =>
  Object.fromEntries(
    type.list.filters
      .filter((f) => f.required)
      .map((f) => [f.name, f.defaultValue ?? f.options[0]?.value])
      .filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

/** The state of a list nobody has filtered yet, on `today` (for the default date range preset). */
export const defaultFilterState = (type: ListMeta, today: Day): FilterState => {
  const preset = type.list.dateRange?.default;
  return {
    searchTerm: '',
    filtersHash: requiredFilterValues(type),
    scopeFilter: type.list.scopes[0]?.value ?? null,
    orderOption: type.list.orderOptions[0]?.name ?? null,
    dateRange: (type.list.dateRange && preset && presetByName(preset, today)?.range) || null,
  };
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const filtersHashOf = (type: ListMeta, raw: unknown): Record<string, string> => {
  const hash: Record<string, string> = {};
  if (isRecord(raw)) {
    for (const filter of type.list.filters) {
      const value = raw[filter.name];
      if (typeof value !== 'string' && typeof value !== 'number') continue;
      // Record ids, option-source and typed values are checked by the server, which names a value it refuses.
      const known =
        filter.optionsTypename !== undefined ||
        filter.optionsQuery !== undefined ||
        filter.typedValue !== undefined ||
        filter.options.some((o) => o.value === String(value));
      if (known && String(value) !== '') hash[filter.name] = String(value);
    }
  }
  return { ...requiredFilterValues(type), ...hash };
};

const dateRangeOf = (raw: unknown): DateRange | null | undefined => {
  if (raw === null) return null;
  if (isRecord(raw) && isDay(raw.start) && isDay(raw.end) && raw.start <= raw.end) return { start: raw.start, end: raw.end };
  return undefined;
};

/**
 * A state read from outside (the URL hash, hand-edited or from an older console) made valid for this
 * type: each key that is missing, malformed or names something the type does not offer keeps its default.
 */
export const sanitizeFilterState = (type: ListMeta, raw: unknown, defaults: FilterState): FilterState => {
  if (!isRecord(raw)) return defaults;
  const { search, scopes, orderOptions, dateRange } = type.list;
  const dates = dateRange ? dateRangeOf(raw.dateRange) : null;
  return {
    searchTerm: typeof raw.searchTerm === 'string' && search.length > 0 ? raw.searchTerm : defaults.searchTerm,
    filtersHash: 'filtersHash' in raw ? filtersHashOf(type, raw.filtersHash) : defaults.filtersHash,
    scopeFilter: scopes.some((s) => s.value === raw.scopeFilter) ? (raw.scopeFilter as string) : defaults.scopeFilter,
    orderOption: orderOptions.some((o) => o.name === raw.orderOption) ? (raw.orderOption as string) : defaults.orderOption,
    dateRange: dates === undefined ? defaults.dateRange : dates,
  };
};

export const sameFilterState = (a: FilterState, b: FilterState): boolean => JSON.stringify(a) === JSON.stringify(b);
