import { parseDocument } from '../graphql/parseDocument.ts';
import type { GraphqlRequest } from '../graphql/request.ts';

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The values of an optionsQuery (a root query returning [String!]!, e.g. timeZones) as { id, name } rows.
 * The name comes from metadata, never from a user, and is checked to be a GraphQL name all the same.
 */
export const optionsQueryRequest = (params: { meta?: { query?: string } }): GraphqlRequest => {
  const query = params.meta?.query ?? '';
  if (!NAME.test(query)) throw new Error(`'${query}' is not an options query`);
  return {
    query: parseDocument(`query ReadminOptionsQuery { values: ${query} }`),
    variables: {},
    parseResponse: ({ data }) => {
      const rows = (data.values as string[]).map((name) => ({ id: name, name }));
      return { data: rows, total: rows.length };
    },
  };
};
