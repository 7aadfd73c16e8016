import type { NormalizedType } from '../../metadata/normalized.ts';
import { filterValue, type ListArgs } from './filterConditions.ts';
import { orderOptionOf } from './ordering.ts';

/**
 * Whether a list's page may be planned once, by PostgreSQL's generic plan, instead of afresh for its values
 * (database.ts listPageDb): when its order option is `indexedWith` reference filters and the page is filtered by
 * exactly those, the generated index led by their columns (tablePlan.ts) hands over the rows in order for any of
 * their values, and that index scan is the generic plan, as right for a large league as for a small one.
 *
 * Anything else that would steer the plan keeps the page planned for its values: a search, ids, another filter,
 * an extra condition, or a date range on a field other than the order's first (which the index cannot bound).
 * A scope, the viewer's access and the organisation route are row conditions checked along the index scan; the
 * most they cost is the filtered rows' own index entries.
 */
export const plannedOnce = (type: NormalizedType, args: ListArgs): boolean => {
  const bar = args.filterBar ?? {};
  const option = orderOptionOf(type, bar.orderOption);
  if (!option?.indexedWith.length || args.where || args.ids || bar.searchTerm?.trim()) return false;
  const hash = bar.filtersHash ?? {};
  const filtered = type.list.filters.filter((f) => filterValue(f, hash) !== null).map((f) => f.name);
  const exactly = filtered.length === option.indexedWith.length && option.indexedWith.every((name) => filtered.includes(name));
  const range = bar.dateRange;
  const rangeOnOrder = !(range?.start || range?.end) || type.list.dateRange?.field === option.by[0].field;
  return exactly && rangeOnOrder;
};
