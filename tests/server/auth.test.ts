import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { registry, startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { hashSecretToken } from '../../src/server/auth/secretTokens.ts';
import type { ViewerAccess } from '../../src/shared/viewerAccess.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { withEngineTables } from '../../src/server/db/engineTables.ts';

describe.each(TEST_DATABASES)('sign-in and sessions on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(() => server.close());

  it('signs in with the demo password and returns the current user', async () => {
    const client = new GraphqlClient(server.url);
    const { data, errors } = await client.login(DEMO_USERS.admin);
    expect(errors).toBeUndefined();
    expect(data).toMatchObject({ login: { currentUser: { email: 'admin@example.com', isAdmin: true } } });
    const me = await client.request('{ currentUser { email isAdmin } }');
    expect(me.data).toEqual({ currentUser: { email: 'admin@example.com', isAdmin: true } });
  });

  it('answers unknown emails and wrong passwords with the same message', async () => {
    const wrongPassword = await new GraphqlClient(server.url).login(DEMO_USERS.admin, 'not-the-password');
    const unknownEmail = await new GraphqlClient(server.url).login('nobody@example.com', 'not-the-password');
    expect(wrongPassword.errors?.[0].message).toBe('Invalid email or password.');
    expect(unknownEmail.errors?.[0].message).toBe('Invalid email or password.');
  });

  it('stores only argon2id hashes of passwords', async () => {
    // Player-portal users who have not set a password yet have none at all.
    const rows = await server.database.db.selectFrom('users').select('password_hash').where('password_hash', 'is not', null).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('signs nobody in with an expired session, and each session as its own user', async () => {
    const admin = await signedIn(server.url, DEMO_USERS.admin);
    const orgAdmin = await signedIn(server.url, DEMO_USERS.orgAdmin);
    // Two sessions in turn through the one compiled statement: each request's own token decides who it is.
    expect((await admin.request('{ currentUser { email } }')).data).toEqual({ currentUser: { email: DEMO_USERS.admin } });
    expect((await orgAdmin.request('{ currentUser { email } }')).data).toEqual({ currentUser: { email: DEMO_USERS.orgAdmin } });
    const token = (orgAdmin as unknown as { cookies: Map<string, string> }).cookies.get('readmin_session')!;
    await withEngineTables(server.database.db)
      .updateTable('sessions')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('token_hash', '=', hashSecretToken(token))
      .execute();
    // Expired straight in the database: heard through its NOTIFY (at COMMIT on PGlite, a moment later on PostgreSQL).
    await expect
      .poll(async () => (await orgAdmin.request('{ currentUser { email } }')).data, { timeout: 10_000, interval: 50 })
      .toEqual({ currentUser: null });
    expect((await admin.request('{ currentUser { email } }')).data).toEqual({ currentUser: { email: DEMO_USERS.admin } });
  });

  it('issues a new session id on login and destroys the session on logout', async () => {
    const client = await signedIn(server.url, DEMO_USERS.orgAdmin);
    const first = (client as unknown as { cookies: Map<string, string> }).cookies.get('readmin_session');
    await client.login(DEMO_USERS.orgAdmin);
    const second = (client as unknown as { cookies: Map<string, string> }).cookies.get('readmin_session');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);

    // The old session no longer signs anyone in.
    const stale = new GraphqlClient(server.url);
    (stale as unknown as { cookies: Map<string, string> }).cookies.set('readmin_session', first!);
    expect((await stale.request('{ currentUser { id } }')).data).toEqual({ currentUser: null });

    const before = await withEngineTables(server.database.db)
      .selectFrom('sessions')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    await client.request('mutation { logout(input: {}) { success } }');
    const after = await withEngineTables(server.database.db)
      .selectFrom('sessions')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n - 1);
    expect((await client.request('{ currentUser { id } }')).data).toEqual({ currentUser: null });
  });

  it('sets the session cookie HttpOnly and SameSite', async () => {
    const client = new GraphqlClient(server.url);
    await client.loadPage();
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': client.csrfToken,
        cookie: `readmin_csrf=${(client as unknown as { cookies: Map<string, string> }).cookies.get('readmin_csrf')}`,
      },
      body: JSON.stringify({ query: 'mutation { login(input: {email: "admin@example.com", password: "demo-password-1"}) { currentUser { id } } }' }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('readmin_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('changes the password, ends the other sessions and keeps this one until the user signs in again', async () => {
    const here = new GraphqlClient(server.url);
    const elsewhere = new GraphqlClient(server.url);
    await here.login(DEMO_USERS.venueAdmin);
    await elsewhere.login(DEMO_USERS.venueAdmin);
    const change = (currentPassword: string, newPassword: string) =>
      here.request('mutation($input: ChangePasswordInput!) { changePassword(input: $input) { success } }', {
        input: { currentPassword, newPassword },
      });
    const short = await change('demo-password-1', 'short');
    expect(short.errors?.[0].message).toBe('New password must be at least 10 characters');
    const res = await change('demo-password-1', 'a-brand-new-password');
    expect(res.data).toEqual({ changePassword: { success: true } });
    expect((await elsewhere.request('{ currentUser { id } }')).data).toEqual({ currentUser: null });
    expect((await here.request<{ currentUser: { email: string } }>('{ currentUser { email } }')).data!.currentUser.email).toBe(DEMO_USERS.venueAdmin);
    expect((await new GraphqlClient(server.url).login(DEMO_USERS.venueAdmin)).errors?.[0].message).toBe('Invalid email or password.');
    expect((await new GraphqlClient(server.url).login(DEMO_USERS.venueAdmin, 'a-brand-new-password')).errors).toBeUndefined();
  });

  it('changes nothing without the right current password', async () => {
    const client = await signedIn(server.url, DEMO_USERS.partnerAdmin);
    const before = await server.database.db
      .selectFrom('users')
      .select(['password_hash', 'updated_at'])
      .where('email', '=', DEMO_USERS.partnerAdmin)
      .executeTakeFirstOrThrow();
    const versions = async () =>
      (
        await server.database.db
          .selectFrom('paper_trail_versions')
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const versionsBefore = await versions();
    const missing = await client.request('mutation { changePassword(input: { newPassword: "a-brand-new-password" }) { success } }');
    expect(missing.errors?.[0].message).toMatch(/currentPassword/);
    const wrong = await client.request('mutation($input: ChangePasswordInput!) { changePassword(input: $input) { success } }', {
      input: { currentPassword: 'not-my-password', newPassword: 'a-brand-new-password' },
    });
    expect(wrong.errors?.[0].extensions?.problems).toEqual([{ field: 'currentPassword', message: 'Current password is incorrect' }]);
    expect(
      await server.database.db
        .selectFrom('users')
        .select(['password_hash', 'updated_at'])
        .where('email', '=', DEMO_USERS.partnerAdmin)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect(await versions()).toBe(versionsBefore);
    expect((await new GraphqlClient(server.url).login(DEMO_USERS.partnerAdmin)).errors).toBeUndefined();
  });

  it("answers currentUser.access with the viewer's own roles only, and signed-out visitors with nothing", async () => {
    const query = '{ currentUser { access } }';
    const accessOf = async (email: string) =>
      ((await (await signedIn(server.url, email)).request(query)).data as { currentUser: { access: ViewerAccess } }).currentUser.access;
    expect((await new GraphqlClient(server.url).request(query)).data).toEqual({ currentUser: null });

    const access = await accessOf(DEMO_USERS.orgAdmin);
    for (const other of ['platformAdmin', 'venueAdmin', 'apiPartnerAdmin', 'scorekeeper']) expect(JSON.stringify(access)).not.toContain(other);
    expect(access.types.Game).toEqual({
      permissions: { orgAdmin: registry.types.Game.permissions.orgAdmin },
      actions: {
        addManually: ['orgAdmin'],
        enablePotw: ['orgAdmin'],
        disablePotw: ['orgAdmin'],
        updateScore: ['orgAdmin'],
        cutNewFootage: ['orgAdmin'],
        downloadScoresheet: ['orgAdmin'],
      },
    });
    expect(access.types.ApiPartner).toBeUndefined(); // a type none of their roles reaches is not named at all

    const adminAccess = await accessOf(DEMO_USERS.admin);
    expect(adminAccess.types.Game.actions.delete).toEqual(['platformAdmin']);
    expect(JSON.stringify(adminAccess)).not.toContain('orgAdmin');
  });

  it('refuses data to signed-out visitors', async () => {
    const { errors } = await new GraphqlClient(server.url).request('{ readminObjects(typename: "Org") { id } }');
    expect(errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
