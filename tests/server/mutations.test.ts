import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { runtimeTables } from '../../src/server/db/database.ts';

describe.each(TEST_DATABASES)('generated mutations on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  beforeAll(async () => {
    server = await startTestServer({ kind });
    admin = await signedIn(server.url, DEMO_USERS.admin);
    orgAdmin = await signedIn(server.url, DEMO_USERS.orgAdmin);
  });
  afterAll(() => server.close());
  const count = async (table: string) => (await runtimeTables(server.database.db).selectFrom(table).select('id').execute()).length;

  it('creates a record with defaults applied', async () => {
    const res = await admin.request<{ addOrg: Record<string, unknown> }>(
      'mutation($input: AddOrgInput!) { addOrg(input: $input) { id name active primarySport timeZone readminName readminUrl } }',
      { input: { name: 'Capital Hoops', timeZone: 'Australia/Canberra' } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.addOrg).toMatchObject({ name: 'Capital Hoops', active: true, primarySport: 'basketball', readminName: 'Capital Hoops' });
    expect(res.data!.addOrg.readminUrl).toBe(`/readmin/orgs/${res.data!.addOrg.id}`);
  });

  it('reports every problem of bad input at once and writes nothing', async () => {
    const before = await count('leagues');
    const res = await orgAdmin.request('mutation($input: AddLeagueInput!) { addLeague(input: $input) { id } }', {
      input: { name: '', orgId: '1', sport: 'cricket', pointsForWin: -3, age: 'elderly' },
    });
    const problems = res.errors?.[0].extensions?.problems as { field: string; message: string }[];
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(problems.map((p) => p.field).sort()).toEqual(['age', 'name', 'pointsForWin', 'sport']);
    expect(problems.find((p) => p.field === 'name')!.message).toBe('Name is required');
    expect(problems.find((p) => p.field === 'pointsForWin')!.message).toBe('Points for win must be at least 0');
    expect(await count('leagues')).toBe(before);
  });

  it('refuses admin-only and locked fields from those who may not set them', async () => {
    const res = await orgAdmin.request('mutation($input: OrgsUpdateInput!) { orgsUpdate(input: $input) { id } }', {
      input: { ids: ['1'], attributes: { maskPeopleEmail: false } },
    });
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN'); // org admins may not update organisations at all
    const locked = await orgAdmin.request('mutation($input: CourtsUpdateInput!) { courtsUpdate(input: $input) { id } }', {
      input: { ids: ['1'], attributes: { orgId: '1' } },
    });
    expect(locked.errors?.[0].message).toBe('Organisation cannot be changed after creation');
  });

  it('updates a batch in one go and returns every row', async () => {
    const res = await admin.request<{ courtsUpdate: { id: string; advertisingActive: boolean }[] }>(
      'mutation($input: CourtsUpdateInput!) { courtsUpdate(input: $input) { id advertisingActive } }',
      { input: { ids: ['1', '2', '3'], attributes: { advertisingActive: true } } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.courtsUpdate.map((c) => c.advertisingActive)).toEqual([true, true, true]);
  });

  it('rolls back a whole batch when one row fails', async () => {
    await admin.request('mutation($input: AddUserInput!) { addUser(input: $input) { id } }', { input: { email: 'taken@example.com' } });
    const res = await admin.request('mutation($input: UserUpdateInput!) { userUpdate(input: $input) { id } }', {
      input: { id: '1', attributes: { email: 'TAKEN@example.com' } },
    });
    expect(res.errors?.[0].message).toBe('Email is already taken');
    const user = await server.database.db.selectFrom('users').select('email').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(user.email).toBe('admin@example.com');
  });

  it("removes records in a batch and only those within the viewer's reach", async () => {
    const created = await admin.request<{ addOrgAdmin: { id: string } }>(
      'mutation($input: AddOrgAdminInput!) { addOrgAdmin(input: $input) { id } }',
      { input: { orgId: '1', email: DEMO_USERS.venueAdmin } },
    );
    expect(created.errors).toBeUndefined();
    const res = await orgAdmin.request('mutation($input: OrgAdminsRemoveInput!) { orgAdminsRemove(input: $input) { ids } }', {
      input: { ids: [created.data!.addOrgAdmin.id] },
    });
    expect(res.data).toEqual({ orgAdminsRemove: { ids: [created.data!.addOrgAdmin.id] } });
  });

  it('explains a removal that other records depend on', async () => {
    const game = await server.database.db.selectFrom('games').select('id').executeTakeFirstOrThrow();
    const res = await admin.request('mutation($input: GamesDeleteInput!) { gamesDelete(input: $input) { ids } }', {
      input: { ids: [String(game.id)] },
    });
    expect(res.errors).toBeUndefined();
    const stillThere = await server.database.db.selectFrom('games').select('id').where('id', '=', game.id).execute();
    expect(stillThere).toHaveLength(0);
  });

  it('refuses to remove a record others still refer to (RESTRICT), saying so and removing nothing', async () => {
    const used = await server.database.db.selectFrom('competitions').select('ad_preset_id').executeTakeFirstOrThrow();
    const res = await admin.request('mutation($input: AdPresetsDeleteInput!) { adPresetsDelete(input: $input) { ids } }', {
      input: { ids: [String(used.ad_preset_id)] },
    });
    expect(res.errors?.[0]).toMatchObject({ message: 'Ad Preset is still used by other records', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await server.database.db.selectFrom('ad_presets').select('id').where('id', '=', used.ad_preset_id).execute()).toHaveLength(1);
  });

  it('hashes passwords given to a user and never returns them', async () => {
    const res = await admin.request<{ addUser: { id: string } }>('mutation($input: AddUserInput!) { addUser(input: $input) { id } }', {
      input: { email: 'newstaff@example.com', password: 'correct-horse-battery' },
    });
    const row = await server.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', Number(res.data!.addUser.id))
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const staff = new GraphqlClient(server.url);
    expect((await staff.login('newstaff@example.com', 'correct-horse-battery')).errors).toBeUndefined();
  });
});
