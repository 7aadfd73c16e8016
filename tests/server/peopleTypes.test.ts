import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

type Problem = { field: string; message: string };
type Errors = { message: string; extensions?: Record<string, unknown> }[] | undefined;

/** Every type of the people area, with the SQL of its organisation (null: the type has none). */
const ORG_OF: Record<string, { table: string; org: string | null }> = {
  TeamMember: { table: 'team_members', org: '(SELECT org_id FROM teams WHERE teams.id = t.team_id)' },
  GamePerson: { table: 'game_people', org: '(SELECT org_id FROM games WHERE games.id = t.game_id)' },
  LeagueMember: { table: 'league_members', org: '(SELECT org_id FROM leagues WHERE leagues.id = t.league_id)' },
  PersonSupporter: { table: 'person_supporters', org: '(SELECT org_id FROM people WHERE people.id = t.person_id)' },
  GameSchedule: { table: 'game_schedules', org: 't.org_id' },
  GameSubmission: { table: 'game_submissions', org: 't.org_id' },
  TeamRegistration: { table: 'team_registrations', org: 't.org_id' },
  ScorekeeperDevice: { table: 'scorekeeper_devices', org: null },
  ScorekeeperGame: { table: 'scorekeeper_games', org: null },
  LeaderboardTable: { table: 'leaderboard_tables', org: 't.org_id' },
  TeamStandingEntry: { table: 'team_standing_entries', org: '(SELECT org_id FROM leaderboard_tables l WHERE l.id = t.leaderboard_table_id)' },
  GamePlayerEntry: { table: 'game_player_entries', org: '(SELECT org_id FROM leaderboard_tables l WHERE l.id = t.leaderboard_table_id)' },
  SeasonLeaderboard: { table: 'season_leaderboards', org: '(SELECT org_id FROM teams WHERE teams.id = t.team_id)' },
  UsageReportEntry: { table: 'usage_report_entries', org: 't.org_id' },
  CourtApiMapping: { table: 'court_api_mappings', org: '(SELECT org_id FROM courts WHERE courts.id = t.court_id)' },
  Delivery: { table: 'deliveries', org: 't.org_id' },
  SendgridEvent: { table: 'sendgrid_events', org: '(SELECT org_id FROM deliveries d WHERE d.id = t.delivery_id)' },
};
const ORG_TYPES = Object.keys(ORG_OF).filter((t) => ORG_OF[t].org);
const PLATFORM_TYPES = Object.keys(ORG_OF).filter((t) => !ORG_OF[t].org);

const LIST =
  'query($typename: String!) { readminObjects(typename: $typename, limit: 100) { id readminName } n: readminObjectsCount(typename: $typename) }';
type ListAnswer = { readminObjects: { id: string; readminName: string }[]; n: number };

const problemsOf = (errors: Errors) => (errors?.[0].extensions?.problems ?? []) as Problem[];

