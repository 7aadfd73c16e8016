import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry, startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/db/seed.ts';
import type { Registry } from '../../src/metadata/normalized.ts';

const UPDATE_LEAGUES = 'mutation($input: LeaguesUpdateInput!) { leaguesUpdate(input: $input) { id allowTwoPointShots allowThreePointShots } }';
const ADD_LEAGUE = 'mutation($input: AddLeagueInput!) { addLeague(input: $input) { id sport allowThreePointShots } }';
const UPDATE_COURTS = 'mutation($input: CourtsUpdateInput!) { courtsUpdate(input: $input) { id advertisingActive } }';
const ENABLE_POTW = 'mutation($input: GamesEnablePotwInput!) { gamesEnablePotw(input: $input) { id } }';

/**
 * The demo metadata narrowed the way a project may narrow it: Courts' Edit offered to platform admins only
 * (the grant stays with organisation admins), and Leagues' Active flag made admin-only.
 */
const narrowed = (): Registry => {
  const copy = structuredClone(registry);
  const court = copy.types.Court;
  court.actions.find((a) => a.kind === 'update')!.roles = ['platformAdmin'];
  copy.types.League.fields.find((f) => f.name === 'active')!.adminOnly = true;
  return copy;
};

const problemsOf = (res: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (res.errors?.[0]?.extensions?.problems as { field: string; message: string }[] | undefined) ?? [];

/** Everything the console hides or disables is refused by the API too (issue 8 §3), asked for directly. */
describe.each(TEST_DATABASES)('console rules enforced by the server, on %s', (kind) => {
  let server: TestServer;
  let narrowedServer: TestServer;
  let orgAdmin: GraphqlClient;
  let narrowedOrgAdmin: GraphqlClient;
  let narrowedAdmin: GraphqlClient;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    narrowedServer = await startTestServer({ kind, registry: narrowed() });
    orgAdmin = await signedIn(server.url, DEMO_USERS.orgAdmin);
    [narrowedOrgAdmin, narrowedAdmin] = await Promise.all([DEMO_USERS.orgAdmin, DEMO_USERS.admin].map((u) => signedIn(narrowedServer.url, u)));
  });
  afterAll(async () => {
    await server.close();
    await narrowedServer.close();
  });

  const league = (sport: string) =>
    server.database.db
      .selectFrom('leagues')
      .select(['id', 'allow_two_point_shots'])
      .where('org_id', '=', 1)
      .where('sport', '=', sport)
      .orderBy('id')
      .executeTakeFirst();

  it("action roles: a role the action is not offered to may not run the action's mutation", async () => {
    const refused = await narrowedOrgAdmin.request(UPDATE_COURTS, { input: { ids: ['1'], attributes: { name: 'Renamed' } } });
    expect(refused.errors?.[0]).toMatchObject({ message: 'You may not update Courts.', extensions: { code: 'FORBIDDEN' } });
    const court = await narrowedServer.database.db.selectFrom('courts').select('name').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(court.name).not.toBe('Renamed');
    const allowed = await narrowedAdmin.request(UPDATE_COURTS, { input: { ids: ['1'], attributes: { name: 'Renamed' } } });
    expect(allowed.errors).toBeUndefined();
    // On the demo metadata (Edit offered to organisation admins) the same request succeeds.
    expect((await orgAdmin.request(UPDATE_COURTS, { input: { ids: ['1'], attributes: { name: 'Court A' } } })).errors).toBeUndefined();
  });

  it("action availability: an operation its rule does not offer is refused with the rule's message", async () => {
    const game = await server.database.db
      .selectFrom('games')
      .innerJoin('leagues', 'leagues.id', 'games.league_id')
      .select('games.id')
      .where('games.org_id', '=', 1)
      .where('leagues.potw_enabled', '=', false)
      .executeTakeFirstOrThrow();
    const res = await orgAdmin.request(ENABLE_POTW, { input: { gameIds: [String(game.id)] } });
    expect(res.errors?.[0].message).toBe('Plays of the Week can be enabled only when some selected game has it off while its league has it on.');
  });

  it('field visibleWhen: a value for a field the form hides for this record is refused, naming the field', async () => {
    const basketball = (await league('basketball'))!;
    const hidden = await orgAdmin.request(UPDATE_LEAGUES, { input: { ids: [String(basketball.id)], attributes: { allowTwoPointShots: true } } });
    expect(problemsOf(hidden)).toEqual([
      { field: 'allowTwoPointShots', message: 'Allow 2-point shots does not apply to this record, so it cannot be set' },
    ]);
    expect((await league('basketball'))!.allow_two_point_shots).toBe(false);
    // Shown for basketball: accepted.
    const shown = await orgAdmin.request(UPDATE_LEAGUES, { input: { ids: [String(basketball.id)], attributes: { allowThreePointShots: false } } });
    expect(shown.errors).toBeUndefined();
    // Judged on the record as it would be: a new netball league may not set the 3-point option.
    const created = await orgAdmin.request(ADD_LEAGUE, {
      input: {
        name: 'Netball Ladder',
        orgId: '1',
        sport: 'netball',
        allowThreePointShots: true,
        pointsForWin: 2,
        pointsForDraw: 1,
        pointsForLoss: 0,
        pointsForForfeit: 0,
      },
    });
    expect(problemsOf(created).map((p) => p.field)).toEqual(['allowThreePointShots']);
  });

  it('field lockedOnEdit: a field settable on create only is refused on update', async () => {
    const basketball = (await league('basketball'))!;
    const res = await orgAdmin.request(UPDATE_LEAGUES, { input: { ids: [String(basketball.id)], attributes: { orgId: '1' } } });
    expect(problemsOf(res)).toEqual([{ field: 'org', message: 'Organisation cannot be changed after creation' }]);
  });

  it('field adminOnly: only platform admins may set it', async () => {
    const row = await narrowedServer.database.db.selectFrom('leagues').select(['id', 'active']).where('org_id', '=', 1).executeTakeFirstOrThrow();
    const input = { ids: [String(row.id)], attributes: { active: !row.active } };
    const ACTIVE = 'mutation($input: LeaguesUpdateInput!) { leaguesUpdate(input: $input) { id active } }';
    const refused = await narrowedOrgAdmin.request(ACTIVE, { input });
    expect(problemsOf(refused)).toEqual([{ field: 'active', message: 'Active may only be set by a platform admin' }]);
    expect((await narrowedAdmin.request(ACTIVE, { input })).errors).toBeUndefined();
  });
});
