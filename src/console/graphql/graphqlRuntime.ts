import { registry } from '../registry.ts';
import { createApolloClient } from './apolloClient.ts';
import { createDataProvider } from './dataProvider.ts';

/** The console's GraphQL client and dataProvider; this module is its own chunk, loaded on first data call. */
export const createGraphqlRuntime = () => {
  const client = createApolloClient({ registry });
  return { client, dataProvider: createDataProvider(client, registry) };
};
