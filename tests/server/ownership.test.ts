import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const ids = (rows: { id: string }[] | undefined) => (rows ?? []).map((r) => Number(r.id)).sort((a, b) => a - b);

describe.each(TEST_DATABASES)('roles and ownership on %s', (kind) => {
  let server: TestServer;
  const as: Record<keyof typeof DEMO_USERS, GraphqlClient> = {} as never;
  let secondOrg: { id: number; courtId: number; venueId: number };

  beforeAll(async () => {
    server = await startTestServer({ kind });
    for (const [key, email] of Object.entries(DEMO_USERS)) {
      as[key as keyof typeof DEMO_USERS] = new GraphqlClient(server.url);
      await as[key as keyof typeof DEMO_USERS].login(email);
    }
    const db = server.database.db;
    const org = await db.selectFrom('orgs').select('id').where('name', '=', 'Southern Lakes Netball League').executeTakeFirstOrThrow();
    const court = await db.selectFrom('courts').select(['id', 'venue_id']).where('org_id', '=', org.id).orderBy('id').executeTakeFirstOrThrow();
    secondOrg = { id: org.id, courtId: court.id, venueId: court.venue_id };
  });
  afterAll(() => server.close());

  it('platform admins see every organisation', async () => {
    const { data } = await as.admin.request('{ readminObjects(typename: "Org") { id } readminObjectsCount(typename: "Org") }');
    expect(data).toMatchObject({ readminObjectsCount: 2 });
  });

  it('an organisation admin reads only the first organisation', async () => {
    const { data } = await as.orgAdmin.request<{ readminObjects: { id: string; orgId: string }[]; all: number }>(
      '{ readminObjects(typename: "Court", limit: 100) { id ... on Court { orgId } } all: readminObjectsCount(typename: "Court") }',
    );
    expect(data!.readminObjects.length).toBe(4);
    expect(new Set(data!.readminObjects.map((c) => c.orgId))).toEqual(new Set(['1']));
    const other = await as.orgAdmin.request(
      `{ readminObject(typename: "Court", id: "${secondOrg.courtId}") { id } org(id: "${secondOrg.id}") { id } }`,
    );
    expect(other.data).toEqual({ readminObject: null, org: null });
    // Their own organisation's shell view (spec 000 §3.1) includes the flag their sidebar depends on.
    const own = await as.orgAdmin.request<{ org: { usePublicLeaguePages: boolean | null } }>('{ org(id: "1") { usePublicLeaguePages } }');
    expect(own.data!.org.usePublicLeaguePages).toBe(true);
    const underOtherOrg = await as.orgAdmin.request(`{ readminObjects(typename: "Court", orgId: "${secondOrg.id}") { id } }`);
    expect(underOtherOrg.data).toEqual({ readminObjects: [] });
  });

  it('an organisation admin cannot change a record of the second organisation', async () => {
    const res = await as.orgAdmin.request('mutation($input: CourtsUpdateInput!) { courtsUpdate(input: $input) { id } }', {
      input: { ids: [String(secondOrg.courtId)], attributes: { name: 'Taken over' } },
    });
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const row = await server.database.db.selectFrom('courts').select('name').where('id', '=', secondOrg.courtId).executeTakeFirstOrThrow();
    expect(row.name).not.toBe('Taken over');
  });

  it('an organisation admin cannot create a record in the second organisation', async () => {
    const res = await as.orgAdmin.request('mutation($input: AddCourtInput!) { addCourt(input: $input) { id } }', {
      input: { name: 'Sneaky court', orgId: String(secondOrg.id), venueId: String(secondOrg.venueId) },
    });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toMatch(/no Organisation with id/);
    const count = await server.database.db.selectFrom('courts').select('id').where('name', '=', 'Sneaky court').execute();
    expect(count).toHaveLength(0);
  });

  it('a batch that touches one out-of-reach row changes no row', async () => {
    const res = await as.orgAdmin.request('mutation($input: CourtsUpdateInput!) { courtsUpdate(input: $input) { id } }', {
      input: { ids: ['1', String(secondOrg.courtId)], attributes: { scorekeeperName: 'batch' } },
    });
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const rows = await server.database.db.selectFrom('courts').select('id').where('scorekeeper_name', '=', 'batch').execute();
    expect(rows).toHaveLength(0);
  });

  it('a venue admin sees the courts and games of their venue only', async () => {
    const { data } = await as.venueAdmin.request<{ readminObjects: { id: string }[]; games: { id: string }[] }>(
      '{ readminObjects(typename: "Court", limit: 100) { id } games: readminObjects(typename: "Game", limit: 100) { id ... on Game { court { id } } } }',
    );
    const courts = await server.database.db.selectFrom('courts').select('id').where('venue_id', '=', secondOrg.venueId).execute();
    expect(ids(data!.readminObjects)).toEqual(courts.map((c) => c.id).sort((a, b) => a - b));
    expect(data!.games.length).toBeGreaterThan(0);
    const games = await server.database.db
      .selectFrom('games')
      .select('id')
      .where(
        'court_id',
        'in',
        courts.map((c) => c.id),
      )
      .execute();
    expect(ids(data!.games)).toEqual(games.map((g) => g.id).sort((a, b) => a - b));
  });

  it('an API partner admin sees only their partner', async () => {
    const { data } = await as.partnerAdmin.request<{ readminObjects: { readminName: string }[] }>(
      '{ readminObjects(typename: "ApiPartner") { id readminName } }',
    );
    expect(data!.readminObjects.map((p) => p.readminName)).toEqual(['CourtSide Data']);
    const courts = await as.partnerAdmin.request('{ readminObjects(typename: "Court") { id } }');
    expect(courts.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('a user without admin roles reads nothing', async () => {
    const me = await as.noRoles.request<{ currentUser: Record<string, unknown[]> }>(
      '{ currentUser { isAdmin orgAdmins { id } venueAdmins { id } apiAdmins { id } } }',
    );
    expect(me.data!.currentUser).toEqual({ isAdmin: false, orgAdmins: [], venueAdmins: [], apiAdmins: [] });
    const res = await as.noRoles.request('{ readminObjects(typename: "Org") { id } }');
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('shows the name of a referenced record out of reach but none of its fields', async () => {
    // An org admin may read their org's admins; the User behind each is not theirs to read.
    const { data } = await as.orgAdmin.request<{ readminObjects: { readminName: string; user: { readminName: string; email: string | null } }[] }>(
      '{ readminObjects(typename: "OrgAdmin") { readminName ... on OrgAdmin { user { readminName ... on User { email admin } } } } }',
    );
    expect(data!.readminObjects[0].readminName).toBe('orgadmin@example.com');
    expect(data!.readminObjects[0].user).toMatchObject({ readminName: 'orgadmin@example.com', email: null });
    // Asked for its name alone, the page reads only the User's name columns, under the same rule: named all the same.
    const named = await as.orgAdmin.request<{ readminObjects: { user: { readminName: string; readminUrl: string | null } }[] }>(
      '{ readminObjects(typename: "OrgAdmin") { ... on OrgAdmin { user { readminName readminUrl } } } }',
    );
    expect(named.data!.readminObjects[0].user.readminName).toBe('orgadmin@example.com');
  });
});
