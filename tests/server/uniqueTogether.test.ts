import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/server/db/seed.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';

type Problems = { errors?: { extensions?: { problems?: { field: string; message: string }[] } }[] };
const ADD = 'mutation($input: AddOrgAdminInput!) { addOrgAdmin(input: $input) { id } }';
const TWICE = [{ field: 'user', message: 'This user is already an admin of this organisation.' }];

/** Combinations declared once-only in metadata (uniqueTogether) are refused with their message, and by a unique index. */
describe.each(TEST_DATABASES)('declared combined uniqueness on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  const count = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM org_admins`.execute(server.database.db)).rows[0].n;
  beforeAll(async () => {
    server = await startTestServer({ kind });
    admin = await signedIn(server.url, DEMO_USERS.admin);
  });
  afterAll(() => server.close());

  it('refuses the same user as admin of the same organisation twice, and allows another organisation', async () => {
    const { rows } = await sql<{ user_id: number; org_id: number }>`SELECT user_id, org_id FROM org_admins ORDER BY id LIMIT 1`.execute(
      server.database.db,
    );
    const [{ user_id: user, org_id: org }] = rows;
    const other = (
      await sql<{
        id: number;
      }>`SELECT id FROM orgs WHERE id NOT IN (SELECT org_id FROM org_admins WHERE user_id = ${user}) ORDER BY id LIMIT 1`.execute(server.database.db)
    ).rows[0].id;
    const before = await count();

    const twice = await admin.request<unknown>(ADD, { input: { userId: String(user), orgId: String(org) } });
    expect((twice as Problems).errors?.[0].extensions?.problems).toEqual(TWICE);
    expect(await count()).toBe(before);

    const elsewhere = await admin.request<{ addOrgAdmin: { id: string } }>(ADD, { input: { userId: String(user), orgId: String(other) } });
    expect(elsewhere.errors).toBeUndefined();
    expect(await count()).toBe(before + 1);
  });

  it('is backed by a unique index, so a write that skips the check still cannot repeat it', async () => {
    const { rows } = await sql<{ user_id: number; org_id: number }>`SELECT user_id, org_id FROM org_admins ORDER BY id LIMIT 1`.execute(
      server.database.db,
    );
    await expect(
      sql`INSERT INTO org_admins (user_id, org_id) VALUES (${rows[0].user_id}, ${rows[0].org_id})`.execute(server.database.db),
    ).rejects.toThrow(/unique|duplicate/i);
  });
});