describe.each(TEST_DATABASES)('people, rosters, schedules and results types on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let partnerAdmin: GraphqlClient;

  /** Ids of a type's rows, all of them or those of one organisation, straight from the database. */
  const idsIn = async (typename: string, orgId?: number) => {
    const { table, org } = ORG_OF[typename];
    const where = orgId === undefined ? sql`TRUE` : sql`${sql.raw(org!)} = ${orgId}`;
    const { rows } = await sql<{ id: number }>`SELECT t.id FROM ${sql.table(table)} AS t WHERE ${where} ORDER BY t.id`.execute(server.database.db);
    return rows.map((r) => r.id);
  };
  const listed = async (client: GraphqlClient, typename: string) => {
    const res = await client.request<ListAnswer>(LIST, { typename });
    return { ...res, ids: (res.data?.readminObjects ?? []).map((r) => Number(r.id)).sort((a, b) => a - b) };
  };
  const firstId = async (table: string, where: ReturnType<typeof sql> = sql`TRUE`) =>
    (await sql<{ id: number }>`SELECT id FROM ${sql.table(table)} WHERE ${where} ORDER BY id LIMIT 1`.execute(server.database.db)).rows[0].id;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    // Counts trust the planner's estimate over 1,000 rows; a table never analysed is guessed at ten pages.
    await sql`ANALYZE`.execute(server.database.db);
    [admin, orgAdmin, venueAdmin, partnerAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin, DEMO_USERS.partnerAdmin].map((email) => signedIn(server.url, email)),
    );
  });
  afterAll(() => server.close());

  it.each(Object.keys(ORG_OF))('a platform admin lists every seeded %s', async (typename) => {
    const all = await idsIn(typename);
    expect(all.length).toBeGreaterThanOrEqual(2);
    const { data, errors, ids } = await listed(admin, typename);
    expect(errors).toBeUndefined();
    expect(ids).toEqual(all);
    expect(data!.n).toBe(all.length);
    expect(data!.readminObjects.every((r) => r.readminName.trim().length > 0)).toBe(true);
  });

  it.each(ORG_TYPES)('the demo organisation admin sees only the first organisation’s %s rows', async (typename) => {
    const mine = await idsIn(typename, 1);
    const theirs = await idsIn(typename, 2);
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    const { errors, ids } = await listed(orgAdmin, typename);
    expect(errors).toBeUndefined();
    expect(ids).toEqual(mine);
    const other = await orgAdmin.request(`{ readminObject(typename: "${typename}", id: "${theirs[0]}") { id } }`);
    expect(other.data).toEqual({ readminObject: null });
  });

  it.each(PLATFORM_TYPES)('an organisation admin may not read %s', async (typename) => {
    const { errors } = await listed(orgAdmin, typename);
    expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('a venue admin reads the game schedules of their venue only, and no rosters or deliveries', async () => {
    const venue = await firstId('venue_admins');
    const venueId = (await server.database.db.selectFrom('venue_admins').select('venue_id').where('id', '=', venue).executeTakeFirstOrThrow())
      .venue_id;
    const { rows } = await sql<{ id: number }>`SELECT s.id FROM game_schedules s JOIN courts c ON c.id = s.court_id
      WHERE c.venue_id = ${venueId} ORDER BY s.id`.execute(server.database.db);
    expect(rows.length).toBeGreaterThan(0);
    const { errors, ids } = await listed(venueAdmin, 'GameSchedule');
    expect(errors).toBeUndefined();
    expect(ids).toEqual(rows.map((r) => r.id));
    for (const typename of ['TeamMember', 'GamePerson', 'Delivery', 'LeaderboardTable'])
      expect((await listed(venueAdmin, typename)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it("an API partner admin reads their partner's court mappings only", async () => {
    const partner = (await server.database.db.selectFrom('api_admins').select('api_partner_id').executeTakeFirstOrThrow()).api_partner_id;
    const mine = await server.database.db.selectFrom('court_api_mappings').select('id').where('api_partner_id', '=', partner).orderBy('id').execute();
    expect(mine.length).toBeGreaterThan(0);
    expect((await idsIn('CourtApiMapping')).length).toBeGreaterThan(mine.length);
    const { errors, ids } = await listed(partnerAdmin, 'CourtApiMapping');
    expect(errors).toBeUndefined();
    expect(ids).toEqual(mine.map((m) => m.id));
    expect((await listed(partnerAdmin, 'TeamMember')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('fills the association tabs of teams, people, leagues, games, courts and leaderboards', async () => {
    const team = await firstId('team_members');
    const member = await server.database.db
      .selectFrom('team_members')
      .select(['team_id', 'person_id'])
      .where('id', '=', team)
      .executeTakeFirstOrThrow();
    const tab = async (typename: string, id: number, association: string) => {
      const res = await orgAdmin.request<{ readminObject: { readminAssociationCount: number } | null }>(
        `{ readminObject(typename: "${typename}", id: "${id}") { readminAssociationCount(associationName: "${association}") } }`,
      );
      expect(res.errors).toBeUndefined();
      return res.data!.readminObject!.readminAssociationCount;
    };
    const count = async (table: string, column: string, id: number) =>
      Number(
        (await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${id}`.execute(server.database.db)).rows[0]
          .n,
      );
    expect(await tab('Team', member.team_id, 'roster')).toBe(await count('team_members', 'team_id', member.team_id));
    expect(await tab('Person', member.person_id, 'teamMemberships')).toBe(1);
    const game = (await server.database.db.selectFrom('game_people').select('game_id').where('role', '=', 'referee').executeTakeFirstOrThrow())
      .game_id;
    expect(await tab('Game', game, 'roster')).toBe(await count('game_people', 'game_id', game));
    const league = (await server.database.db.selectFrom('leagues').select('id').where('org_id', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
    for (const [association, table] of [
      ['members', 'league_members'],
      ['gameSchedules', 'game_schedules'],
      ['leaderboards', 'leaderboard_tables'],
    ]) {
      const n = await count(table, 'league_id', league);
      expect(n).toBeGreaterThan(0);
      expect(await tab('League', league, association)).toBe(n);
    }
    const table = await firstId('leaderboard_tables', sql`kind = 'team_standings' AND org_id = 1`);
    expect(await tab('LeaderboardTable', table, 'teamStandingEntries')).toBe(await count('team_standing_entries', 'leaderboard_table_id', table));
    const court = (await server.database.db.selectFrom('court_api_mappings').select('court_id').orderBy('id').executeTakeFirstOrThrow()).court_id;
    expect(await tab('Court', court, 'apiMappings')).toBe(1);
  });

  it('adds a player to a roster, edits the player number and removes the member, refusing bad input', async () => {
    const team = (await server.database.db.selectFrom('team_members').select('team_id').orderBy('id').executeTakeFirstOrThrow()).team_id;
    const person = await firstId('people', sql`org_id = 1 AND id NOT IN (SELECT person_id FROM team_members)`);
    const ADD = 'mutation($input: AddTeamMemberInput!) { addTeamMember(input: $input) { id role playerNumber readminName } }';
    const tooHigh = await orgAdmin.request(ADD, { input: { teamId: String(team), personId: String(person), role: 'player', playerNumber: 100 } });
    expect(problemsOf(tooHigh.errors)).toEqual([{ field: 'playerNumber', message: 'Player number must be at most 99' }]);
    const coachNumber = await orgAdmin.request(ADD, { input: { teamId: String(team), personId: String(person), role: 'coach', playerNumber: 5 } });
    expect(problemsOf(coachNumber.errors).map((p) => p.field)).toEqual(['playerNumber']);

    const added = await orgAdmin.request<{ addTeamMember: { id: string; role: string; playerNumber: number; readminName: string } }>(ADD, {
      input: { teamId: String(team), personId: String(person), role: 'player', playerNumber: 14 },
    });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addTeamMember).toMatchObject({ role: 'player', playerNumber: 14 });
    const again = await orgAdmin.request(ADD, { input: { teamId: String(team), personId: String(person), role: 'supporter' } });
    // Declared in the metadata (uniqueTogether), refused with its message before the index is reached.
    expect(problemsOf(again.errors)).toEqual([{ field: 'team', message: 'This person is already in the team.' }]);

    const id = added.data!.addTeamMember.id;
    const updated = await orgAdmin.request<{ teamMemberUpdate: { playerNumber: number } }>(
      'mutation($input: TeamMemberUpdateInput!) { teamMemberUpdate(input: $input) { playerNumber } }',
      { input: { id, attributes: { playerNumber: 21 } } },
    );
    expect(updated.data).toEqual({ teamMemberUpdate: { playerNumber: 21 } });
    const moved = await orgAdmin.request('mutation($input: TeamMemberUpdateInput!) { teamMemberUpdate(input: $input) { id } }', {
      input: { id, attributes: { teamId: String(team + 1) } },
    });
    expect(problemsOf(moved.errors)).toEqual([{ field: 'team', message: 'Team cannot be changed after creation' }]);
    const removed = await orgAdmin.request('mutation($input: TeamMemberRemoveInput!) { teamMemberRemove(input: $input) { ids } }', { input: { id } });
    expect(removed.errors).toBeUndefined();
    expect(await server.database.db.selectFrom('team_members').select('id').where('id', '=', Number(id)).execute()).toHaveLength(0);
  });

  it("keeps an organisation admin's roster changes inside their organisation", async () => {
    const theirTeam = await firstId('teams', sql`org_id = 2`);
    const myPerson = await firstId('people', sql`org_id = 1`);
    const res = await orgAdmin.request('mutation($input: AddTeamMemberInput!) { addTeamMember(input: $input) { id } }', {
      input: { teamId: String(theirTeam), personId: String(myPerson), role: 'coach' },
    });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(problemsOf(res.errors)).toEqual([{ field: 'team', message: `Team: no Team with id ${theirTeam}` }]);
    const theirMember = await idsIn('TeamMember', 2);
    const remove = await orgAdmin.request('mutation($input: TeamMemberRemoveInput!) { teamMemberRemove(input: $input) { ids } }', {
      input: { id: String(theirMember[0]) },
    });
    expect(remove.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await idsIn('TeamMember', 2)).toEqual(theirMember);
  });

  it('assigns a referee to a game without a team, and removes the role', async () => {
    const game = await firstId('games', sql`org_id = 1 AND id NOT IN (SELECT game_id FROM game_people)`);
    const referee = await firstId('people', sql`org_id = 1 AND is_referee`);
    const ADD = 'mutation($input: AddGamePersonInput!) { addGamePerson(input: $input) { id role readminLabels { content } } }';
    const withTeam = await orgAdmin.request(ADD, { input: { gameId: String(game), personId: String(referee), role: 'referee', teamId: '1' } });
    expect(problemsOf(withTeam.errors)).toEqual([{ field: 'team', message: 'Team does not apply to this record, so it cannot be set' }]);
    const added = await orgAdmin.request<{ addGamePerson: { id: string; role: string; readminLabels: { content: string }[] } }>(ADD, {
      input: { gameId: String(game), personId: String(referee), role: 'referee' },
    });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addGamePerson).toMatchObject({ role: 'referee', readminLabels: [{ content: 'Referee' }] });
    const removed = await orgAdmin.request('mutation($input: GamePersonRemoveInput!) { gamePersonRemove(input: $input) { ids } }', {
      input: { id: added.data!.addGamePerson.id },
    });
    expect(removed.errors).toBeUndefined();
    expect(await server.database.db.selectFrom('game_people').select('id').where('game_id', '=', game).execute()).toHaveLength(0);
  });

  it('adds league members and supporters and removes them', async () => {
    const league = await firstId('leagues', sql`org_id = 1`);
    const person = await firstId('people', sql`org_id = 1 AND id NOT IN (SELECT person_id FROM league_members)`);
    const badRole = await orgAdmin.request('mutation($input: AddLeagueMemberInput!) { addLeagueMember(input: $input) { id } }', {
      input: { leagueId: String(league), personId: String(person), role: 'coach' },
    });
    expect(problemsOf(badRole.errors).map((p) => p.field)).toEqual(['role']);
    const member = await orgAdmin.request<{ addLeagueMember: { id: string } }>(
      'mutation($input: AddLeagueMemberInput!) { addLeagueMember(input: $input) { id } }',
      { input: { leagueId: String(league), personId: String(person) } },
    );
    expect(member.errors).toBeUndefined();
    expect(
      (
        await server.database.db
          .selectFrom('league_members')
          .select('role')
          .where('id', '=', Number(member.data!.addLeagueMember.id))
          .executeTakeFirstOrThrow()
      ).role,
    ).toBe('official');
    const gone = await orgAdmin.request('mutation($input: LeagueMembersRemoveInput!) { leagueMembersRemove(input: $input) { ids } }', {
      input: { ids: [member.data!.addLeagueMember.id] },
    });
    expect(gone.errors).toBeUndefined();

    const supporter = await orgAdmin.request<{ addPersonSupporter: { id: string; readminName: string } }>(
      'mutation($input: AddPersonSupporterInput!) { addPersonSupporter(input: $input) { id readminName } }',
      { input: { personId: String(person), supporterId: String(person + 1) } },
    );
    expect(supporter.errors).toBeUndefined();
    const second = await server.database.db
      .selectFrom('people')
      .select(['first_name', 'last_name'])
      .where('id', '=', person + 1)
      .executeTakeFirstOrThrow();
    expect(supporter.data!.addPersonSupporter.readminName).toBe(`${second.first_name} ${second.last_name}`);
    const removed = await orgAdmin.request('mutation($input: PersonSupporterRemoveInput!) { personSupporterRemove(input: $input) { ids } }', {
      input: { id: supporter.data!.addPersonSupporter.id },
    });
    expect(removed.errors).toBeUndefined();
  });

  it('schedules a game, cancels it, and refuses to move an external schedule', async () => {
    const court = await firstId('courts', sql`org_id = 1`);
    const ADD = 'mutation($input: AddGameScheduleInput!) { addGameSchedule(input: $input) { id durationSeconds cancelled external readminUrl } }';
    const short = await orgAdmin.request(ADD, {
      input: { orgId: '1', courtId: String(court), scheduledAt: '2026-10-03T09:00:00Z', durationSeconds: 10 },
    });
    expect(problemsOf(short.errors)).toEqual([{ field: 'durationSeconds', message: 'Duration must be at least 60' }]);
    const missing = await orgAdmin.request(ADD, { input: { orgId: '1', courtId: String(court) } });
    expect(problemsOf(missing.errors)).toEqual([{ field: 'scheduledAt', message: 'Scheduled at is required' }]);
    const added = await orgAdmin.request<{
      addGameSchedule: { id: string; durationSeconds: number; cancelled: boolean; external: boolean; readminUrl: string };
    }>(ADD, { input: { orgId: '1', courtId: String(court), scheduledAt: '2026-10-03T09:00:00Z' } });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addGameSchedule).toMatchObject({ durationSeconds: 600, cancelled: false, external: false });
    expect(added.data!.addGameSchedule.readminUrl).toBe(`/readmin/game_schedules/${added.data!.addGameSchedule.id}`);

    const UPDATE = 'mutation($input: GameSchedulesUpdateInput!) { gameSchedulesUpdate(input: $input) { id cancelled readminLabels { content } } }';
    const cancelled = await orgAdmin.request<{ gameSchedulesUpdate: { cancelled: boolean; readminLabels: { content: string }[] }[] }>(UPDATE, {
      input: { ids: [added.data!.addGameSchedule.id], attributes: { cancelled: true } },
    });
    expect(cancelled.data!.gameSchedulesUpdate[0]).toMatchObject({ cancelled: true, readminLabels: [{ content: 'Cancelled' }] });
    const scope = await orgAdmin.request<{ readminObjects: { id: string }[] }>(
      '{ readminObjects(typename: "GameSchedule", limit: 100, filterBar: { scopeFilter: "cancelled" }) { id } }',
    );
    expect(scope.data!.readminObjects.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual(
      (
        await server.database.db
          .selectFrom('game_schedules')
          .select('id')
          .where('org_id', '=', 1)
          .where('cancelled', '=', true)
          .orderBy('id')
          .execute()
      ).map((r) => r.id),
    );

    const external = await firstId('game_schedules', sql`org_id = 1 AND external`);
    const moved = await orgAdmin.request(UPDATE, { input: { ids: [String(external)], attributes: { scheduledAt: '2026-12-01T09:00:00Z' } } });
    expect(problemsOf(moved.errors)).toEqual([
      { field: 'scheduledAt', message: 'Scheduled at is managed by the API partner for an external game schedule.' },
    ]);
    // The imported flag is not even an input.
    const made = await orgAdmin.request(UPDATE, { input: { ids: [String(external)], attributes: { external: false } } });
    expect(made.errors?.[0].message).toMatch(/"external" is not defined/);
    const venue = await venueAdmin.request(UPDATE, { input: { ids: [String(external)], attributes: { cancelled: true } } });
    expect(venue.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('removes a registration form; court API mappings are for platform admins to change', async () => {
    const [form] = await idsIn('TeamRegistration', 1);
    const removed = await orgAdmin.request('mutation($input: TeamRegistrationsRemoveInput!) { teamRegistrationsRemove(input: $input) { ids } }', {
      input: { ids: [String(form)] },
    });
    expect(removed.errors).toBeUndefined();
    expect(await idsIn('TeamRegistration', 1)).not.toContain(form);
    // The secret of a form's link is stored only as a hash, and the API answers neither (shown once when issued).
    for (const field of ['token', 'tokenHash'])
      expect(
        (await admin.request(`{ readminObjects(typename: "TeamRegistration") { ... on TeamRegistration { ${field} } } }`)).errors?.[0].message,
      ).toMatch(`Cannot query field "${field}"`);

    const court = await firstId('courts', sql`org_id = 1 AND id NOT IN (SELECT court_id FROM court_api_mappings)`);
    const ADD = 'mutation($input: AddCourtApiMappingInput!) { addCourtApiMapping(input: $input) { id readminName } }';
    const input = { courtId: String(court), apiPartnerId: '1', externalOrganisationId: 'hcba', externalCourtId: 'bondi-1' };
    expect((await orgAdmin.request(ADD, { input })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const blank = await admin.request(ADD, { input: { ...input, externalCourtId: '' } });
    expect(problemsOf(blank.errors)).toEqual([{ field: 'externalCourtId', message: 'API court is required' }]);
    const added = await admin.request<{ addCourtApiMapping: { id: string; readminName: string } }>(ADD, { input });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addCourtApiMapping.readminName).toBe('CourtSide Data bondi-1');
    expect(problemsOf((await admin.request(ADD, { input })).errors)).toEqual([
      { field: 'apiPartner', message: "This API partner's court is already mapped." },
    ]);
    const removed2 = await admin.request('mutation($input: CourtApiMappingRemoveInput!) { courtApiMappingRemove(input: $input) { ids } }', {
      input: { id: added.data!.addCourtApiMapping.id },
    });
    expect(removed2.errors).toBeUndefined();
  });

  it('offers no writes on the read-only result types', async () => {
    const sdl = await admin.request<{ __schema: { mutationType: { fields: { name: string }[] } } }>(
      '{ __schema { mutationType { fields { name } } } }',
    );
    const names = sdl.data!.__schema.mutationType.fields.map((f) => f.name);
    for (const name of [
      'addTeamMember',
      'teamMemberUpdate',
      'teamMemberRemove',
      'addGamePerson',
      'gamePersonRemove',
      'addLeagueMember',
      'leagueMembersRemove',
    ])
      expect(names).toContain(name);
    for (const name of ['addPersonSupporter', 'personSupporterRemove', 'addGameSchedule', 'gameSchedulesUpdate', 'teamRegistrationsRemove'])
      expect(names).toContain(name);
    for (const name of ['addCourtApiMapping', 'courtApiMappingRemove']) expect(names).toContain(name);
    for (const prefix of ['Delivery', 'Deliveries', 'SendgridEvent', 'LeaderboardTable', 'UsageReportEntry', 'ScorekeeperDevice', 'GameSubmission'])
      expect(names.filter((n) => n.toLowerCase().includes(prefix.toLowerCase()))).toEqual([]);
  });
});
