import type { ApiRecord, GraphqlRequest } from './request.ts';
import { OBJECT_LINK } from './selection.ts';

export interface SearchResult extends ApiRecord {
  typename: string;
}

/** One readminObjects per type, aliased into one request; ids are prefixed because types share id ranges. */
export const searchRequest = (params: {
  filter?: { searchTerm?: string };
  meta?: { typenames?: string[] };
  pagination?: { perPage: number };
}): GraphqlRequest => {
  const typenames = params.meta?.typenames ?? [];
  const fields = typenames
    .map((t, i) => `r${i}: readminObjects(typename: ${JSON.stringify(t)}, filterBar: { searchTerm: $searchTerm }, limit: $limit) { ${OBJECT_LINK} }`)
    .join('\n  ');
  return {
    query: typenames.length ? `query ShellSearch($searchTerm: String, $limit: Int) {\n  ${fields}\n}` : 'query ShellSearch { __typename }',
    variables: { searchTerm: params.filter?.searchTerm ?? '', limit: params.pagination?.perPage ?? 10 },
    parseResponse: ({ data }) => {
      const rows = typenames.flatMap((typename, i) =>
        ((data[`r${i}`] as ApiRecord[] | undefined) ?? []).map((r): SearchResult => ({ ...r, id: `${typename}:${r.id}`, typename })),
      );
      return { data: rows, total: rows.length };
    },
  };
};
