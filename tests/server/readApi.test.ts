import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const GAMES = `query($limit: Int) {
  readminObjects(typename: "Game", limit: $limit) {
    id readminName readminUrl readminLabels { content type }
    readminSummaryAttributeEntries { label type value objects { readminName readminUrl } }
    ... on Game { court { readminName } league { readminName } homeTeam { readminName } awayTeam { readminName } }
  }
}`;

describe.each(TEST_DATABASES)('generic read API on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let queries = 0;
  beforeAll(async () => {
    server = await startTestServer({
      kind,
      onQuery: () => {
        queries++;
      },
    });
    admin = await signedIn(server.url, DEMO_USERS.admin);
  });
  afterAll(() => server.close());

  it('batches lookups: a page of 40 rows costs the same queries as a page of 4', async () => {
    await admin.request(GAMES, { limit: 1 }); // the first page of a type reads its references' columns from the catalog, once per process
    queries = 0;
    const small = await admin.request<{ readminObjects: unknown[] }>(GAMES, { limit: 4 });
    const smallQueries = queries;
    queries = 0;
    const large = await admin.request<{ readminObjects: unknown[] }>(GAMES, { limit: 40 });
    expect(small.data!.readminObjects).toHaveLength(4);
    expect(large.data!.readminObjects).toHaveLength(40);
    expect(queries).toBe(smallQueries);
    // the session's viewer with all roles (1; kept after the session's first request), the page with its computed fields and its references (Court, League,
    // the two Teams), each with whether the viewer may read it (1), then one lookup per type the summary's attribute
    // entries read (3): Outage (the camera and server outages) and the Camera and VenueServer that outages are named after.
    expect(queries).toBeLessThanOrEqual(5);
  });

  it('works out only the computed fields a list selects, in its one statement, and the same values either way', async () => {
    type Row = { id: string; isRecorded: boolean; durationError: string | null };
    const full = await admin.request<{ readminObjects: Row[] }>(`query { readminObjects(typename: "Game", limit: 40) {
      id readminLabels { content } ... on Game { isRecorded durationError } } }`);
    // Through a named fragment and an inline one, without labels: the list's statement works out just these two
    // (one left out would cost a second statement, RecordStore.completed).
    queries = 0;
    const picked = await admin.request<{ readminObjects: Row[] }>(`query { readminObjects(typename: "Game", limit: 40) { id ...G } }
      fragment G on Game { isRecorded ... on Game { durationError } }`);
    expect(queries).toBe(1); // the page (the viewer is kept from the session's earlier requests: auth/viewerCache.ts)
    expect(picked.errors).toBeUndefined();
    expect(picked.data!.readminObjects).toEqual(
      full.data!.readminObjects.map(({ id, isRecorded, durationError }) => ({ id, isRecorded, durationError })),
    );
    queries = 0;
    const plain = await admin.request<{ readminObjects: { id: string }[] }>(
      `query { readminObjects(typename: "Game", limit: 40) { id ... on Game { playedAt } } }`,
    );
    expect(plain.data!.readminObjects).toHaveLength(40);
    expect(queries).toBe(1);
  });

  it("reads a page's references in the page's own statement, with the same answer as lookups by id", async () => {
    type Ref = { id: string; readminName: string; readminUrl: string } | null;
    type Row = { id: string; readminName: string; court: Ref; league: Ref; homeTeam: Ref; awayTeam: Ref };
    const refs =
      'court { id readminName readminUrl } league { id readminName readminUrl } homeTeam { id readminName readminUrl } awayTeam { id readminName readminUrl }';
    const joined = `query { readminObjects(typename: "Game", limit: 40) { id readminName ... on Game { ${refs} } } }`;
    await admin.request(joined); // the first page of a type reads its references' columns from the catalog, once per process
    queries = 0;
    const page = await admin.request<{ readminObjects: Row[] }>(joined);
    expect(page.errors).toBeUndefined();
    expect(queries).toBe(1); // the page with its four references
    // Each game looked up by id resolves its references through the lookups instead: the same answer.
    const ids = page.data!.readminObjects.map((g) => g.id);
    const looked = await Promise.all(
      ids
        .slice(0, 5)
        .map(
          async (id) =>
            (
              await admin.request<{ readminObject: Row }>(
                `query($id: ID!) { readminObject(typename: "Game", id: $id) { id readminName ... on Game { ${refs} } } }`,
                { id },
              )
            ).data!.readminObject,
        ),
    );
    expect(looked).toEqual(page.data!.readminObjects.slice(0, 5));
  });

  it('reads a reference shown by name alone for its name, and the whole record where more of it is asked', async () => {
    type Court = { readminName: string; readminUrl: string; name?: string; scorekeeperName?: string | null } | null;
    type Row = { id: string; court: Court; whole?: Court };
    const both = `query { readminObjects(typename: "Game", limit: 40) {
      id ... on Game { court { readminName readminUrl } whole: court { readminName readminUrl ... on Court { name scorekeeperName } } } } }`;
    // Labels read the row's own fields only: the court is still read for its name alone.
    const named = `query { readminObjects(typename: "Game", limit: 40) { id readminLabels { content } ... on Game { court { readminName readminUrl } } } }`;
    await admin.request(both);
    queries = 0;
    const mixed = await admin.request<{ readminObjects: Row[] }>(both);
    expect(mixed.errors).toBeUndefined();
    expect(queries).toBe(1); // the page: the court joined whole, since one alias asks for its fields
    const rows = mixed.data!.readminObjects;
    expect(rows.filter((g) => g.whole?.name).length).toBeGreaterThan(0);
    for (const g of rows) expect(g.court).toEqual(g.whole && { readminName: g.whole.readminName, readminUrl: g.whole.readminUrl });
    queries = 0;
    const nameOnly = await admin.request<{ readminObjects: Row[] }>(named);
    expect(queries).toBe(1); // the page with each court's name columns
    expect(nameOnly.data!.readminObjects.map(({ id, court }) => ({ id, court }))).toEqual(rows.map(({ id, court }) => ({ id, court })));
  });

  it('costs an organisation admin no more queries: the access checks ride in the list and lookup statements', async () => {
    const orgAdmin = await signedIn(server.url, DEMO_USERS.orgAdmin);
    queries = 0;
    const { data } = await orgAdmin.request<{ readminObjects: { league: { readminName: string } }[] }>(GAMES, { limit: 40 });
    expect(data!.readminObjects.length).toBeGreaterThan(0);
    expect(queries).toBeLessThanOrEqual(5);
  });

  it("reuses a page's compiled statement only for the same access and inputs: another viewer or another value gets its own rows", async () => {
    const orgAdmin = await signedIn(server.url, DEMO_USERS.orgAdmin);
    const db = server.database.db;
    const orgIds = (
      await db
        .selectFrom('org_admins')
        .innerJoin('users', 'users.id', 'org_admins.user_id')
        .select('org_id')
        .where('email', '=', DEMO_USERS.orgAdmin)
        .execute()
    ).map((r) => r.org_id as number);
    const leagues = await db.selectFrom('leagues').select('id').where('org_id', 'in', orgIds).orderBy('id').limit(2).execute();
    expect(leagues).toHaveLength(2);
    const q = `query($bar: FilterBarInput) { readminObjects(typename: "Game", filterBar: $bar, limit: 100) { id } }`;
    const ids = async (client: GraphqlClient, bar: object) =>
      (await client.request<{ readminObjects: { id: string }[] }>(q, { bar })).data!.readminObjects.map((g) => Number(g.id));
    const truth = async (leagueId?: number) => {
      let games = db.selectFrom('games').select('id').where('org_id', 'in', orgIds);
      if (leagueId !== undefined) games = games.where('league_id', '=', leagueId);
      return (
        await games
          .orderBy('played_at', (o) => o.desc().nullsLast())
          .orderBy('id', 'desc')
          .limit(100)
          .execute()
      ).map((g) => g.id as number);
    };
    const newest = { orderOption: 'newest' };
    // The same arguments, first as a venue admin (the games on their venue's courts), then as an organisation admin.
    const venueAdmin = await signedIn(server.url, DEMO_USERS.venueAdmin);
    const venueGames = await ids(venueAdmin, newest);
    const ownOrg = await ids(orgAdmin, newest);
    expect(ownOrg).toEqual(await truth());
    expect(ownOrg).not.toEqual(venueGames);
    // The same filter with another value, each asked twice (the second time from the kept statement).
    for (const { id } of [...leagues, ...leagues])
      expect(await ids(orgAdmin, { ...newest, filtersHash: { league: String(id) } })).toEqual(await truth(id));
  });

  it('names records from templates over references and links them', async () => {
    const { data } = await admin.request<{ readminObjects: { readminName: string; readminUrl: string; homeTeam: { readminName: string } }[] }>(
      GAMES,
      { limit: 1 },
    );
    const game = data!.readminObjects[0];
    expect(game.readminName).toMatch(new RegExp(`^${game.homeTeam.readminName} vs .+`));
    expect(game.readminUrl).toMatch(/^\/readmin\/games\/\d+$/);
  });

  it('filters, searches, orders and counts by declared names', async () => {
    const q = `query($bar: FilterBarInput) { readminObjects(typename: "Person", filterBar: $bar, limit: 100) { readminName } readminObjectsCount(typename: "Person", filterBar: $bar) }`;
    const referees = await admin.request<{ readminObjects: unknown[]; readminObjectsCount: number }>(q, {
      bar: { filtersHash: { isReferee: 'true' } },
    });
    const expected = await server.database.db.selectFrom('people').select('id').where('is_referee', '=', true).execute();
    expect(referees.data!.readminObjectsCount).toBe(expected.length);
    expect(referees.data!.readminObjects).toHaveLength(expected.length);

    const search = await admin.request<{ readminObjects: { readminName: string }[] }>(q, { bar: { searchTerm: 'olivia' } });
    expect(search.data!.readminObjects.length).toBeGreaterThan(0);
    for (const p of search.data!.readminObjects) expect(p.readminName.toLowerCase()).toContain('olivia');

    const ordered = await admin.request<{ readminObjects: { readminName: string }[] }>(
      '{ readminObjects(typename: "Org", filterBar: { orderOption: "name" }) { readminName } }',
    );
    const names = ordered.data!.readminObjects.map((o) => o.readminName);
    expect(names).toEqual([...names].sort());
  });

  it('filters games by scope and date range', async () => {
    const q = `query($bar: FilterBarInput) { readminObjectsCount(typename: "Game", filterBar: $bar) }`;
    const all = (await admin.request<{ readminObjectsCount: number }>(q, {})).data!.readminObjectsCount;
    const completed = (await admin.request<{ readminObjectsCount: number }>(q, { bar: { scopeFilter: 'completed' } })).data!.readminObjectsCount;
    const upcoming = (await admin.request<{ readminObjectsCount: number }>(q, { bar: { scopeFilter: 'upcoming' } })).data!.readminObjectsCount;
    expect(completed + upcoming).toBe(all);
    expect(completed).toBeGreaterThan(0);
    const firstWeek = (await admin.request<{ readminObjectsCount: number }>(q, { bar: { dateRange: { start: '2026-09-01', end: '2026-09-07' } } }))
      .data!.readminObjectsCount;
    expect(firstWeek).toBeGreaterThan(0);
    expect(firstWeek).toBeLessThan(all);
  });

  it('rejects unknown filter names and bad values with a clear error', async () => {
    const res = await admin.request(
      '{ readminObjects(typename: "Person", filterBar: { filtersHash: { shoeSize: "9" }, orderOption: "height" }) { id } }',
    );
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toContain("People have no filter named 'shoeSize'");
    const badDate = await admin.request('{ readminObjects(typename: "Game", filterBar: { dateRange: { start: "yesterday" } }) { id } }');
    expect(badDate.errors?.[0].message).toBe('dateRange.start must be a date yyyy-MM-dd');
    const unknown = await admin.request('{ readminObjects(typename: "Spaceship") { id } }');
    expect(unknown.errors?.[0].message).toBe("Unknown typename 'Spaceship'.");
  });

  it("lists an organisation's rows under its route only", async () => {
    const { data } = await admin.request<{ readminObjects: { orgId: string }[] }>(
      '{ readminObjects(typename: "League", orgId: "2", limit: 100) { ... on League { orgId } } }',
    );
    expect(data!.readminObjects.length).toBeGreaterThan(0);
    expect(new Set(data!.readminObjects.map((l) => l.orgId))).toEqual(new Set(['2']));
  });

  it('returns one record with its associations, counts and typedef', async () => {
    const { data } = await admin.request<{ readminObject: Record<string, unknown>; readminObjectTypedef: Record<string, unknown> }>(`{
      readminObject(typename: "Org", id: "1") {
        readminName readminAttributeEntries { label type value }
        readminAssociationObjects(associationName: "venues", limit: 1) { readminName }
        readminAssociationCount(associationName: "venues")
        readminAssociationAny(associationName: "leagues")
      }
      readminObjectTypedef(typename: "Game") { searchEnabled dateRangeFilterEnabled dateRangeFilterFuture readminScopes { value } associations { name } }
    }`);
    expect(data!.readminObject).toMatchObject({
      readminName: 'Harbour City Basketball Association',
      readminAssociationObjects: [{ readminName: expect.any(String) }],
      readminAssociationCount: 2,
      readminAssociationAny: true,
    });
    expect(data!.readminObjectTypedef).toEqual({
      searchEnabled: false,
      dateRangeFilterEnabled: true,
      dateRangeFilterFuture: true,
      readminScopes: [{ value: 'all' }, { value: 'completed' }, { value: 'upcoming' }],
      associations: [{ name: 'video' }, { name: 'roster' }, { name: 'events' }, { name: 'incidents' }],
    });
  });

  it('shows options by their labels in attribute entries, as list cells do', async () => {
    const league = await admin.request<{ readminObject: { readminAttributeEntries: { label: string; type: string; value: unknown }[] } }>(
      '{ readminObject(typename: "League", id: "1") { readminAttributeEntries { label type value } } }',
    );
    const entries = Object.fromEntries(league.data!.readminObject.readminAttributeEntries.map((e) => [e.label, e.value]));
    expect(entries).toMatchObject({ Sport: 'Basketball', Age: 'Adult', Gender: 'Male' });
  });

  it('returns null for a record that does not exist', async () => {
    expect((await admin.request('{ readminObject(typename: "Team", id: "999999") { id } }')).data).toEqual({ readminObject: null });
  });
});
