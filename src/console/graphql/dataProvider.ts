import type { ApolloClient } from '@apollo/client/core';
import buildDataProvider from 'ra-data-graphql';
import type { Registry } from '../../metadata/normalized.ts';
import { apolloOperations } from '../operations/apolloOperations.ts';
import type { ConsoleDataProvider } from '../operations/consoleOperations.ts';
import { buildQuery } from './buildQuery.ts';
import { parseDocument } from './parseDocument.ts';

/** The console's requests as ra-data-graphql takes them: the document parsed (once per text, parseDocument.ts). */
const parsedRequests = (registry: Registry) => {
  const build = buildQuery(registry);
  return (method: string, resource: string, params: unknown) => {
    const request = build(method, resource, params);
    return { ...request, query: parseDocument(request.query) };
  };
};

/**
 * react-admin's dataProvider over the generic readmin API, with the console's own operations beside (operations/). No introspection: the registry already knows
 * every type, field and operation, and the schema may hide types from users who cannot read them.
 * No Apollo cache either ('no-cache'): react-admin keeps answers in its own query cache, and nothing reads
 * Apollo's, so normalising every answer into it and reading it back out would be work on the main thread between
 * a list's answer and its rows on screen.
 */
export const createDataProvider = (client: ApolloClient<unknown>, registry: Registry): ConsoleDataProvider => ({
  ...buildDataProvider({
    client,
    introspection: false,
    buildQuery: () => parsedRequests(registry),
    query: () => ({ fetchPolicy: 'no-cache' }),
    mutation: () => ({ fetchPolicy: 'no-cache' }),
  }),
  ...apolloOperations(client, registry),
});
