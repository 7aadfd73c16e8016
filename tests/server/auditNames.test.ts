import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const HISTORY = `query($type: String!, $id: ID!) {
  paperTrailVersions(itemType: $type, itemId: $id, limit: 1) { readminName readminItemName readminValueLabels { field value label } }
}`;
type Named = { readminName: string; readminItemName: string | null; readminValueLabels: { field: string; value: string; label: string }[] };

/** Audit versions name their records and values (src/server/audit/auditNames.ts), only as far as the viewer may read. */
describe.each(TEST_DATABASES)('audit version names on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  const db = () => server.database.db;
  const addVersion = (row: { item_type: string; item_id: number; event: string; object_changes: Record<string, unknown> }) =>
    db()
      .insertInto('paper_trail_versions' as never)
      .values({ ...row, via: 'console', object_changes: JSON.stringify(row.object_changes) } as never)
      .execute();
  const latest = async (client: GraphqlClient, type: string, id: number) => {
    const res = await client.request<{ paperTrailVersions: Named[] }>(HISTORY, { type, id: String(id) });
    expect(res.errors).toBeUndefined();
    return res.data!.paperTrailVersions[0];
  };

  beforeAll(async () => {
    server = await startTestServer({ kind });
    admin = await signedIn(server.url, DEMO_USERS.admin);
    orgAdmin = await signedIn(server.url, DEMO_USERS.orgAdmin);
  });
  afterAll(() => server.close());

  it('names referenced records and enum options in a real change, and the version by its event and record', async () => {
    const competition = await db().selectFrom('competitions').select(['id', 'name', 'org_id']).orderBy('id').executeTakeFirstOrThrow();
    const preset = await db()
      .selectFrom('ad_presets')
      .select(['id', 'name'])
      .where('org_id', '=', competition.org_id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const res = await admin.request(
      'mutation($id: ID!, $preset: ID!) { competitionsUpdate(input: { ids: [$id], attributes: { sport: "miniball", adPresetId: $preset } }) { id } }',
      {
        id: String(competition.id),
        preset: String(preset.id),
      },
    );
    expect(res.errors).toBeUndefined();
    const version = await latest(admin, 'Competition', competition.id);
    expect(version.readminName).toBe(`Updated Competition ${competition.name} (#${competition.id})`);
    expect(version.readminItemName).toBe(competition.name);
    expect(version.readminValueLabels).toEqual(
      expect.arrayContaining([
        { field: 'sport', value: 'basketball', label: 'Basketball' },
        { field: 'sport', value: 'miniball', label: 'Miniball' },
        { field: 'adPresetId', value: String(preset.id), label: preset.name },
      ]),
    );
  });

  it("shows an Audit Event's Changes on its page with the same names, one line per field, not as JSON", async () => {
    const competition = await db().selectFrom('competitions').select(['id', 'name', 'org_id']).orderBy('id').executeTakeFirstOrThrow();
    const preset = await db()
      .selectFrom('ad_presets')
      .select(['id', 'name'])
      .where('org_id', '=', competition.org_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await addVersion({
      item_type: 'Competition',
      item_id: competition.id,
      event: 'update',
      object_changes: {
        sport: ['basketball', 'miniball'],
        adPresetId: [null, preset.id],
      },
    });
    const id = (await db()
      .selectFrom('paper_trail_versions' as never)
      .select('id' as never)
      .orderBy('id' as never, 'desc')
      .executeTakeFirstOrThrow()) as { id: number };
    const ENTRIES = `query($id: ID!) { readminObject(typename: "PaperTrailVersion", id: $id) {
      readminAttributeEntries { label type value } readminSummaryAttributeEntries { label type value } } }`;
    type Entry = { label: string; type: string; value: unknown };
    const res = await admin.request<{ readminObject: { readminAttributeEntries: Entry[]; readminSummaryAttributeEntries: Entry[] } }>(ENTRIES, {
      id: String(id.id),
    });
    expect(res.errors).toBeUndefined();
    const expected = {
      label: 'Changes',
      type: 'string',
      value: `Sport: Basketball → Miniball\nAd preset: — → ${preset.name}`,
    };
    expect(res.data!.readminObject.readminAttributeEntries).toContainEqual(expected);
    expect(res.data!.readminObject.readminSummaryAttributeEntries).toContainEqual(expected);
  });

  it('names only the records the viewer may read', async () => {
    const team = await db().selectFrom('teams').select(['id', 'name']).where('org_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const [mine, theirs] = await Promise.all(
      [1, 2].map((id) => db().selectFrom('orgs').select(['id', 'name']).where('id', '=', id).executeTakeFirstOrThrow()),
    );
    await addVersion({ item_type: 'Team', item_id: team.id, event: 'update', object_changes: { orgId: [theirs.id, mine.id] } });
    const asAdmin = await latest(admin, 'Team', team.id);
    expect(asAdmin.readminValueLabels).toEqual(
      expect.arrayContaining([
        { field: 'orgId', value: String(theirs.id), label: theirs.name },
        { field: 'orgId', value: String(mine.id), label: mine.name },
      ]),
    );
    // The organisation admin of org 1 reads the team and its organisation, not the other organisation.
    const asOrgAdmin = await latest(orgAdmin, 'Team', team.id);
    expect(asOrgAdmin.readminItemName).toBe(team.name);
    expect(asOrgAdmin.readminValueLabels).toEqual([{ field: 'orgId', value: String(mine.id), label: mine.name }]);
  });

  it('names a removed record from its last values in the Audit Events list', async () => {
    const person = await db().selectFrom('people').select(['id', 'first_name', 'last_name']).orderBy('id').executeTakeFirstOrThrow();
    const game = await db().selectFrom('games').select('id').orderBy('id').executeTakeFirstOrThrow();
    const gone = 999_031;
    await addVersion({
      item_type: 'GamePerson',
      item_id: gone,
      event: 'destroy',
      object_changes: { personId: [person.id, null], gameId: [game.id, null], role: ['coach', null] },
    });
    const res = await admin.request<{ readminObjects: Named[] }>(
      `query($bar: FilterBarInput) { readminObjects(typename: "PaperTrailVersion", filterBar: $bar) {
        ... on PaperTrailVersion { readminName readminItemName readminValueLabels { field value label } } } }`,
      { bar: { filtersHash: { itemType: 'GamePerson', itemId: String(gone) } } },
    );
    expect(res.errors).toBeUndefined();
    const [version] = res.data!.readminObjects;
    expect(version.readminName).toBe(`Removed Game Person ${person.first_name} ${person.last_name} (#${gone})`);
    expect(version.readminValueLabels).toEqual(expect.arrayContaining([{ field: 'role', value: 'coach', label: 'Coach' }]));
  });
});
