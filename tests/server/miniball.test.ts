import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { orgAdPreset } from '../support/adPresets.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const CHANGE = 'mutation($input: LeaguesChangeToMiniballInput!) { leaguesChangeToMiniball(input: $input) { id sport scoringMode } }';
const UPDATE = 'mutation($input: LeaguesUpdateInput!) { leaguesUpdate(input: $input) { id sport scoringMode } }';
const RULE = 'Change to Miniball is offered only when every selected league is basketball.';

type LeagueRow = { id: number; org_id: number; sport: string };

/** leaguesChangeToMiniball (spec 001 §4) and the scoring mode it locks (001 §5), through the API. */
describe.each(TEST_DATABASES)('Change to Miniball on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let leagues: LeagueRow[];

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, orgAdmin, venueAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)),
    );
    leagues = (await server.database.db.selectFrom('leagues').select(['id', 'org_id', 'sport']).orderBy('id').execute()) as LeagueRow[];
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const sportOf = async (id: number) => (await db().selectFrom('leagues').select('sport').where('id', '=', id).executeTakeFirstOrThrow()).sport;
  const basketball = (org: number) => leagues.filter((l) => l.org_id === org && l.sport === 'basketball');
  const ids = (rows: LeagueRow[]) => rows.map((l) => String(l.id));

  it('the demo has basketball leagues in one organisation and netball leagues in another', () => {
    expect(basketball(1).length).toBeGreaterThanOrEqual(3);
    expect(leagues.some((l) => l.org_id === 2 && l.sport === 'netball')).toBe(true);
  });

  it('changes every selected basketball league to miniball, with one audit version each', async () => {
    const [a, b] = basketball(1);
    const res = await orgAdmin.request(CHANGE, { input: { leagueIds: ids([a, b]) } });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      leaguesChangeToMiniball: [a, b].map((l) => ({ id: String(l.id), sport: 'miniball', scoringMode: 'team_game_people_scoring_team' })),
    });
    for (const league of [a, b]) {
      const versions = await db()
        .selectFrom('paper_trail_versions')
        .selectAll()
        .where('item_type', '=', 'League')
        .where('item_id', '=', league.id)
        .execute();
      expect(versions).toHaveLength(1);
      expect(versions[0]).toMatchObject({ event: 'update', whodunnit_id: 2, object_changes: { sport: ['basketball', 'miniball'] } });
    }
  });

  it('refuses a selection with a league that is not basketball, changing none of them', async () => {
    const [, , c] = basketball(1);
    const netball = leagues.find((l) => l.sport === 'netball')!;
    const mixed = await admin.request(CHANGE, { input: { leagueIds: ids([c, netball]) } });
    expect(mixed.errors?.[0]).toMatchObject({ message: RULE, extensions: { code: 'FORBIDDEN' } });
    expect([await sportOf(c.id), await sportOf(netball.id)]).toEqual(['basketball', 'netball']);
    // A league already changed is no longer basketball either.
    const again = await orgAdmin.request(CHANGE, { input: { leagueIds: ids([basketball(1)[0], c]) } });
    expect(again.errors?.[0].message).toBe(RULE);
    expect(await sportOf(c.id)).toBe('basketball');
  });

  it('refuses roles without the grant, and leagues of another organisation as if missing', async () => {
    const [, , c] = basketball(1);
    const venue = await venueAdmin.request(CHANGE, { input: { leagueIds: ids([c]) } });
    expect(venue.errors?.[0]).toMatchObject({ message: 'You may not run leaguesChangeToMiniball.', extensions: { code: 'FORBIDDEN' } });
    const [theirs] = await db()
      .insertInto('leagues')
      .values({
        name: 'Visiting Cup',
        org_id: 2,
        ad_preset_id: orgAdPreset(2),
        sport: 'basketball',
        scoring_mode: 'team_no_game_people',
        period_type: 'quarters',
      })
      .returning('id')
      .execute();
    const mixed = await orgAdmin.request(CHANGE, { input: { leagueIds: [String(c.id), String(theirs.id)] } });
    expect(mixed.errors?.[0].message).toBe(`No League you may update with id ${theirs.id}.`);
    expect([await sportOf(c.id), await sportOf(theirs.id as number)]).toEqual(['basketball', 'basketball']);
    const missing = await orgAdmin.request(CHANGE, { input: { leagueIds: ['999999'] } });
    expect(missing.errors?.[0].message).toBe('No League you may update with id 999999.');
  });

  it("locks a miniball league's scoring mode, on the server", async () => {
    const [miniball] = basketball(1); // changed above
    const locked = await orgAdmin.request(UPDATE, { input: { ids: [String(miniball.id)], attributes: { scoringMode: 'team_no_game_people' } } });
    expect(locked.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', problems: [{ field: 'scoringMode', message: 'Scoring mode is locked for miniball.' }] },
    });
    const row = await db().selectFrom('leagues').select('scoring_mode').where('id', '=', miniball.id).executeTakeFirstOrThrow();
    expect(row.scoring_mode).toBe('team_game_people_scoring_team');
    // Sending the value it already has changes nothing and is not refused; other fields still change.
    const same = await orgAdmin.request(UPDATE, {
      input: { ids: [String(miniball.id)], attributes: { scoringMode: 'team_game_people_scoring_team', name: 'Mini League' } },
    });
    expect(same.errors).toBeUndefined();
    // A basketball league's scoring mode may change.
    const [, , c] = basketball(1);
    const free = await orgAdmin.request(UPDATE, { input: { ids: [String(c.id)], attributes: { scoringMode: 'team_no_game_people' } } });
    expect(free.errors).toBeUndefined();
    expect(free.data).toEqual({ leaguesUpdate: [{ id: String(c.id), sport: 'basketball', scoringMode: 'team_no_game_people' }] });
  });
});
