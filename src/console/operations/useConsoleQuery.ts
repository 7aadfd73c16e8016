import { useInfiniteQuery, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider, ConsoleQueryName, QueryParams, QueryResult } from './consoleOperations.ts';

/** The react-query key of a console query: its name and parameters (react-admin's refresh invalidates every query). */
export const consoleQueryKey = <N extends ConsoleQueryName>(name: N, params: QueryParams<N>) => ['console', name, params] as const;

type QueryOptions<N extends ConsoleQueryName> = Omit<UseQueryOptions<QueryResult<N>>, 'queryKey' | 'queryFn'>;

/** The console's dataProvider with its typed operations (testing/fixtureDataProvider.ts answers them in stories and tests). */
export const useConsoleClient = (): ConsoleDataProvider => useDataProvider<ConsoleDataProvider>();

/**
 * A named console query (operations/consoleRequests.ts), cached by react-query under its name and parameters.
 *
 * @example const { data: stats, isPending, error } = useConsoleQuery('orgStats', { orgId, dateRange, timeZone });
 */
export const useConsoleQuery = <N extends ConsoleQueryName>(name: N, params: QueryParams<N>, options: QueryOptions<N> = {}) => {
  const client = useConsoleClient();
  return useQuery<QueryResult<N>>({
    queryKey: consoleQueryKey(name, params),
    queryFn: ({ signal }) => client.consoleQuery(name, params, { signal }),
    ...options,
  });
};

/** Queries whose results come a page at a time: they take page and perPage, and answer rows and whether more follow. */
type PagedQueryName = {
  [N in ConsoleQueryName]: QueryParams<N> extends { page?: number; perPage?: number }
    ? QueryResult<N> extends { rows: unknown[]; hasNextPage: boolean }
      ? N
      : never
    : never;
}[ConsoleQueryName];

/**
 * A paged console query, one page after another (Load More, a picker's scrolling): pages counted from 1.
 *
 * @example const query = useConsoleInfiniteQuery('picker', { typename: 'Venue', searchTerm }, 20, { enabled: opened });
 */
export const useConsoleInfiniteQuery = <N extends PagedQueryName>(
  name: N,
  params: Omit<QueryParams<N>, 'page' | 'perPage'>,
  perPage: number,
  options: { enabled?: boolean; retry?: boolean } = {},
) => {
  const client = useConsoleClient();
  return useInfiniteQuery({
    queryKey: ['console', name, params, perPage],
    queryFn: ({ pageParam, signal }) => client.consoleQuery(name, { ...params, page: pageParam, perPage } as QueryParams<N>, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: QueryResult<N>, _pages: QueryResult<N>[], page: number) =>
      (last as { hasNextPage: boolean }).hasNextPage ? page + 1 : undefined,
    ...options,
  });
};
