import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const HISTORY = `query($type: String!, $id: ID!, $range: DateRangeInput) {
  paperTrailVersions(itemType: $type, itemId: $id, dateRange: $range) { event via objectChanges whodunnit { readminName } }
  paperTrailVersionsCount(itemType: $type, itemId: $id, dateRange: $range)
}`;
type History = {
  paperTrailVersions: { event: string; via: string; objectChanges: Record<string, [unknown, unknown]>; whodunnit: { readminName: string } | null }[];
  paperTrailVersionsCount: number;
};

describe.each(TEST_DATABASES)('audit trail on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  const versions = async (itemType: string) =>
    await server.database.db.selectFrom('paper_trail_versions').selectAll().where('item_type', '=', itemType).orderBy('id').execute();

  beforeAll(async () => {
    server = await startTestServer({ kind });
    admin = await signedIn(server.url, DEMO_USERS.admin);
    orgAdmin = await signedIn(server.url, DEMO_USERS.orgAdmin);
  });
  afterAll(() => server.close());

  it('writes one create version with who, how and every set field', async () => {
    const res = await orgAdmin.request<{ addTeam: { id: string } }>('mutation($input: AddTeamInput!) { addTeam(input: $input) { id } }', {
      input: { name: 'Ultimo Owls', orgId: '1', leagueIds: ['1'] },
    });
    const [version] = (await versions('Team')).filter((v) => v.item_id === Number(res.data!.addTeam.id));
    expect(version).toMatchObject({ event: 'create', whodunnit_id: 2, via: 'console' });
    expect(version.object_changes).toMatchObject({
      name: [null, 'Ultimo Owls'],
      orgId: [null, 1],
      leagueIds: [null, [1]],
      videoRecordingPermitted: [null, true],
    });
  });

  it('writes exactly one version per changed row of a batch, with before and after', async () => {
    const seeded = await server.database.db
      .selectFrom('courts')
      .select(['id', 'advertising_active'])
      .where('id', 'in', [1, 2, 3])
      .orderBy('id')
      .execute();
    expect(seeded.map((c) => c.advertising_active)).toEqual([true, false, true]);
    const before = (await versions('Court')).length;
    // Court 2 does not advertise already: only courts 1 and 3 change.
    const res = await admin.request('mutation { courtsUpdate(input: { ids: ["1", "2", "3"], attributes: { advertisingActive: false } }) { id } }');
    expect(res.errors).toBeUndefined();
    const added = (await versions('Court')).slice(before);
    expect(added.map((v) => v.item_id).sort()).toEqual([1, 3]);
    for (const v of added) {
      expect(v.event).toBe('update');
      expect(v.object_changes).toEqual({ advertisingActive: [true, false] });
    }
  });

  it('writes nothing when the input is refused', async () => {
    const before = (await versions('Court')).length;
    const res = await admin.request('mutation { courtsUpdate(input: { ids: ["1", "2"], attributes: { name: "" } }) { id } }');
    expect(res.errors?.[0].message).toBe('Name is required');
    expect(await versions('Court')).toHaveLength(before);
  });

  it('records removals and never a secret', async () => {
    const user = await admin.request<{ addUser: { id: string } }>(
      'mutation { addUser(input: { email: "temp@example.com", password: "a-long-password-1" }) { id } }',
    );
    await admin.request(`mutation { userUpdate(input: { id: "${user.data!.addUser.id}", attributes: { password: "another-password-2" } }) { id } }`);
    const userVersions = await versions('User');
    expect(userVersions.at(-2)!.object_changes).toMatchObject({ password: [null, '[FILTERED]'] });
    expect(userVersions.at(-1)!.object_changes).toEqual({ password: ['[FILTERED]', '[FILTERED]'] });
    const all = await sql<{ text: string }>`SELECT object_changes::text AS text FROM paper_trail_versions`.execute(server.database.db);
    expect(all.rows.some((r) => r.text.includes('$argon2'))).toBe(false);

    const created = await admin.request<{ addOrgAdmin: { id: string } }>(
      'mutation { addOrgAdmin(input: { orgId: "1", email: "venueadmin@example.com" }) { id } }',
    );
    await admin.request(`mutation { orgAdminsRemove(input: { ids: ["${created.data!.addOrgAdmin.id}"] }) { ids } }`);
    expect((await versions('OrgAdmin')).at(-1)).toMatchObject({ event: 'destroy', item_id: Number(created.data!.addOrgAdmin.id) });
  });

  it('records an upload by its name and size, never its content', async () => {
    const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c62828' } })
      .png()
      .toBuffer();
    const base64 = bytes.toString('base64');
    const res = await admin.request('mutation($logo: FileUploadInput) { orgsUpdate(input: { ids: ["2"], attributes: { logo: $logo } }) { id } }', {
      logo: { name: 'logo.png', size: bytes.length, base64 },
    });
    expect(res.errors).toBeUndefined();
    const version = (await versions('Org')).filter((v) => v.item_id === 2).at(-1)!;
    // The seeded logo before, the upload after: each by name and size only (not its blob id or type).
    expect(version.object_changes).toEqual({
      logo: [
        { name: expect.stringMatching(/-logo\.png$/), size: expect.any(Number) },
        { name: 'logo.png', size: bytes.length },
      ],
    });
    expect(JSON.stringify(version.object_changes)).not.toContain(base64);
  });

  it("shows a record's history to those who may read the record, newest first, by date range", async () => {
    const mine = await orgAdmin.request<History>(HISTORY, { type: 'Court', id: '1' });
    expect(mine.data!.paperTrailVersionsCount).toBeGreaterThan(0);
    expect(mine.data!.paperTrailVersions[0]).toMatchObject({ event: 'update', via: 'console', whodunnit: { readminName: 'admin@example.com' } });
    const secondOrgCourt = (await server.database.db.selectFrom('courts').select('id').where('org_id', '=', 2).executeTakeFirstOrThrow()).id;
    await admin.request(`mutation { courtsUpdate(input: { ids: ["${secondOrgCourt}"], attributes: { name: "Renamed" } }) { id } }`);
    const theirs = await orgAdmin.request<History>(HISTORY, { type: 'Court', id: String(secondOrgCourt) });
    expect(theirs.data).toEqual({ paperTrailVersions: [], paperTrailVersionsCount: 0 });
    const longAgo = await admin.request<History>(HISTORY, {
      type: 'Court',
      id: '1',
      range: { start: '2020-01-01', end: '2020-12-31', timeZone: 'UTC' },
    });
    expect(longAgo.data!.paperTrailVersionsCount).toBe(0);
    // The list of every change is for platform admins only.
    expect((await orgAdmin.request('{ readminObjects(typename: "PaperTrailVersion") { id } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(
      (await admin.request<{ readminObjectsCount: number }>('{ readminObjectsCount(typename: "PaperTrailVersion") }')).data!.readminObjectsCount,
    ).toBeGreaterThan(5);
  });

  it('shows in history only the fields each viewer may read on the record', async () => {
    const was = (await server.database.db.selectFrom('orgs').select('allow_practice_mode').where('id', '=', 1).executeTakeFirstOrThrow())
      .allow_practice_mode as boolean;
    await admin.request(
      'mutation($on: Boolean!) { orgsUpdate(input: { ids: ["1"], attributes: { allowPracticeMode: $on, name: "Harbour City Basketball" } }) { id } }',
      { on: !was },
    );
    const changesFor = async (client: GraphqlClient, type: string, id: string) =>
      ((await client.request<History>(HISTORY, { type, id })).data?.paperTrailVersions ?? []).map((v) => v.objectChanges);
    const [asAdmin] = await changesFor(admin, 'Org', '1');
    expect(asAdmin).toMatchObject({ allowPracticeMode: [was, !was], name: [expect.any(String), 'Harbour City Basketball'] });
    const [asOrgAdmin] = await changesFor(orgAdmin, 'Org', '1');
    expect(asOrgAdmin).toEqual({ name: asAdmin.name });
    // The same version read through the generic read API and its attribute entries.
    const generic = await orgAdmin.request<{ paperTrailVersions: { readminAttributeEntries: { label: string; value: unknown }[] }[] }>(
      'query { paperTrailVersions(itemType: "Org", itemId: "1", limit: 1) { readminAttributeEntries { label value } } }',
    );
    expect(JSON.stringify(generic.data)).not.toContain('maskPeopleEmail');
    // Every other role: whatever of the history it may read, never an admin-only field.
    for (const email of [DEMO_USERS.venueAdmin, DEMO_USERS.partnerAdmin, DEMO_USERS.noRoles]) {
      const client = await signedIn(server.url, email);
      for (const [type, id] of [
        ['Org', '1'],
        ['Venue', '1'],
        ['User', '1'],
      ]) {
        const seen = await changesFor(client, type, id);
        for (const changes of seen) expect(Object.keys(changes).filter((k) => ['maskPeopleEmail', 'admin'].includes(k))).toEqual([]);
      }
    }
    // Write-only fields never appear, not even to platform admins.
    const userId = String(
      (await server.database.db.selectFrom('users').select('id').where('email', '=', 'temp@example.com').executeTakeFirstOrThrow()).id,
    );
    const userChanges = await changesFor(admin, 'User', userId);
    expect(userChanges.length).toBeGreaterThan(0);
    for (const changes of userChanges) expect(Object.keys(changes)).not.toContain('password');
  });
});
