import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const REIMPORT = `mutation($input: ApiProfileReImportInput!) { apiProfileReImport(input: $input) { id person { id } importedAt } }`;
type Answer = { apiProfileReImport: { id: string; person: { id: string } | null; importedAt: string | null } | null };
type Profile = { id: number; first_name: string; last_name: string | null; email: string | null; person_id: number | null };
type Person = { id: number; org_id: number; first_name: string; last_name: string | null; email: string | null };

/** Re-import of an API profile into an organisation's people: platform admins only, a target organisation required, audited. */
describe.each(TEST_DATABASES)('API profile re-import on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let partnerAdmin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, partnerAdmin, orgAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.partnerAdmin, DEMO_USERS.orgAdmin].map((u) => signedIn(server.url, u)),
    );
  });
  afterAll(() => server.close());

  const reImport = (client: GraphqlClient, apiProfileId: number, orgId?: number) =>
    client.request<Answer>(REIMPORT, { input: { apiProfileId: String(apiProfileId), ...(orgId !== undefined && { orgId: String(orgId) }) } });
  const profile = async (id: number) => (await sql<Profile>`SELECT * FROM api_profiles WHERE id = ${id}`.execute(db())).rows[0];
  const person = async (id: number) => (await sql<Person>`SELECT * FROM people WHERE id = ${id}`.execute(db())).rows[0];
  const versions = async (type: string, id: number) =>
    (
      await sql<{ event: string; object_changes: string }>`SELECT event, object_changes::text FROM paper_trail_versions
      WHERE item_type = ${type} AND item_id = ${id} ORDER BY id`.execute(db())
    ).rows;
  const peopleCount = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM people`.execute(db())).rows[0].n;

  it('updates the linked person in its organisation from the profile, and stamps the profile', async () => {
    const p = await profile(1);
    const linked = await person(p.person_id!);
    await sql`UPDATE people SET first_name = 'Changed', last_name = 'Locally' WHERE id = ${linked.id}`.execute(db());
    const { data, errors } = await reImport(admin, 1, linked.org_id);
    expect(errors).toBeUndefined();
    expect(data!.apiProfileReImport!.person!.id).toBe(String(linked.id));
    expect(await person(linked.id)).toMatchObject({ first_name: p.first_name, last_name: p.last_name });
    expect(data!.apiProfileReImport!.importedAt).not.toBeNull();
    const [version] = (await versions('Person', linked.id)).slice(-1);
    expect(version.event).toBe('update');
    expect(JSON.parse(version.object_changes)).toMatchObject({ firstName: ['Changed', p.first_name] });
    expect((await versions('ApiProfile', 1)).map((v) => v.event)).toEqual(['update']);
  });

  it('creates the person in another organisation, and links the profile to it', async () => {
    const p = await profile(2);
    const other = (
      await sql<{ id: number }>`SELECT id FROM orgs WHERE id <> (SELECT org_id FROM people WHERE id = ${p.person_id}) ORDER BY id LIMIT 1`.execute(
        db(),
      )
    ).rows[0].id;
    const before = await peopleCount();
    const { data, errors } = await reImport(admin, 2, other);
    expect(errors).toBeUndefined();
    const createdId = Number(data!.apiProfileReImport!.person!.id);
    expect(await peopleCount()).toBe(before + 1);
    expect(await person(createdId)).toMatchObject({ org_id: other, first_name: p.first_name, last_name: p.last_name, email: p.email });
    expect((await profile(2)).person_id).toBe(createdId);
    expect((await versions('Person', createdId)).map((v) => v.event)).toEqual(['create']);
    // Again into the same organisation: the person now linked there is updated, not duplicated.
    expect((await reImport(admin, 2, other)).data!.apiProfileReImport!.person!.id).toBe(String(createdId));
    expect(await peopleCount()).toBe(before + 1);
  });

  it('requires the target organisation, and is for platform admins only', async () => {
    const before = await peopleCount();
    expect((await reImport(admin, 3)).errors?.[0].message).toBe('Organisation is required');
    expect((await reImport(admin, 3, 99999)).errors?.[0].message).toMatch(/Organisation/);
    expect((await reImport(partnerAdmin, 3, 1)).errors?.[0].message).toMatch(/may not run apiProfileReImport/);
    expect((await reImport(orgAdmin, 3, 1)).errors?.[0].message).toMatch(/may not run apiProfileReImport/);
    expect(await peopleCount()).toBe(before);
    expect(await versions('ApiProfile', 3)).toEqual([]);
  });
});
