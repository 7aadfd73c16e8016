import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const SUGGESTIONS = `query($typename: String!, $field: String!, $search: String) {
  readminFieldSuggestions(typename: $typename, field: $field, search: $search)
}`;

/** A string field declaring `suggest` offers the values already stored in it, within the viewer's reach. */
describe.each(TEST_DATABASES)('field suggestions on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    admin = await signedIn(server.url, DEMO_USERS.admin);
  });
  afterAll(() => server.close());

  const suggest = (client: GraphqlClient, field: string, search?: string, typename = 'CameraModel') =>
    client.request<{ readminFieldSuggestions: string[] }>(SUGGESTIONS, { typename, field, search });

  it('lists each stored manufacturer once, alphabetically, and narrows to those starting with the search (any case)', async () => {
    const { rows } = await sql<{ value: string }>`SELECT DISTINCT manufacturer AS value FROM camera_models ORDER BY 1`.execute(server.database.db);
    expect(rows.length).toBeGreaterThan(1);
    const all = await suggest(admin, 'manufacturer');
    expect(all.errors).toBeUndefined();
    expect(all.data!.readminFieldSuggestions).toEqual(rows.map((r) => r.value));
    const first = rows[0].value;
    const narrowed = await suggest(admin, 'manufacturer', first.slice(0, 2).toLowerCase());
    expect(narrowed.data!.readminFieldSuggestions).toEqual(
      rows.map((r) => r.value).filter((v) => v.toLowerCase().startsWith(first.slice(0, 2).toLowerCase())),
    );
    // LIKE's own characters are matched literally.
    expect((await suggest(admin, 'manufacturer', '%')).data!.readminFieldSuggestions).toEqual([]);
  });

  it('refuses a field that does not suggest, and a type the viewer may not read', async () => {
    const notSuggesting = await suggest(admin, 'model');
    expect(notSuggesting.errors?.[0].extensions?.problems).toEqual([{ field: 'field', message: "Camera Models offer no suggestions for 'model'" }]);
    const orgAdmin = await signedIn(server.url, DEMO_USERS.orgAdmin);
    const refused = await suggest(orgAdmin, 'manufacturer');
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0].message).toBe('You may not read Camera Models.');
  });
});
