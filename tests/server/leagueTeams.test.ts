import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { problemsOf, signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { orgAdPreset } from '../support/adPresets.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { runtimeTables } from '../../src/server/db/database.ts';

const ADD = 'mutation($input: AddLeagueTeamInput!) { addLeagueTeam(input: $input) { id } }';
const REMOVE = 'mutation($input: LeagueTeamsRemoveInput!) { leagueTeamsRemove(input: $input) { id } }';
const REMOVE_PLAYERS = 'mutation($input: LeaguesRemoveAllPlayersFromTeamsInput!) { leaguesRemoveAllPlayersFromTeams(input: $input) { success } }';
const RESTORE = 'mutation($input: LeaguesRestoreTeamsApiRosterInput!) { leaguesRestoreTeamsApiRoster(input: $input) { success } }';

/** A league's teams and rosters (spec 001 §2, §7): add and remove league teams, remove all players, restore API rosters. */
describe.each(TEST_DATABASES)('league teams and rosters on %s', (kind) => {
  let server: TestServer;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  const ids: Record<string, number> = {};

  const db = () => server.database.db;
  const insert = async (table: string, values: Record<string, unknown>) =>
    ((await runtimeTables(db()).insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()) as { id: number }).id;
  const leaguesOf = async (team: number) =>
    ((await db().selectFrom('teams').select('league_ids').where('id', '=', team).executeTakeFirstOrThrow()) as { league_ids: number[] }).league_ids;
  const roster = (team: number) =>
    db()
      .selectFrom('team_members')
      .innerJoin('people', 'people.id', 'team_members.person_id')
      .select(['people.first_name', 'team_members.role', 'team_members.player_number'])
      .where('team_id', '=', team)
      .orderBy('people.first_name')
      .execute();
  const versions = (type: string) => db().selectFrom('paper_trail_versions').selectAll().where('item_type', '=', type).orderBy('id').execute();

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [orgAdmin, venueAdmin] = await Promise.all([DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)));
    ids.league = await insert('leagues', {
      name: 'Roster League',
      org_id: 1,
      ad_preset_id: orgAdPreset(1),
      sport: 'basketball',
      scoring_mode: 'team_no_game_people',
    });
    ids.other = await insert('leagues', {
      name: 'Other League',
      org_id: 1,
      ad_preset_id: orgAdPreset(1),
      sport: 'basketball',
      scoring_mode: 'team_no_game_people',
    });
    ids.foreignLeague = await insert('leagues', {
      name: 'Far League',
      org_id: 2,
      ad_preset_id: orgAdPreset(2),
      sport: 'netball',
      scoring_mode: 'team_no_game_people',
    });
    ids.hawks = await insert('teams', { name: 'Roster Hawks', org_id: 1, league_ids: [] });
    ids.owls = await insert('teams', { name: 'Roster Owls', org_id: 1, league_ids: [ids.other] });
    ids.foreignTeam = await insert('teams', { name: 'Far Team', org_id: 2, league_ids: [] });
    ids.ann = await insert('people', { org_id: 1, first_name: 'Ann', last_name: 'Roster' });
    ids.coach = await insert('people', { org_id: 1, first_name: 'Cole', last_name: 'Roster' });
    await insert('team_members', { team_id: ids.hawks, person_id: ids.ann, role: 'player', player_number: 4 });
    await insert('team_members', { team_id: ids.hawks, person_id: ids.coach, role: 'coach' });
    await insert('team_members', { team_id: ids.owls, person_id: ids.ann, role: 'player', player_number: 9 });
  });
  afterAll(() => server.close());

  it('adds a team of the same organisation to a league, audited, and refuses duplicates and other organisations', async () => {
    const res = await orgAdmin.request(ADD, { input: { leagueId: String(ids.league), teamId: String(ids.hawks) } });
    expect(res.errors).toBeUndefined();
    expect(await leaguesOf(ids.hawks)).toEqual([ids.league]);
    expect((await versions('Team')).at(-1)).toMatchObject({ item_id: ids.hawks, event: 'update', object_changes: { leagueIds: [[], [ids.league]] } });
    const again = await orgAdmin.request(ADD, { input: { leagueId: String(ids.league), teamId: String(ids.hawks) } });
    expect(problemsOf(again)).toEqual([{ field: 'team', message: 'Roster Hawks is already in this league' }]);
    const foreign = await orgAdmin.request(ADD, { input: { leagueId: String(ids.league), teamId: String(ids.foreignTeam) } });
    expect(foreign.errors).toBeDefined();
    expect(await leaguesOf(ids.foreignTeam)).toEqual([]);
    const venue = await venueAdmin.request(ADD, { input: { leagueId: String(ids.league), teamId: String(ids.owls) } });
    expect(venue.errors?.[0].message).toBe('You may not run addLeagueTeam.');
    const notOurs = await orgAdmin.request(ADD, { input: { leagueId: String(ids.foreignLeague), teamId: String(ids.owls) } });
    expect(notOurs.errors?.[0].message).toBe(`No League you may update with id ${ids.foreignLeague}.`);
  });

  it('removes teams from a league, all or none', async () => {
    await orgAdmin.request(ADD, { input: { leagueId: String(ids.other), teamId: String(ids.hawks) } });
    const mixed = await orgAdmin.request(REMOVE, { input: { leagueId: String(ids.league), teamIds: [String(ids.hawks), String(ids.owls)] } });
    expect(problemsOf(mixed)).toEqual([{ field: 'teams', message: 'Not in this league: Roster Owls' }]);
    expect(await leaguesOf(ids.hawks)).toEqual([ids.league, ids.other]);
    const res = await orgAdmin.request(REMOVE, { input: { leagueId: String(ids.other), teamIds: [String(ids.hawks), String(ids.owls)] } });
    expect(res.errors).toBeUndefined();
    expect([await leaguesOf(ids.hawks), await leaguesOf(ids.owls)]).toEqual([[ids.league], []]);
  });

  it("removes every player of the leagues' teams, keeping coaches and other teams' players, with a destroy version each", async () => {
    const before = (await versions('TeamMember')).length;
    const res = await orgAdmin.request(REMOVE_PLAYERS, { input: { leagueIds: [String(ids.league)] } });
    expect(res.errors).toBeUndefined();
    expect(await roster(ids.hawks)).toEqual([{ first_name: 'Cole', role: 'coach', player_number: null }]);
    expect(await roster(ids.owls)).toEqual([{ first_name: 'Ann', role: 'player', player_number: 9 }]);
    const written = (await versions('TeamMember')).slice(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ event: 'destroy', whodunnit_id: 2 });
    const venue = await venueAdmin.request(REMOVE_PLAYERS, { input: { leagueIds: [String(ids.league)] } });
    expect(venue.errors?.[0].message).toBe('You may not run leaguesRemoveAllPlayersFromTeams.');
  });

  it("restores each team's players from its API roster: people matched or created, numbers taken, all audited", async () => {
    const refused = await orgAdmin.request(RESTORE, { input: { leagueIds: [String(ids.league)] } });
    expect(problemsOf(refused)).toEqual([{ field: 'leagueIds', message: 'No team of the selected leagues has an API roster to restore' }]);
    const partner = await insert('api_partners', { name: 'Roster Partner', time_zone: 'UTC' });
    const apiOrg = await insert('api_organisations', { api_partner_id: partner, external_id: 'RO-1', name: 'Roster Org', active: true });
    const apiTeam = await insert('api_teams', { api_organisation_id: apiOrg, external_id: 'RT-1', name: 'Roster Hawks', team_id: ids.hawks });
    const profile = (external_id: string, first_name: string) =>
      insert('api_profiles', { api_partner_id: partner, external_id, first_name, last_name: 'Roster' });
    await insert('api_roster_entries', { api_team_id: apiTeam, api_profile_id: await profile('P1', 'Ann'), role: 'player', player_number: '12' });
    await insert('api_roster_entries', { api_team_id: apiTeam, api_profile_id: await profile('P2', 'Bea'), role: 'player', player_number: '7' });
    await insert('api_roster_entries', { api_team_id: apiTeam, api_profile_id: await profile('P3', 'Cal'), role: 'coach' });
    const people = (await versions('Person')).length;
    const res = await orgAdmin.request(RESTORE, { input: { leagueIds: [String(ids.league)] } });
    expect(res.errors).toBeUndefined();
    expect(await roster(ids.hawks)).toEqual([
      { first_name: 'Ann', role: 'player', player_number: 12 },
      { first_name: 'Bea', role: 'player', player_number: 7 },
      { first_name: 'Cole', role: 'coach', player_number: null },
    ]);
    // Ann was matched by name in the organisation; Bea was created there.
    const created = (await versions('Person')).slice(people);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ event: 'create', object_changes: { firstName: [null, 'Bea'], orgId: [null, 1] } });
    expect((await versions('TeamMember')).slice(-2).map((v) => v.event)).toEqual(['create', 'create']);
  });
});
