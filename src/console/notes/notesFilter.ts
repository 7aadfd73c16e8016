/** The filter of a record's System Notes: the Note list's itemType and itemId filters. */
export const notesFilterBar = (typename: string, id: unknown) => ({ filtersHash: { itemType: typename, itemId: String(id) } });
