/**
 * Where Load More continues. The API pages by keyset: readminObjects(after: <readminCursor of the last row
 * shown>) stays as fast on the 10,000th page as on the second, where an OFFSET reads and discards every
 * row before it. react-admin asks for pages by number, so the cursor ending each page is remembered per
 * list (type, route owner, filters, page size) and page n+1 starts after the cursor of page n.
 *
 * A refetch (after a bulk action) asks for pages 1, 2, … in order, so each page's cursor is renewed before
 * the next page needs it.
 */
const MAX_REMEMBERED = 500;

export interface ListCursors {
  /** The cursor to continue after for `page` of the list `listKey`, if page - 1 is known. */
  before(listKey: string, page: number): string | undefined;
  remember(listKey: string, page: number, cursor: string | null | undefined): void;
}

export const createListCursors = (): ListCursors => {
  const cursors = new Map<string, string>();
  return {
    before: (listKey, page) => (page > 1 ? cursors.get(`${page - 1}:${listKey}`) : undefined),
    remember: (listKey, page, cursor) => {
      const key = `${page}:${listKey}`;
      cursors.delete(key);
      if (!cursor) return;
      cursors.set(key, cursor);
      // Maps iterate in insertion order: the first key is the least recently stored.
      if (cursors.size > MAX_REMEMBERED) cursors.delete(cursors.keys().next().value!);
    },
  };
};

export const listCursors = createListCursors();
