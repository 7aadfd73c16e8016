import { limitOffset, type GraphqlRequest } from '../../graphql/request.ts';

export interface PickerParams {
  meta?: { typename?: string; ids?: string[] };
  filter?: { searchTerm?: string; filtersHash?: Record<string, string> };
  pagination?: { page: number; perPage: number };
}

/**
 * One page of a reference picker: readminObjects(typename, filterBar: { searchTerm, filtersHash }, limit: 20, offset);
 * or, with meta.ids, the named records (to show the names of a value the dialog opened with).
 */
export const pickerRequest = (params: PickerParams): GraphqlRequest => {
  const ids = params.meta?.ids;
  const searchTerm = params.filter?.searchTerm?.trim();
  const filtersHash = params.filter?.filtersHash;
  return {
    query: `query ReadminPicker($typename: String!, $ids: [ID!], $filterBar: FilterBarInput, $limit: Int, $offset: Int) {
  items: readminObjects(typename: $typename, ids: $ids, filterBar: $filterBar, limit: $limit, offset: $offset) { id readminName }
}`,
    variables: {
      typename: params.meta?.typename,
      ids,
      filterBar: searchTerm || filtersHash ? { ...(searchTerm && { searchTerm }), ...(filtersHash && { filtersHash }) } : undefined,
      ...(ids ? {} : limitOffset(params.pagination)),
    },
    parseResponse: ({ data }) => {
      const items = data.items as { id: string; readminName: string }[];
      // No count query: a full page means there may be more (pageInfo lets react-admin page on).
      return { data: items, pageInfo: { hasNextPage: !ids && items.length === params.pagination?.perPage, hasPreviousPage: false } };
    },
  };
};
