import type { FilterState } from '../../shared/filterBar/filterState.ts';

/**
 * The filter state in the URL hash (spec 000 §2.14): URI-encoded JSON with exactly the keys searchTerm,
 * filtersHash, scopeFilter, orderOption and dateRange, e.g. #%7B%22searchTerm%22%3A%22hawks%22%2C...%7D.
 */
export const encodeFilterHash = (state: FilterState): string => {
  const { searchTerm, filtersHash, scopeFilter, orderOption, dateRange } = state;
  return `#${encodeURIComponent(JSON.stringify({ searchTerm, filtersHash, scopeFilter, orderOption, dateRange }))}`;
};

/**
 * The JSON object of a hash, or null when there is none or it is not ours (a bad link, an anchor, a
 * truncated paste): such a hash is ignored, never a crash. The values are checked by sanitizeFilterState.
 */
export const decodeFilterHash = (hash: string): Record<string, unknown> | null => {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!body) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(body));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};
