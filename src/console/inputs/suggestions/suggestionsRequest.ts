import type { ConsoleRequest } from '../../operations/consoleRequest.ts';

/** The values a string field suggests (readminFieldSuggestions) for what is typed. */
export const suggestionsRequest = (params: { typename: string; field: string; search?: string }): ConsoleRequest<string[]> => ({
  query: `query ReadminSuggestions($typename: String!, $field: String!, $search: String) {
  values: readminFieldSuggestions(typename: $typename, field: $field, search: $search)
}`,
  variables: { typename: params.typename, field: params.field, search: params.search?.trim() || undefined },
  parse: (data) => data.values as string[],
});
