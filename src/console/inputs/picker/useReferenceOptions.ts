import { useEffect } from 'react';
import { useDebounced } from '../../hooks/useDebounced.ts';
import { useConsoleInfiniteQuery } from '../../operations/useConsoleQuery.ts';
import { matchesEveryWord, optionDetailOf } from './optionDetail.ts';
import { pickedLabel, PICKER_PAGE_SIZE, pickerParams, searchesOnServer, type PickedRecord } from './pickerParams.ts';

/** Matching names here reads at most this many records: a type without search fields may have thousands. */
const NAME_MATCH_LIMIT = 100;

const matchesText = (typename: string, text: string) => (r: PickedRecord) => matchesEveryWord(text, pickedLabel(r), optionDetailOf(typename, r));

/**
 * The records a picker offers for what is typed, 20 a page, the next page loaded on demand. Types with
 * search fields are searched by the server 300 ms after the last key (meanwhile the last answer is narrowed
 * to the options holding every word typed). The server refuses a search term
 * for the others ('… cannot be searched'), so they are paged unsearched and matched by name here, reading
 * on until a page of matches shows: a short list cannot be scrolled to load more.
 * A refused request (a type the user may not read) is reported at once as `error`, not retried behind
 * 'Loading…'. Nothing is asked until `wanted` (the picker's list has been opened): a list page's filter pickers
 * then cost no request, and no GraphQL runtime, until someone uses them.
 *
 * @example const { options, loadMore, isPending, error } = useReferenceOptions('Venue', inputText, opened);
 */
export const useReferenceOptions = (optionsTypename: string, searchText: string, wanted: boolean, filters?: Record<string, string>) => {
  const text = searchText.trim();
  const term = useDebounced(text);
  const query = useConsoleInfiniteQuery('picker', pickerParams(optionsTypename, term, filters), PICKER_PAGE_SIZE, {
    retry: false,
    enabled: wanted,
  });
  const searchable = searchesOnServer(optionsTypename);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loaded = query.data?.pages.flatMap((p) => p.rows) ?? [];
  const byName = !searchable && text !== '';
  // Until the server answers for what is typed now (300 ms after the last key), the records it gave for the
  // text before are narrowed to those that hold every word typed: never a list that contradicts the box.
  const stale = searchable && term !== text;
  const options = byName || stale ? loaded.filter(matchesText(optionsTypename, text)) : loaded;
  const canLoad = Boolean(hasNextPage) && !isFetchingNextPage && !query.error;
  const readOn = byName && canLoad && options.length < PICKER_PAGE_SIZE && loaded.length < NAME_MATCH_LIMIT;
  useEffect(() => {
    if (readOn) void fetchNextPage();
  }, [readOn, loaded.length, fetchNextPage]);
  return {
    options,
    loadMore: () => void (canLoad && fetchNextPage()),
    isPending: !query.error && (query.isPending || readOn || (searchable && term !== text)),
    error: query.error,
  };
};
