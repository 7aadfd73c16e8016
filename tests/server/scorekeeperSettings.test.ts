import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { problemsOf, signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { orgAdPreset, orgAdPresetId } from '../support/adPresets.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { runtimeTables } from '../../src/server/db/database.ts';

const LEAGUES_SK =
  'mutation($input: LeaguesUpdateScorekeeperConfigInput!) { leaguesUpdateScorekeeperConfig(input: $input) { id periodType periodLength gameClockVisible gameClockStartMs scoringMode } }';
const COMPETITIONS_SK =
  'mutation($input: CompetitionsUpdateScorekeeperConfigInput!) { competitionsUpdateScorekeeperConfig(input: $input) { id periodLength foulsPerPeriod } }';
const COMPETITIONS_UPDATE = 'mutation($input: CompetitionsUpdateInput!) { competitionsUpdate(input: $input) { id name pointsForWin } }';
const ADD_COMPETITION =
  'mutation($input: AddCompetitionInput!) { addCompetition(input: $input) { id active videoRecordingPermitted pointsForWin pointsForDraw pointsForLoss pointsForForfeit } }';

/**
 * Scorekeeper settings (spec 001 §3 ScorekeeperConfig, §5) as named updates, requiredWhen on the server,
 * and a competition's changes overriding its leagues' settings (§3), through the API.
 */
describe.each(TEST_DATABASES)('scorekeeper settings on %s', (kind) => {
  let server: TestServer;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let competition: number;
  let leagues: Record<'basketball' | 'miniball' | 'netball' | 'foreign', number>;

  const db = () => server.database.db;
  const insert = async (table: string, values: Record<string, unknown>) =>
    ((await runtimeTables(db()).insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()) as { id: number }).id;
  const league = (id: number) => db().selectFrom('leagues').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const versionsOf = (type: string, id: number) =>
    db().selectFrom('paper_trail_versions').selectAll().where('item_type', '=', type).where('item_id', '=', id).orderBy('id').execute();

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [orgAdmin, venueAdmin] = await Promise.all([DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)));
    competition = await insert('competitions', {
      name: 'Scorekeeper Cup',
      org_id: 1,
      ad_preset_id: orgAdPreset(1),
      sport: 'basketball',
      period_type: 'quarters',
    });
    const leagueIn = (name: string, sport: string, org_id = 1) =>
      insert('leagues', {
        name,
        org_id,
        ad_preset_id: orgAdPreset(org_id),
        sport,
        competition_id: org_id === 1 ? competition : null,
        scoring_mode: 'team_no_game_people',
        period_type: 'quarters',
      });
    leagues = {
      basketball: await leagueIn('SK Basketball', 'basketball'),
      miniball: await leagueIn('SK Miniball', 'miniball'),
      netball: await leagueIn('SK Netball', 'netball'),
      foreign: await leagueIn('SK Elsewhere', 'basketball', 2),
    };
  });
  afterAll(() => server.close());

  it('updates the selected leagues and writes one audit version each', async () => {
    const ids = [leagues.basketball, leagues.netball].map(String);
    const res = await orgAdmin.request(LEAGUES_SK, { input: { leagueIds: ids, periodType: 'halves', periodLength: 720 } });
    expect(res.errors).toBeUndefined();
    for (const id of [leagues.basketball, leagues.netball]) {
      expect(await league(id)).toMatchObject({ period_type: 'halves', period_length: 720, game_clock_start_ms: 600000 });
      const [version] = await versionsOf('League', id);
      expect(version.object_changes).toMatchObject({ periodType: ['quarters', 'halves'], periodLength: [600, 720] });
    }
  });

  it('requires the game clock start only when the clock is visible (requiredWhen), refusing the whole batch', async () => {
    const ids = [leagues.basketball, leagues.netball].map(String);
    const visible = await orgAdmin.request(LEAGUES_SK, { input: { leagueIds: ids, gameClockStartMs: null, foulsPerPeriod: 6 } });
    expect(problemsOf(visible)).toEqual([{ field: 'gameClockStartMs', message: 'Game clock start (ms) is required' }]);
    expect((await league(leagues.basketball)).fouls_per_period).toBe(4);
    const hidden = await orgAdmin.request(LEAGUES_SK, { input: { leagueIds: ids, gameClockVisible: false, gameClockStartMs: null } });
    expect(hidden.errors).toBeUndefined();
    expect(await league(leagues.netball)).toMatchObject({ game_clock_visible: false, game_clock_start_ms: null });
    // Showing the clock again without a start is refused: the rule reads the record as it would be.
    const shown = await orgAdmin.request(LEAGUES_SK, { input: { leagueIds: ids, gameClockVisible: true } });
    expect(problemsOf(shown)).toEqual([{ field: 'gameClockStartMs', message: 'Game clock start (ms) is required' }]);
    await orgAdmin.request(LEAGUES_SK, { input: { leagueIds: ids, gameClockVisible: true, gameClockStartMs: 600000 } });
  });

  it('checks the fields as the edit does: required values, bounds, 3-point only for basketball and miniball, locked scoring mode', async () => {
    const empty = await orgAdmin.request(LEAGUES_SK, { input: { leagueIds: [String(leagues.basketball)], periodType: null, periodLength: 5 } });
    expect(problemsOf(empty).map((p) => p.field)).toEqual(['periodType', 'periodLength']);
    const threePoint = await orgAdmin.request(LEAGUES_SK, { input: { leagueIds: [String(leagues.netball)], allowThreePointShots: false } });
    expect(problemsOf(threePoint)).toEqual([
      { field: 'allowThreePointShots', message: 'Allow 3-point shots does not apply to this record, so it cannot be set' },
    ]);
    const locked = await orgAdmin.request(LEAGUES_SK, {
      input: { leagueIds: [String(leagues.miniball)], scoringMode: 'team_game_people_scoring_team' },
    });
    expect(problemsOf(locked)).toEqual([{ field: 'scoringMode', message: 'Scoring mode is locked for miniball.' }]);
  });

  it('refuses roles without the grant, and leagues of another organisation as if missing', async () => {
    const venue = await venueAdmin.request(LEAGUES_SK, { input: { leagueIds: [String(leagues.basketball)], foulsPerPeriod: 3 } });
    expect(venue.errors?.[0]).toMatchObject({ message: 'You may not run leaguesUpdateScorekeeperConfig.', extensions: { code: 'FORBIDDEN' } });
    const foreign = await orgAdmin.request(LEAGUES_SK, {
      input: { leagueIds: [String(leagues.basketball), String(leagues.foreign)], foulsPerPeriod: 3 },
    });
    expect(foreign.errors?.[0].message).toBe(`No League you may update with id ${leagues.foreign}.`);
    expect((await league(leagues.basketball)).fouls_per_period).toBe(4);
  });

  it("writes a competition's scorekeeper settings to its leagues, audited, keeping a miniball league's locked scoring mode", async () => {
    const res = await orgAdmin.request(COMPETITIONS_SK, {
      input: { competitionIds: [String(competition)], foulsPerPeriod: 7, scoringMode: 'team_game_people_scoring_game_people_simple' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ competitionsUpdateScorekeeperConfig: [{ id: String(competition), periodLength: 600, foulsPerPeriod: 7 }] });
    expect(await league(leagues.basketball)).toMatchObject({ fouls_per_period: 7, scoring_mode: 'team_game_people_scoring_game_people_simple' });
    expect(await league(leagues.miniball)).toMatchObject({ fouls_per_period: 7, scoring_mode: 'team_no_game_people' });
    expect((await league(leagues.foreign)).fouls_per_period).toBe(4);
    const versions = await versionsOf('League', leagues.miniball);
    expect(versions.at(-1)).toMatchObject({ event: 'update', whodunnit_id: 2, object_changes: { foulsPerPeriod: [4, 7] } });
  });

  it("writes a competition's edited settings to its leagues in the same transaction, but not its name", async () => {
    const res = await orgAdmin.request(COMPETITIONS_UPDATE, {
      input: { ids: [String(competition)], attributes: { name: 'Renamed Cup', pointsForWin: 3 } },
    });
    expect(res.errors).toBeUndefined();
    for (const id of [leagues.basketball, leagues.miniball, leagues.netball]) expect(await league(id)).toMatchObject({ points_for_win: 3 });
    expect((await league(leagues.basketball)).name).toBe('SK Basketball');
    expect((await versionsOf('League', leagues.netball)).at(-1)!.object_changes).toEqual({ pointsForWin: [2, 3] });
  });

  it("locks an external competition's name", async () => {
    await db().updateTable('competitions').set({ external: true }).where('id', '=', competition).execute();
    const res = await orgAdmin.request(COMPETITIONS_UPDATE, { input: { ids: [String(competition)], attributes: { name: 'Another Name' } } });
    expect(problemsOf(res)).toEqual([{ field: 'name', message: 'The name of an external competition is locked.' }]);
  });

  it('creates a competition with the defaults of spec 001 §9', async () => {
    const res = await orgAdmin.request(ADD_COMPETITION, {
      input: { name: 'Defaults Cup', orgId: '1', sport: 'netball', adPresetId: await orgAdPresetId(db(), 1) },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data).toMatchObject({
      addCompetition: { active: true, videoRecordingPermitted: true, pointsForWin: 2, pointsForDraw: 1, pointsForLoss: 0, pointsForForfeit: 1 },
    });
  });
});
