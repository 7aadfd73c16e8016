import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

type Problems = { errors?: { extensions?: { problems?: { field: string; message: string }[] } }[] };
const ADD = 'mutation($input: AddPersonSupporterInput!) { addPersonSupporter(input: $input) { id } }';
const TWICE = [{ field: 'person', message: 'This supporter is already linked to this person.' }];

/** Combinations declared once-only in metadata (uniqueTogether) are refused with their message, and by a unique index. */
describe.each(TEST_DATABASES)('declared combined uniqueness on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let people: number[];
  const count = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM person_supporters`.execute(server.database.db)).rows[0].n;
  beforeAll(async () => {
    server = await startTestServer({ kind });
    admin = await signedIn(server.url, DEMO_USERS.admin);
    // Three people of one organisation that support nobody yet.
    const { rows } = await sql<{ id: number }>`SELECT id FROM people WHERE org_id = 1
      AND id NOT IN (SELECT person_id FROM person_supporters UNION SELECT supporter_id FROM person_supporters) ORDER BY id LIMIT 3`.execute(
      server.database.db,
    );
    people = rows.map((r) => r.id);
    expect(people).toHaveLength(3);
  });
  afterAll(() => server.close());

  it('refuses the same supporter of the same person twice, and allows them for another person', async () => {
    const [person, supporter, other] = people;
    const before = await count();
    expect((await admin.request(ADD, { input: { personId: String(person), supporterId: String(supporter) } })).errors).toBeUndefined();

    const twice = await admin.request<unknown>(ADD, { input: { personId: String(person), supporterId: String(supporter) } });
    expect((twice as Problems).errors?.[0].extensions?.problems).toEqual(TWICE);
    expect(await count()).toBe(before + 1);

    const elsewhere = await admin.request(ADD, { input: { personId: String(other), supporterId: String(supporter) } });
    expect(elsewhere.errors).toBeUndefined();
    expect(await count()).toBe(before + 2);
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
