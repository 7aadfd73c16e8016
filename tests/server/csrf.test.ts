import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const RENAME = 'mutation($input: CourtsUpdateInput!) { courtsUpdate(input: $input) { id name } }';

describe.each(TEST_DATABASES)('CSRF protection on %s', (kind) => {
  let server: TestServer;
  let client: GraphqlClient;
  const courtName = async () => (await server.database.db.selectFrom('courts').select('name').where('id', '=', 1).executeTakeFirstOrThrow()).name;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    client = await signedIn(server.url, DEMO_USERS.admin);
  });
  afterAll(() => server.close());

  it('renders a token into the page meta tag', async () => {
    const html = await client.loadPage('/readmin/orgs');
    expect(html).toMatch(/<meta name="csrf-token" content="[A-Za-z0-9_-]{20,}">/);
  });

  it('rejects a mutation without the header with 403 and changes nothing', async () => {
    const before = await courtName();
    const res = await client.request(RENAME, { input: { ids: ['1'], attributes: { name: 'Hijacked' } } }, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.errors?.[0].extensions?.code).toBe('CSRF');
    expect(await courtName()).toBe(before);
  });

  it('rejects a wrong token with 403 and changes nothing', async () => {
    const before = await courtName();
    const res = await client.request(RENAME, { input: { ids: ['1'], attributes: { name: 'Hijacked' } } }, { csrf: 'forged-token' });
    expect(res.status).toBe(403);
    expect(await courtName()).toBe(before);
  });

  it('requires the token for login too', async () => {
    const res = await new GraphqlClient(server.url).request(
      'mutation { login(input: {email: "admin@example.com", password: "demo-password-1"}) { currentUser { id } } }',
      {},
      { csrf: false },
    );
    expect(res.status).toBe(403);
  });

  it('accepts the mutation with the page token', async () => {
    const res = await client.request(RENAME, { input: { ids: ['1'], attributes: { name: 'DHSC Court One' } } });
    expect(res.errors).toBeUndefined();
    expect(await courtName()).toBe('DHSC Court One');
  });
});
