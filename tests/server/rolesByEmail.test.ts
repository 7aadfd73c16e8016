import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { problemsOf, signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const ADD_ORG_ADMIN = `mutation($input: AddOrgAdminInput!) { addOrgAdmin(input: $input) { id readminName sendNightlyGamesheet notifyOutages } }`;
const ADD_VENUE_ADMIN = `mutation($input: AddVenueAdminInput!) { addVenueAdmin(input: $input) { id readminName } }`;
const ADD_SCOREKEEPER = `mutation($input: AddScorekeeperUserInput!) { addScorekeeperUser(input: $input) { id courtIds } }`;

/**
 * Spec 002 §2, §5, §7: organisation admins, venue admins and scorekeeper users are added by email; an email
 * without a user creates the user, who is welcomed by email with a one-time link to set a password.
 */
describe.each(TEST_DATABASES)('roles given by email on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let ids: { org: number; otherOrg: number; venue: number; court: number };
  const db = () => server.database.db;
  const mails = (to: string) => db().selectFrom('outbox_messages').selectAll().where('recipient', '=', to).execute();
  const usersNamed = (email: string) =>
    sql<{ id: number; password_hash: string | null }>`SELECT id, password_hash FROM users WHERE lower(email) = lower(${email})`.execute(db());

  beforeAll(async () => {
    server = await startTestServer({ kind, exports: true });
    [admin, orgAdmin] = await Promise.all([DEMO_USERS.admin, DEMO_USERS.orgAdmin].map((u) => signedIn(server.url, u)));
    const org = await db()
      .selectFrom('org_admins')
      .innerJoin('users', 'users.id', 'org_admins.user_id')
      .select('org_id')
      .where('users.email', '=', DEMO_USERS.orgAdmin)
      .executeTakeFirstOrThrow();
    const otherOrg = await db().selectFrom('orgs').select('id').where('id', '!=', org.org_id).orderBy('id').executeTakeFirstOrThrow();
    const venue = await db().selectFrom('venues').select('id').where('org_id', '=', org.org_id).orderBy('id').executeTakeFirstOrThrow();
    const court = await db().selectFrom('courts').select('id').where('org_id', '=', org.org_id).orderBy('id').executeTakeFirstOrThrow();
    ids = { org: org.org_id as number, otherOrg: otherOrg.id as number, venue: venue.id as number, court: court.id as number };
  });
  afterAll(() => server.close());

  it('creates a user for a new email, welcomes them with a one-time set-password link, and audits both rows', async () => {
    const email = `new.admin-${kind}@example.com`;
    const added = await orgAdmin.request<{ addOrgAdmin: { id: string; readminName: string; notifyOutages: boolean } }>(ADD_ORG_ADMIN, {
      input: { orgId: String(ids.org), email, sendNightlyGamesheet: true },
    });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addOrgAdmin).toMatchObject({ readminName: email, notifyOutages: true });

    const [user] = (await usersNamed(email)).rows;
    expect(user.password_hash).toBeNull();
    const [mail] = await mails(email);
    expect(mail.subject).toBe('Welcome to Readmin');
    const token = /\/passwords\/edit\?reset_password_token=([A-Za-z0-9_-]+)/.exec(String(mail.text))![1];
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const stored = await sql<{ user_id: number; purpose: string; expires_at: Date }>`SELECT user_id, purpose, expires_at FROM password_tokens
      WHERE token_hash = ${createHash('sha256').update(token).digest('hex')}`.execute(db());
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]).toMatchObject({ user_id: user.id, purpose: 'welcome' });
    expect(new Date(stored.rows[0].expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);

    const versions = await sql<{ item_type: string; event: string }>`SELECT item_type, event FROM paper_trail_versions
      WHERE (item_type = 'User' AND item_id = ${user.id}) OR (item_type = 'OrgAdmin' AND item_id = ${Number(added.data!.addOrgAdmin.id)})`.execute(
      db(),
    );
    expect(versions.rows.map((v) => `${v.item_type} ${v.event}`).sort()).toEqual(['OrgAdmin create', 'User create']);
  });

  it('gives the role to the user who already has the email, in any case, without a new user or an email', async () => {
    const known = DEMO_USERS.venueAdmin.toUpperCase();
    const before = (await mails(DEMO_USERS.venueAdmin)).length;
    const added = await orgAdmin.request(ADD_ORG_ADMIN, { input: { orgId: String(ids.org), email: known } });
    expect(added.errors).toBeUndefined();
    expect((await usersNamed(known)).rows).toHaveLength(1);
    expect((await mails(DEMO_USERS.venueAdmin)).length).toBe(before);
    const again = await orgAdmin.request(ADD_ORG_ADMIN, { input: { orgId: String(ids.org), email: DEMO_USERS.venueAdmin } });
    expect(problemsOf(again)).toEqual([{ field: 'email', message: 'This user is already an admin of this organisation.' }]);
  });

  it('refuses a missing or malformed email, and an organisation outside the caller’s reach, creating no user', async () => {
    expect(problemsOf(await orgAdmin.request(ADD_ORG_ADMIN, { input: { orgId: String(ids.org) } })).map((p) => p.field)).toEqual(['email']);
    expect(
      problemsOf(await orgAdmin.request(ADD_ORG_ADMIN, { input: { orgId: String(ids.org), email: 'not-an-email' } })).map((p) => p.field),
    ).toEqual(['email']);
    const foreign = await orgAdmin.request(ADD_ORG_ADMIN, { input: { orgId: String(ids.otherOrg), email: `intruder-${kind}@example.com` } });
    expect(foreign.errors).toBeDefined();
    expect((await usersNamed(`intruder-${kind}@example.com`)).rows).toHaveLength(0);
  });

  it('lets only full admins add venue admins; scorekeepers get their courts', async () => {
    const email = `venue.admin-${kind}@example.com`;
    const refused = await orgAdmin.request(ADD_VENUE_ADMIN, { input: { venueId: String(ids.venue), email } });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await usersNamed(email)).rows).toHaveLength(0);
    const added = await admin.request<{ addVenueAdmin: { readminName: string } }>(ADD_VENUE_ADMIN, { input: { venueId: String(ids.venue), email } });
    expect(added.errors).toBeUndefined();
    expect((await mails(email)).map((m) => m.subject)).toEqual(['Welcome to Readmin']);

    const scorer = await orgAdmin.request<{ addScorekeeperUser: { courtIds: string[] } }>(ADD_SCOREKEEPER, {
      input: { orgId: String(ids.org), email: `scorer-${kind}@example.com`, courtIds: [String(ids.court)] },
    });
    expect(scorer.errors).toBeUndefined();
    expect(scorer.data!.addScorekeeperUser.courtIds).toEqual([String(ids.court)]);
  });
});
