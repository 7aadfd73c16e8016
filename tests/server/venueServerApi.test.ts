import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { hashSecretToken } from '../../src/server/auth/secretTokens.ts';

const ISSUE = 'mutation($input: VenueServerIssueCredentialInput!) { venueServerIssueCredential(input: $input) { credential } }';

/**
 * The venue-server channel: a credential per server (hashed at rest, shown once, rotatable), and the
 * authenticated HTTP API through which a server fetches its commands and reports on them and on itself.
 */
describe.each(TEST_DATABASES)('venue server API on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  const ids: Record<string, string> = {};
  const db = () => server.database.db;

  const issue = async (client: GraphqlClient, name: string) =>
    client.request<{ venueServerIssueCredential: { credential: string } }>(ISSUE, { input: { venueServerId: ids[name] } });
  const storedHash = async (name: string) =>
    (await db().selectFrom('venue_servers').select('credential_hash').where('id', '=', Number(ids[name])).executeTakeFirstOrThrow()).credential_hash;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, venueAdmin] = await Promise.all([DEMO_USERS.admin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)));
    for (const row of await db().selectFrom('venue_servers').select(['id', 'name']).execute()) ids[row.name] = String(row.id);
  });
  afterAll(() => server.close());

  it('issues a credential shown once, keeps only its SHA-256, and a new one replaces it', async () => {
    const first = await issue(admin, 'dhsc-vs-01');
    expect(first.errors).toBeUndefined();
    const credential = first.data!.venueServerIssueCredential.credential;
    expect(credential).toMatch(/^vsk_[A-Za-z0-9_-]{43}$/);
    expect(await storedHash('dhsc-vs-01')).toBe(hashSecretToken(credential));
    // Nothing the console reads gives it back, not even the audit trail.
    const audit = await db()
      .selectFrom('paper_trail_versions')
      .select('object_changes')
      .where('item_type', '=', 'VenueServer')
      .where('item_id', '=', Number(ids['dhsc-vs-01']))
      .execute();
    expect(JSON.stringify(audit)).not.toContain(hashSecretToken(credential));
    expect(JSON.stringify(audit)).not.toContain(credential);

    const second = (await issue(admin, 'dhsc-vs-01')).data!.venueServerIssueCredential.credential;
    expect(second).not.toBe(credential);
    expect(await storedHash('dhsc-vs-01')).toBe(hashSecretToken(second));
  });

  it('lets only platform admins issue one', async () => {
    const before = await storedHash('bondi-vs-01');
    const res = await issue(venueAdmin, 'bondi-vs-01');
    expect(res.errors?.[0].message).toMatch(/not allowed|permission|may not|No Venue ?Server/i);
    expect(await storedHash('bondi-vs-01')).toBe(before);
  });
});
