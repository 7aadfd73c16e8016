import { useInfiniteGetList } from 'react-admin';
import { notesFilterBar } from './notesFilter.ts';

const NOTES_PAGE_SIZE = 10;

export interface NoteRow {
  id: string;
  body?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  author?: { id: string; readminName?: string | null } | null;
  [key: string]: unknown;
}

/**
 * The System Notes of one record, newest first, 10 at a time (the Note list filtered by itemType and
 * itemId; the server keeps each note to those who may read its record).
 *
 * @example const { notes, hasMore, loadMore } = useRecordNotes('Court', '5');
 */
export const useRecordNotes = (itemType: string, itemId: string) => {
  const query = useInfiniteGetList<NoteRow>('notes', {
    filter: { ...notesFilterBar(itemType, itemId), orderOption: 'newest' },
    pagination: { page: 1, perPage: NOTES_PAGE_SIZE },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return {
    notes: query.data?.pages.flatMap((p) => p.data) ?? [],
    isPending: query.isPending,
    error: query.error,
    hasMore: Boolean(query.hasNextPage),
    loadMore: () => void query.fetchNextPage(),
  };
};
