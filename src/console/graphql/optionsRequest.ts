import { parseDocument } from './parseDocument.ts';
import type { GraphqlRequest } from './request.ts';

/** Spec: reference filters and pickers offer at most this many records at a time. */
export const OPTIONS_LIMIT = 100;

export interface OptionsParams {
  meta?: { typename?: string; selected?: string[] };
  filter?: { searchTerm?: string };
}

/**
 * The options of a reference filter or picker: up to 100 records of `typename` matching the search
 * term, plus the selected ones (they may be outside the first 100) so their names can be shown.
 */
export const optionsRequest = (params: OptionsParams): GraphqlRequest => {
  const selected = params.meta?.selected ?? [];
  const searchTerm = params.filter?.searchTerm?.trim();
  return {
    query: parseDocument(`query ReadminOptions($typename: String!, $filterBar: FilterBarInput, $limit: Int, $ids: [ID!]) {
  options: readminObjects(typename: $typename, filterBar: $filterBar, limit: $limit) { id readminName }
  selected: readminObjects(typename: $typename, ids: $ids) { id readminName }
}`),
    variables: { typename: params.meta?.typename, filterBar: searchTerm ? { searchTerm } : undefined, limit: OPTIONS_LIMIT, ids: selected },
    parseResponse: ({ data }) => {
      const rows = [...(data.selected as { id: string }[]), ...(data.options as { id: string }[])];
      const unique = rows.filter((r, i) => rows.findIndex((o) => o.id === r.id) === i);
      return { data: unique, total: unique.length };
    },
  };
};
