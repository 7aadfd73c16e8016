import type { DocumentNode } from 'graphql';

/** One record as the API returns it: the ReadminObject fields plus the type's own fields. */
export type ApiRecord = { id: string; readminName?: string; readminUrl?: string | null } & Record<string, unknown>;

/** The answer of one request, as Apollo hands it over. */
interface ApiResponse {
  data: Record<string, unknown>;
}

/** What buildQuery returns for one dataProvider call (ra-data-graphql's BuildQueryResult). */
export interface GraphqlRequest {
  query: DocumentNode;
  variables: Record<string, unknown>;
  parseResponse: (response: ApiResponse) => unknown;
}

/** react-admin pagination (1-based pages) as the API's limit and offset. */
export const limitOffset = (pagination?: { page: number; perPage: number }) =>
  pagination ? { limit: pagination.perPage, offset: (pagination.page - 1) * pagination.perPage } : {};
