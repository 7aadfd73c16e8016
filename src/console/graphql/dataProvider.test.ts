import { describe, expect, it } from 'vitest';
import { registry } from '../testing/allTypes.ts';
import { createApolloClient } from './apolloClient.ts';
import { createDataProvider } from './dataProvider.ts';

describe('createDataProvider', () => {
  it('answers every call from the network: Apollo keeps nothing (react-admin keeps its own cache)', async () => {
    const names = ['Perth Hawks', 'Perth Hawks II'];
    let calls = 0;
    const fetch = (async () => {
      const record = { __typename: 'Team', id: '7', readminName: names[calls], name: names[calls] };
      calls += 1;
      return new Response(JSON.stringify({ data: { record } }), { headers: { 'content-type': 'application/json' } });
    }) as typeof globalThis.fetch;
    const provider = createDataProvider(createApolloClient({ fetch, csrfToken: () => 'tok' }), registry);
    expect((await provider.getOne('teams', { id: '7' })).data).toMatchObject({ id: '7', readminName: 'Perth Hawks' });
    // The same lookup again goes to the server and shows its new answer, not a kept copy of the first.
    expect((await provider.getOne('teams', { id: '7' })).data).toMatchObject({ id: '7', readminName: 'Perth Hawks II' });
    expect(calls).toBe(2);
  });
});
