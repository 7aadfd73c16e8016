import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../graphql/apolloClient.ts';
import { serverReasons } from '../dialogs/serverErrors.ts';
import { registry } from '../testing/allTypes.ts';
import { apolloOperations } from './apolloOperations.ts';

/** A GraphQL server that answers each request with the next of `answers`, and records what it was sent. */
const serving = (...answers: unknown[]) => {
  const sent: { query: string; variables: Record<string, unknown> }[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> });
    return new Response(JSON.stringify(answers[sent.length - 1]), { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { operations: apolloOperations(createApolloClient({ fetch, csrfToken: () => 'tok' }), registry), sent };
};

describe("the console's operations over the GraphQL client", () => {
  it('send a named query with its variables and hand over its typed result, asking again each time', async () => {
    const stats = {
      gamesCount: 3,
      activePlayersCount: 0,
      activeUsersCount: 0,
      activeUsersWithEmailCount: 0,
      liveStreamsCount: 0,
      liveStreamsDurationSec: 0,
    };
    const { operations, sent } = serving({ data: { org: { id: '3', stats } } }, { data: { org: null } });
    const params = { orgId: '3', dateRange: { start: '2026-03-01', end: '2026-03-31' }, timeZone: 'UTC' };
    expect(await operations.consoleQuery('orgStats', params)).toEqual(stats);
    expect(await operations.consoleQuery('orgStats', params)).toBeNull();
    expect(sent.map((s) => s.variables)).toEqual([
      { id: '3', dateRange: params.dateRange, timeZone: 'UTC' },
      { id: '3', dateRange: params.dateRange, timeZone: 'UTC' },
    ]);
  });

  it('run a declared operation as a mutation and answer by the kind it returns', async () => {
    const { operations, sent } = serving({ data: { result: { passphrase: 'maple_otter' } } });
    expect(await operations.runOperation('generatePassphrase', { numberOfWords: 2 })).toMatchObject({ kind: 'value', text: 'maple_otter' });
    expect(sent[0].query).toMatch(/^mutation ReadminCustomAction/);
    expect(sent[0].variables).toEqual({ input: { numberOfWords: 2 } });
  });

  it("report the server's refusal as the record types' requests do, so dialogs read its problems the same way", async () => {
    const problems = [{ field: 'currentPassword', message: 'Current password is incorrect' }];
    const { operations } = serving({
      data: null,
      errors: [{ message: 'Current password is incorrect', extensions: { code: 'BAD_USER_INPUT', problems } }],
    });
    const refused = await operations.consoleMutation('changePassword', { currentPassword: 'x', newPassword: 'y' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 200, message: 'Current password is incorrect' });
    expect(serverReasons(refused)).toEqual([{ message: 'Current password is incorrect' }]);
  });
});
