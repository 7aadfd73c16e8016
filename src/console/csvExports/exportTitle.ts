import type { NormalizedType } from '../../metadata/normalized.ts';
import type { FilterBar } from '../../shared/filterBar/filterBar.ts';

/** The reference filters' values that need a record's name: filtersHash key → typename of the record. */
export const referenceFiltersOf = (type: NormalizedType, filterBar: FilterBar): { key: string; typename: string; id: string }[] =>
  Object.entries(filterBar.filtersHash ?? {}).flatMap(([key, value]) => {
    const filter = type.list.filters.find((f) => f.name === key);
    const typename = filter?.optionsTypename ?? type.fields.find((f) => f.name === key && f.type === 'reference')?.typename;
    return typename && value !== undefined && value !== null && value !== '' ? [{ key, typename, id: String(value) }] : [];
  });

/** 'Status: Final': one filter of the bar by its label and its value's label (a reference by its record's name). */
const filterPart = (type: NormalizedType, key: string, value: unknown, names: Record<string, string>): string => {
  const filter = type.list.filters.find((f) => f.name === key);
  const field = type.fields.find((f) => f.name === (filter?.field ?? key));
  const label = filter?.label ?? field?.label ?? key;
  const shown =
    names[key] ??
    (filter?.optionsTypename ? `#${String(value)}` : undefined) ??
    filter?.options.find((o) => o.value === String(value))?.label ??
    field?.options?.find((o) => o.value === String(value))?.label ??
    String(value);
  return `${label}: ${shown}`;
};

/**
 * The title of an export of a list: its type and what its filter bar keeps, so two exports of one list tell
 * themselves apart ('Games – Completed – Venue: Northside Arena – 2026-12-01 to 2026-12-07'). `names` gives
 * the referenced records' names by filtersHash key; a reference without one shows its id.
 */
export const exportTitle = (type: NormalizedType, filterBar: FilterBar, names: Record<string, string> = {}): string => {
  const parts: string[] = [type.label.plural];
  const scope = filterBar.scopeFilter && type.list.scopes.find((s) => s.value === filterBar.scopeFilter);
  if (scope && scope.value !== 'all') parts.push(scope.label);
  if (filterBar.searchTerm) parts.push(`Search: “${filterBar.searchTerm}”`);
  for (const [key, value] of Object.entries(filterBar.filtersHash ?? {})) {
    if (value !== undefined && value !== null && value !== '') parts.push(filterPart(type, key, value, names));
  }
  const { start, end } = filterBar.dateRange ?? {};
  if (start && end) parts.push(start === end ? start : `${start} to ${end}`);
  else if (start) parts.push(`from ${start}`);
  else if (end) parts.push(`until ${end}`);
  if (parts.length === 1) parts.push('All');
  return parts.join(' – ');
};
