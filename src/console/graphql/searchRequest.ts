import type { ConsoleRequest } from '../operations/consoleRequest.ts';
import type { ApiRecord } from '../../shared/graphql/request.ts';
import { OBJECT_LINK } from '../../shared/graphql/selection.ts';

export interface SearchResult extends ApiRecord {
  typename: string;
}

/** One readminObjects per type, aliased into one request; ids are prefixed because types share id ranges. */
export const searchRequest = (params: { searchTerm: string; typenames: string[]; limit?: number }): ConsoleRequest<SearchResult[]> => {
  const { typenames } = params;
  const fields = typenames
    .map((t, i) => `r${i}: readminObjects(typename: ${JSON.stringify(t)}, filterBar: { searchTerm: $searchTerm }, limit: $limit) { ${OBJECT_LINK} }`)
    .join('\n  ');
  return {
    query: typenames.length ? `query ShellSearch($searchTerm: String, $limit: Int) {\n  ${fields}\n}` : 'query ShellSearch { __typename }',
    variables: { searchTerm: params.searchTerm, limit: params.limit ?? 10 },
    parse: (data) =>
      typenames.flatMap((typename, i) =>
        ((data[`r${i}`] as ApiRecord[] | undefined) ?? []).map((r): SearchResult => ({ ...r, id: `${typename}:${r.id}`, typename })),
      ),
  };
};
