import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const DISCONNECT = `mutation($input: CurrentUserRemoveLiveStreamFbAuthInput!) { currentUserRemoveLiveStreamFbAuth(input: $input) { success } }`;

/**
 * The Facebook account panel's flow with the local provider (no network): connect → consent → callback
 * stores the current user's account; the panel reads it; currentUserRemoveLiveStreamFbAuth removes only
 * the caller's own. Each change audited.
 */
describe.each(TEST_DATABASES)('Facebook account for live streaming on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, orgAdmin, venueAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)),
    );
  });
  afterAll(() => server.close());

  /** A GET as that browser: its cookies go along, and those the flow sets are kept (the pending consent is one). */
  const get = (client: GraphqlClient, path: string) => client.get(path);
  /** Follows the redirects of the flow by hand (each carries the browser's cookies), answering the final response and where it went. */
  const connect = async (client: GraphqlClient, returnTo: string) => {
    let res = await get(client, `/readmin/facebook/connect?returnTo=${encodeURIComponent(returnTo)}`);
    const hops: string[] = [];
    while (res.status === 302 && hops.length < 5) {
      const location = res.headers.get('location')!;
      hops.push(location);
      if (location.startsWith(returnTo)) break;
      res = await get(client, location);
    }
    return { res, hops };
  };
  const account = async (client: GraphqlClient) => (await get(client, '/readmin/facebook/account')).json();
  const userId = async (email: string) => (await sql<{ id: number }>`SELECT id FROM users WHERE email = ${email}`.execute(db())).rows[0].id;
  const versions = async () =>
    (await sql<{ event: string }>`SELECT event FROM paper_trail_versions WHERE item_type = 'LiveStreamFbAuth' ORDER BY id`.execute(db())).rows.map(
      (v) => v.event,
    );

  it("says the account is not connected, then connects it through the provider's consent and comes back", async () => {
    expect(await account(orgAdmin)).toEqual({ configured: true, connected: false, name: null, email: null });
    const { hops } = await connect(orgAdmin, '/readmin/live_streams/1');
    expect(hops[0]).toMatch(/^\/readmin\/facebook\/local_consent\?state=/);
    expect(hops.at(-1)).toBe('/readmin/live_streams/1?facebook=connected');
    expect(await account(orgAdmin)).toEqual({
      configured: true,
      connected: true,
      name: `Local Facebook account of ${DEMO_USERS.orgAdmin}`,
      email: DEMO_USERS.orgAdmin,
    });
    const rows = (await sql<{ user_id: number; access_token: string }>`SELECT user_id, access_token FROM live_stream_fb_auths`.execute(db())).rows;
    expect(rows).toEqual([{ user_id: await userId(DEMO_USERS.orgAdmin), access_token: expect.stringMatching(/^local-token-/) }]);
    // Re-connect replaces the account: still one per user.
    await connect(orgAdmin, '/readmin/live_streams/1');
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM live_stream_fb_auths`.execute(db())).rows[0].n).toBe(1);
    expect(await versions()).toEqual(['create']); // the same account again changes nothing, so no update version
  });

  it('refuses a callback it did not start, and never returns to another site', async () => {
    const forged = await get(admin, '/readmin/facebook/callback?code=x&state=forged');
    expect(forged.status).toBe(400);
    const { hops } = await connect(admin, 'https://evil.example.com/');
    expect(hops.at(-1)).toBe('/readmin?facebook=connected');
    const anonymous = await fetch(new URL('/readmin/facebook/account', server.url));
    expect(anonymous.status).toBe(401);
  });

  it("disconnects only the current user's account", async () => {
    const before = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM live_stream_fb_auths`.execute(db())).rows[0].n;
    expect(before).toBe(2); // the organisation admin's and the platform admin's
    const { errors } = await orgAdmin.request(DISCONNECT, { input: {} });
    expect(errors).toBeUndefined();
    expect((await account(orgAdmin)).connected).toBe(false);
    expect((await account(admin)).connected).toBe(true);
    expect(await versions()).toEqual(['create', 'create', 'destroy']);
    // Venue admins are not offered live stream outputs.
    expect((await venueAdmin.request(DISCONNECT, { input: {} })).errors?.[0].message).toMatch(/may not run currentUserRemoveLiveStreamFbAuth/);
  });
});
