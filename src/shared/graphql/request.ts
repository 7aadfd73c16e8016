/** One record as the API returns it: the ReadminObject fields plus the type's own fields. */
export type ApiRecord = { id: string; readminName?: string; readminUrl?: string | null } & Record<string, unknown>;

/** The answer of one request, as Apollo hands it over. */
interface ApiResponse {
  data: Record<string, unknown>;
}

/**
 * What buildQuery returns for one dataProvider call: ra-data-graphql's BuildQueryResult, with the document as
 * its text. The GraphQL runtime parses it (dataProvider.ts), so that pages which build requests do not load
 * the GraphQL parser before they send one.
 */
export interface GraphqlRequest {
  query: string;
  variables: Record<string, unknown>;
  parseResponse: (response: ApiResponse) => unknown;
}

/** react-admin pagination (1-based pages) as the API's limit and offset. */
export const limitOffset = (pagination?: { page: number; perPage: number }) =>
  pagination ? { limit: pagination.perPage, offset: (pagination.page - 1) * pagination.perPage } : {};
