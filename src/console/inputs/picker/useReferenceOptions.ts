import { useEffect, useState } from 'react';
import { useInfiniteGetList } from 'react-admin';
import { DIALOG_SHELL } from '../../dialogs/shellNames.ts';
import { PICKER_DEBOUNCE_MS, PICKER_PAGE_SIZE, pickerParams, type PickedRecord } from './pickerParams.ts';

/** `value`, `delay` ms after it last changed. */
export const useDebounced = <T>(value: T, delay: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
};

/**
 * The records a picker offers for what is typed: searched 300 ms after the last key, 20 a page, the
 * next page loaded on demand. Throws 'optionsTypename is required' without a type. A refused request
 * (a type the user may not read) is reported at once as `error`, not retried behind 'Loading…'.
 *
 * @example const { options, loadMore, hasMore, isPending, error } = useReferenceOptions('Venue', inputText);
 */
export const useReferenceOptions = (optionsTypename: string | undefined, searchTerm: string) => {
  const term = useDebounced(searchTerm, PICKER_DEBOUNCE_MS);
  const { meta, filter, sort } = pickerParams(optionsTypename, term, 1);
  const query = useInfiniteGetList<PickedRecord>(
    DIALOG_SHELL.picker,
    { meta, filter, sort, pagination: { page: 1, perPage: PICKER_PAGE_SIZE } },
    { retry: false },
  );
  const options = query.data?.pages.flatMap((p) => p.data) ?? [];
  return {
    options,
    hasMore: Boolean(query.hasNextPage),
    loadMore: () => void (query.hasNextPage && !query.isFetchingNextPage && query.fetchNextPage()),
    isPending: !query.error && (query.isPending || term !== searchTerm),
    error: query.error,
  };
};
