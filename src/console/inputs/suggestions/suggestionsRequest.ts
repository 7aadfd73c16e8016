import type { GraphqlRequest } from '../../graphql/request.ts';

export interface SuggestionsParams {
  meta?: { typename?: string; field?: string };
  filter?: { search?: string };
}

/** The values a string field suggests (readminFieldSuggestions), as { id, name } rows of the value itself. */
export const suggestionsRequest = (params: SuggestionsParams): GraphqlRequest => ({
  query: `query ReadminSuggestions($typename: String!, $field: String!, $search: String) {
  values: readminFieldSuggestions(typename: $typename, field: $field, search: $search)
}`,
  variables: { typename: params.meta?.typename, field: params.meta?.field, search: params.filter?.search?.trim() || undefined },
  parseResponse: ({ data }) => {
    const rows = (data.values as string[]).map((value) => ({ id: value, name: value }));
    return { data: rows, total: rows.length };
  },
});
