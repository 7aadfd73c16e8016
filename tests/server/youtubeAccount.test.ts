import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { googleProvider, youtubeProvider } from '../../src/server/features/streamAccounts/youtube/provider.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const DISCONNECT = `mutation { currentUserRemoveLiveStreamYtAuth { success } }`;

/**
 * The YouTube account panel's flow (spec 002 §3 LiveStreamYtAuth, §7 currentUserRemoveLiveStreamYtAuth, §8
 * 'You have not connected YouTube account for live streaming.'), through the same account routes as
 * Facebook with the local provider: connect → consent → callback stores the current user's account with
 * what it may do with channels; removing takes only the caller's own. Each change audited.
 */
describe.each(TEST_DATABASES)('YouTube account for live streaming on %s', (kind) => {
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
  const connect = async (client: GraphqlClient, returnTo: string) => {
    let res = await get(client, `/readmin/youtube/connect?returnTo=${encodeURIComponent(returnTo)}`);
    const hops: string[] = [];
    while (res.status === 302 && hops.length < 5) {
      const location = res.headers.get('location')!;
      hops.push(location);
      if (location.startsWith(returnTo)) break;
      res = await get(client, location);
    }
    return hops;
  };
  const account = async (client: GraphqlClient) => (await get(client, '/readmin/youtube/account')).json();
  const count = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM live_stream_yt_auths`.execute(db())).rows[0].n;
  const versions = async () =>
    (await sql<{ event: string }>`SELECT event FROM paper_trail_versions WHERE item_type = 'LiveStreamYtAuth' ORDER BY id`.execute(db())).rows.map(
      (v) => v.event,
    );

  it('connects through the consent and back, storing what the account may do with channels', async () => {
    expect(await account(orgAdmin)).toEqual({ configured: true, connected: false, name: null, email: null });
    const hops = await connect(orgAdmin, '/readmin/live_streams/1/youtube_account');
    expect(hops[0]).toMatch(/^\/readmin\/youtube\/local_consent\?state=/);
    expect(hops.at(-1)).toBe('/readmin/live_streams/1/youtube_account?youtube=connected');
    expect(await account(orgAdmin)).toEqual({
      configured: true,
      connected: true,
      name: `Local YouTube account of ${DEMO_USERS.orgAdmin}`,
      email: DEMO_USERS.orgAdmin,
      manageYtChannels: true,
      readYtChannels: true,
    });
    const rows = (
      await sql<{
        email: string;
        access_token: string;
      }>`SELECT u.email, a.access_token FROM live_stream_yt_auths a JOIN users u ON u.id = a.user_id`.execute(db())
    ).rows;
    expect(rows).toEqual([{ email: DEMO_USERS.orgAdmin, access_token: expect.stringMatching(/^local-token-/) }]);
    // The Facebook panel is another service's: still not connected.
    expect((await (await get(orgAdmin, '/readmin/facebook/account')).json()).connected).toBe(false);
    await connect(orgAdmin, '/readmin/live_streams/1');
    expect(await count()).toBe(1);
    expect(await versions()).toEqual(['create']);
  });

  it('refuses a callback it did not start, an anonymous reader, and hides the token from the API', async () => {
    expect((await get(admin, '/readmin/youtube/callback?code=x&state=forged')).status).toBe(400);
    expect((await fetch(new URL('/readmin/youtube/account', server.url))).status).toBe(401);
    await connect(admin, '/readmin/live_streams/2');
    const listed = await admin.request<{ readminObjects: { id: string }[] }>(`{ readminObjects(typename: "LiveStreamYtAuth") { id } }`);
    expect(listed.data!.readminObjects).toHaveLength(2);
    const token = await admin.request(`{ readminObjects(typename: "LiveStreamYtAuth") { id ... on LiveStreamYtAuth { accessToken } } }`);
    expect(token.errors?.[0].message).toMatch(/accessToken/);
    // Organisation admins do not list other users' accounts.
    const foreign = await orgAdmin.request(`{ readminObjects(typename: "LiveStreamYtAuth") { id } }`);
    expect(foreign.data?.readminObjects ?? []).toEqual([]);
  });

  it("disconnects only the current user's account, and refuses venue admins", async () => {
    expect(await count()).toBe(2);
    const { errors } = await orgAdmin.request(DISCONNECT);
    expect(errors).toBeUndefined();
    expect((await account(orgAdmin)).connected).toBe(false);
    expect((await account(admin)).connected).toBe(true);
    expect(await versions()).toEqual(['create', 'create', 'destroy']);
    // Nothing left to remove is no error, and writes nothing.
    expect((await orgAdmin.request(DISCONNECT)).errors).toBeUndefined();
    expect(await versions()).toHaveLength(3);
    expect((await venueAdmin.request(DISCONNECT)).errors?.[0].message).toMatch(/may not run currentUserRemoveLiveStreamYtAuth/);
    expect(await count()).toBe(1);
  });

  it("uses Google's OAuth when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set, and nothing in production without them", () => {
    expect(youtubeProvider(true, {})).toBeNull();
    expect(youtubeProvider(false, {})!.kind).toBe('local');
    expect(youtubeProvider(true, { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' })!.kind).toBe('youtube');
    const url = new URL(googleProvider('client-1', 'secret').authorizeUrl('st', 'https://readmin.example/readmin/youtube/callback'));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'client-1',
      state: 'st',
      redirect_uri: 'https://readmin.example/readmin/youtube/callback',
      scope: expect.stringContaining('https://www.googleapis.com/auth/youtube.readonly'),
    });
  });
});
