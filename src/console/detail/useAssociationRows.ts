import { useList } from 'react-admin';
import { useConsoleInfiniteQuery } from '../operations/useConsoleQuery.ts';

/** Spec 000 §9: lists show 10 rows at first. */
const ASSOCIATION_PAGE_SIZE = 10;

/**
 * The rows of an association tab, 10 at a time with Load More (readminAssociationObjects with offset,
 * readminAssociationCount for the total), as a list context for the list's table and grid views.
 *
 * @example const { list, total, loadMore, hasMore } = useAssociationRows({ typename: 'Team', id: '1', association: 'homeGames' });
 */
export const useAssociationRows = (meta: { typename: string; id: string; association: string }) => {
  const query = useConsoleInfiniteQuery('association', meta, ASSOCIATION_PAGE_SIZE);
  const data = query.data?.pages.flatMap((p) => p.rows) ?? [];
  const list = useList({ data, isPending: query.isPending, error: query.error });
  return {
    list,
    total: query.data?.pages[0]?.total ?? undefined,
    hasMore: Boolean(query.hasNextPage),
    loadMore: () => void query.fetchNextPage(),
    loadingMore: query.isFetchingNextPage,
  };
};
