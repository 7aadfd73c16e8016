import { describe, expect, it } from 'vitest';
import { registry } from '../testing/allTypes.ts';
import { createApolloClient } from './apolloClient.ts';
import { createDataProvider } from './dataProvider.ts';

describe('createDataProvider', () => {
  it("answers from the network and leaves Apollo's cache empty (react-admin keeps its own)", async () => {
    const team = { __typename: 'Team', id: '7', readminName: 'Perth Hawks', name: 'Perth Hawks' };
    const fetch = (async () =>
      new Response(JSON.stringify({ data: { record: team } }), { headers: { 'content-type': 'application/json' } })) as typeof globalThis.fetch;
    const client = createApolloClient({ registry, fetch, csrfToken: () => 'tok' });
    const provider = createDataProvider(client, registry);
    const { data } = await provider.getOne('teams', { id: '7' });
    expect(data).toMatchObject({ id: '7', readminName: 'Perth Hawks' });
    // Nothing normalised: no Team:7, no ROOT_QUERY entry for the lookup.
    expect(client.cache.extract()).toEqual({});
  });
});
