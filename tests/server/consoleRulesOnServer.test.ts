import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainRegistry, startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { problemsOf, signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { orgAdPresetId } from '../support/adPresets.ts';
import type { NormalizedCustomOperation, NormalizedField, Registry } from '../../src/metadata/normalized.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const UPDATE_LEAGUES = 'mutation($input: LeaguesUpdateInput!) { leaguesUpdate(input: $input) { id allowTwoPointShots allowThreePointShots } }';
const ADD_LEAGUE = 'mutation($input: AddLeagueInput!) { addLeague(input: $input) { id sport allowThreePointShots } }';
const UPDATE_COURTS = 'mutation($input: CourtsUpdateInput!) { courtsUpdate(input: $input) { id advertisingActive } }';
const ENABLE_POTW = 'mutation($input: GamesEnablePotwInput!) { gamesEnablePotw(input: $input) { id } }';
const TO_MINIBALL = 'mutation($input: LeaguesChangeToMiniballInput!) { leaguesChangeToMiniball(input: $input) { id sport } }';
const SET_SCORING = 'mutation($input: LeaguesSetScoringInput!) { leaguesSetScoring(input: $input) { id scoringMode pointsForDraw potwEnabled } }';

const argument = (name: string, label: string, rest: Omit<NormalizedField, 'name' | 'label' | 'column'>): NormalizedField => ({
  name,
  label,
  column: name,
  ...rest,
});

/**
 * A test-only declared operation (API-only: no action runs it) whose arguments carry the dialog's rules,
 * and whose `set` writes the scoring mode that miniball locks.
 */
const leaguesSetScoring: NormalizedCustomOperation = {
  name: 'leaguesSetScoring',
  description: 'Test only.',
  target: 'batch',
  ids: 'leagueIds',
  grant: 'update',
  roles: ['platformAdmin', 'orgAdmin'],
  arguments: [
    argument('scoringMode', 'Scoring mode', {
      type: 'enum',
      required: true,
      options: ['team_no_game_people', 'team_game_people_scoring_team'].map((value) => ({ value, label: value })),
    }),
    argument('pointsForDraw', 'Points for draw', {
      type: 'integer',
      default: 1,
      visibleWhen: { '==': [{ var: 'scoringMode' }, 'team_no_game_people'] },
    }),
    argument('potwEnabled', 'Plays of the Week', { type: 'boolean', default: false, adminOnly: true }),
  ],
  set: { scoringMode: { argument: 'scoringMode' }, pointsForDraw: { argument: 'pointsForDraw' }, potwEnabled: { argument: 'potwEnabled' } },
  returns: { kind: 'records', field: 'records' },
};

/**
 * The demo metadata narrowed the way a project may narrow it: Courts' Edit offered to platform admins only
 * (the grant stays with organisation admins); Leagues' Active flag made admin-only, their Edit Settings
 * offered only for leagues not managed by an API partner, and Change to Miniball offered to platform
 * admins only and, beyond its operation's rule, only for leagues without Plays of the Week; and one
 * API-only operation with rules on its arguments.
 */
const narrowed = (): Registry => {
  const copy = structuredClone(plainRegistry);
  const court = copy.types.Court;
  court.actions.find((a) => a.kind === 'update')!.roles = ['platformAdmin'];
  const league = copy.types.League;
  league.fields.find((f) => f.name === 'active')!.adminOnly = true;
  league.actions.find((a) => a.kind === 'update')!.availability = { none: [{ var: 'selection' }, { var: 'external' }] };
  const miniball = league.actions.find((a) => a.mutation === 'leaguesChangeToMiniball')!;
  miniball.roles = ['platformAdmin'];
  miniball.availability = { all: [{ var: 'selection' }, { and: [{ '==': [{ var: 'sport' }, 'basketball'] }, { '!': { var: 'potwEnabled' } }] }] };
  league.operations.custom.leaguesSetScoring = leaguesSetScoring;
  return copy;
};

/** Everything the console hides or disables is refused by the API too, asked for directly. */
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
        adPresetId: await orgAdPresetId(server.database.db, 1),
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

  it('an adminOnly reference is resolved as a reference for platform admins and is empty for others, ids included', async () => {
    const court = await server.database.db
      .selectFrom('courts')
      .select('id')
      .where('org_id', '=', 1)
      .where(sql<boolean>`cardinality(surface_ids) > 0`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const SURFACES = `query($id: ID!) { readminObject(typename: "Court", id: $id) { ... on Court { surfaceIds surfaces { id readminName } } } }`;
    const admin = await signedIn(server.url, DEMO_USERS.admin);
    const asAdmin = await admin.request<{ readminObject: { surfaces: { id: string }[] } }>(SURFACES, { id: String(court.id) });
    expect(asAdmin.errors).toBeUndefined();
    expect(asAdmin.data!.readminObject.surfaces.length).toBeGreaterThan(0);
    const asOrgAdmin = await orgAdmin.request<{ readminObject: unknown }>(SURFACES, { id: String(court.id) });
    expect(asOrgAdmin.errors).toBeUndefined();
    expect(asOrgAdmin.data!.readminObject).toEqual({ surfaceIds: [], surfaces: [] });
  });

  it('field adminOnly: only platform admins may set it', async () => {
    const row = await narrowedServer.database.db.selectFrom('leagues').select(['id', 'active']).where('org_id', '=', 1).executeTakeFirstOrThrow();
    const input = { ids: [String(row.id)], attributes: { active: !row.active } };
    const ACTIVE = 'mutation($input: LeaguesUpdateInput!) { leaguesUpdate(input: $input) { id active } }';
    const refused = await narrowedOrgAdmin.request(ACTIVE, { input });
    expect(problemsOf(refused)).toEqual([{ field: 'active', message: 'Active may only be set by a platform admin' }]);
    expect((await narrowedAdmin.request(ACTIVE, { input })).errors).toBeUndefined();
  });

  const narrowedLeagues = () =>
    narrowedServer.database.db
      .selectFrom('leagues')
      .select(['id', 'sport', 'scoring_mode', 'potw_enabled', 'points_for_draw', 'external'])
      .where('org_id', '=', 1)
      .orderBy('id')
      .execute();

  it("action availability of a generated update: refused when the action's rule does not hold for every target", async () => {
    // Not the first league: it runs Plays of the Week, which the next test needs.
    const [, managed, own] = await narrowedLeagues();
    await narrowedServer.database.db.updateTable('leagues').set({ external: true }).where('id', '=', managed.id).execute();
    const input = { ids: [String(own.id), String(managed.id)], attributes: { name: 'Renamed League' } };
    const refused = await narrowedAdmin.request(UPDATE_LEAGUES, { input });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Edit Settings is not available for the selected Leagues.',
      extensions: { code: 'FORBIDDEN' },
    });
    const after = await narrowedLeagues();
    expect([own.id, managed.id].map((id) => after.find((l) => l.id === id)!.external)).toEqual([false, true]);
    const names = await narrowedServer.database.db.selectFrom('leagues').select('name').where('id', 'in', [own.id, managed.id]).execute();
    expect(names.map((n) => n.name)).not.toContain('Renamed League');
    // Without the managed league, the same edit is offered and accepted.
    expect((await narrowedAdmin.request(UPDATE_LEAGUES, { input: { ...input, ids: [String(own.id)] } })).errors).toBeUndefined();
  });

  it("a declared operation's action: its narrower roles and its own availability are refused too", async () => {
    const basketball = (await narrowedLeagues()).filter((l) => l.sport === 'basketball' && !l.external);
    const withPotw = basketball.find((l) => l.potw_enabled)!;
    const plain = basketball.find((l) => !l.potw_enabled)!;
    // The operation allows organisation admins; its only action is offered to platform admins.
    const role = await narrowedOrgAdmin.request(TO_MINIBALL, { input: { leagueIds: [String(plain.id)] } });
    expect(role.errors?.[0]).toMatchObject({ message: 'You may not run leaguesChangeToMiniball.', extensions: { code: 'FORBIDDEN' } });
    // The operation's rule holds for a basketball league with Plays of the Week; the action's does not.
    const rule = await narrowedAdmin.request(TO_MINIBALL, { input: { leagueIds: [String(withPotw.id)] } });
    expect(rule.errors?.[0].message).toBe('Change to Miniball is not available for the selected Leagues.');
    const sports = await narrowedLeagues();
    expect([plain.id, withPotw.id].map((id) => sports.find((l) => l.id === id)!.sport)).toEqual(['basketball', 'basketball']);
    const allowed = await narrowedAdmin.request(TO_MINIBALL, { input: { leagueIds: [String(plain.id)] } });
    expect(allowed.data).toEqual({ leaguesChangeToMiniball: [{ id: String(plain.id), sport: 'miniball' }] });
  });

  it("a declared operation's arguments: adminOnly and visibleWhen hold as in its dialog", async () => {
    const target = (await narrowedLeagues()).find((l) => l.sport === 'basketball' && !l.external)!;
    const run = (client: GraphqlClient, args: Record<string, unknown>) =>
      client.request(SET_SCORING, { input: { leagueIds: [String(target.id)], ...args } });
    const adminOnly = await run(narrowedOrgAdmin, { scoringMode: 'team_game_people_scoring_team', potwEnabled: true });
    expect(problemsOf(adminOnly)).toEqual([{ field: 'potwEnabled', message: 'Plays of the Week may only be set by a platform admin' }]);
    const hidden = await run(narrowedOrgAdmin, { scoringMode: 'team_game_people_scoring_team', pointsForDraw: 3 });
    expect(problemsOf(hidden)).toEqual([
      { field: 'pointsForDraw', message: 'Points for draw does not apply with the other values given, so it cannot be set' },
    ]);
    const before = (await narrowedLeagues()).find((l) => l.id === target.id)!;
    expect([before.scoring_mode, before.points_for_draw]).toEqual([target.scoring_mode, target.points_for_draw]);
    // Shown once the scoring mode it depends on is chosen; the admin-only argument from a platform admin.
    const shown = await run(narrowedOrgAdmin, { scoringMode: 'team_no_game_people', pointsForDraw: 3 });
    expect(shown.data).toEqual({
      leaguesSetScoring: [{ id: String(target.id), scoringMode: 'team_no_game_people', pointsForDraw: 3, potwEnabled: false }],
    });
    expect((await run(narrowedAdmin, { scoringMode: 'team_no_game_people', potwEnabled: true })).errors).toBeUndefined();
  });

  it("field lockedWhen: a declared operation's set may not change a locked field either", async () => {
    const miniball = (await narrowedLeagues()).filter((l) => l.sport === 'basketball' && !l.external).at(-1)!;
    await narrowedServer.database.db.updateTable('leagues').set({ sport: 'miniball' }).where('id', '=', miniball.id).execute();
    const locked = await narrowedAdmin.request(SET_SCORING, { input: { leagueIds: [String(miniball.id)], scoringMode: 'team_no_game_people' } });
    expect(problemsOf(locked)).toEqual([{ field: 'scoringMode', message: 'Scoring mode is locked for miniball.' }]);
    expect((await narrowedLeagues()).find((l) => l.id === miniball.id)!.scoring_mode).toBe(miniball.scoring_mode);
    // Setting the mode it already has is not a change.
    const same = await narrowedAdmin.request(SET_SCORING, { input: { leagueIds: [String(miniball.id)], scoringMode: miniball.scoring_mode } });
    expect(same.errors).toBeUndefined();
  });
});
