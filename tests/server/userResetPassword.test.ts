import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { GraphqlClient, problemsOf, signedIn } from '../support/graphqlClient.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const ADD_USER = `mutation($input: AddUserInput!) { addUser(input: $input) { id } }`;
const RESET = `mutation($input: UserResetPasswordInput!) { userResetPassword(input: $input) { success } }`;
const ME = `query { currentUser { id email } }`;
const HISTORY = `query($id: ID!) { paperTrailVersions(itemType: "User", itemId: $id) { event objectChanges } }`;

/** Spec 002 §2, §6, §7: a full admin sets a user's password; the user's other sessions end. */
describe.each(TEST_DATABASES)("a user's password reset by a full admin on %s", (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let userId: string;
  const email = `reset-me-${kind}@example.com`;
  const oldPassword = 'old password one';

  beforeAll(async () => {
    server = await startTestServer({ kind });
    admin = await signedIn(server.url, DEMO_USERS.admin);
    const added = await admin.request<{ addUser: { id: string } }>(ADD_USER, { input: { email, password: oldPassword } });
    expect(added.errors).toBeUndefined();
    userId = added.data!.addUser.id;
  });
  afterAll(() => server.close());

  const signIn = async (password: string) => {
    const client = new GraphqlClient(server.url);
    const { errors } = await client.login(email, password);
    return { client, signedIn: !errors };
  };

  it('sets the new password, ends the sessions signed in with the old one, and audits that the password changed', async () => {
    const before = await signIn(oldPassword);
    expect(before.signedIn).toBe(true);
    expect((await before.client.request<{ currentUser: { email: string } | null }>(ME)).data!.currentUser?.email).toBe(email);

    const reset = await admin.request(RESET, { input: { userId, newPassword: 'brand new password' } });
    expect(reset.errors).toBeUndefined();

    expect((await before.client.request<{ currentUser: unknown }>(ME)).data?.currentUser ?? null).toBeNull();
    expect((await signIn(oldPassword)).signedIn).toBe(false);
    expect((await signIn('brand new password')).signedIn).toBe(true);
    // The admin's own session is untouched.
    expect((await admin.request<{ currentUser: { email: string } }>(ME)).data!.currentUser.email).toBe(DEMO_USERS.admin);

    // Audited as a change of the password, whose value is never stored in the version nor shown in history.
    const versions = (
      await admin.request<{ paperTrailVersions: { event: string; objectChanges: Record<string, unknown> }[] }>(HISTORY, { id: userId })
    ).data!.paperTrailVersions;
    expect(versions[0].event).toBe('update');
    const stored = await sql<{ object_changes: Record<string, unknown> }>`SELECT object_changes FROM paper_trail_versions
      WHERE item_type = 'User' AND item_id = ${Number(userId)} AND event = 'update' ORDER BY id DESC LIMIT 1`.execute(server.database.db);
    expect(Object.keys(stored.rows[0].object_changes)).toEqual(['password']);
    expect(JSON.stringify(stored.rows[0])).not.toContain('brand new password');
  });

  it('refuses a password shorter than 10 characters, naming the field, and changes nothing', async () => {
    const refused = await admin.request(RESET, { input: { userId, newPassword: 'short' } });
    expect(problemsOf(refused).map((p) => p.field)).toEqual(['newPassword']);
    expect((await signIn('brand new password')).signedIn).toBe(true);
  });

  it('is refused to organisation and venue admins, whose sidebar never offers it', async () => {
    for (const who of [DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin]) {
      const client = await signedIn(server.url, who);
      const refused = await client.request(RESET, { input: { userId, newPassword: 'taken over password' } });
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await signIn('taken over password')).signedIn).toBe(false);
  });
});
