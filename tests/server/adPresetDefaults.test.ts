import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { problemsOf, signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const ADD_LEAGUE = 'mutation($input: AddLeagueInput!) { addLeague(input: $input) { id adPreset { id } } }';
const ADD_COMPETITION = 'mutation($input: AddCompetitionInput!) { addCompetition(input: $input) { id adPreset { id } } }';
const ADD_PRESET = 'mutation($input: AddAdPresetInput!) { addAdPreset(input: $input) { id } }';
const UPDATE_PRESETS = 'mutation($input: AdPresetsUpdateInput!) { adPresetsUpdate(input: $input) { id defaultForNewLeague } }';

/**
 * The ad preset for new leagues (spec 001 §3–§5): every competition and league needs a preset, a create that
 * leaves it out takes its organisation's preset for new leagues (`defaultPick`), and an organisation has
 * one such preset: marking another unmarks it, with an audit version.
 */
describe.each(TEST_DATABASES)('the ad preset for new leagues on %s', (kind) => {
  let server: TestServer;
  let orgAdmin: GraphqlClient;
  const db = () => server.database.db;
  const presets = (org: number) =>
    db().selectFrom('ad_presets').select(['id', 'default_for_new_league']).where('org_id', '=', org).orderBy('id').execute();
  const marked = async (org: number) => (await presets(org)).filter((p) => p.default_for_new_league).map((p) => p.id);

  beforeAll(async () => {
    server = await startTestServer({ kind });
    orgAdmin = await signedIn(server.url, DEMO_USERS.orgAdmin);
  });
  afterAll(() => server?.close());

  it("gives a new league and competition without a preset their organisation's preset for new leagues", async () => {
    const [forNew] = await marked(1);
    const league = await orgAdmin.request<{ addLeague: { adPreset: { id: string } } }>(ADD_LEAGUE, {
      input: { name: 'Preset League', orgId: '1', sport: 'basketball', age: 'adult', gender: 'mixed' },
    });
    expect(league.errors).toBeUndefined();
    expect(league.data!.addLeague.adPreset.id).toBe(String(forNew));
    const chosen = (await presets(1)).find((p) => p.id !== forNew)!.id;
    const competition = await orgAdmin.request<{ addCompetition: { adPreset: { id: string } } }>(ADD_COMPETITION, {
      input: { name: 'Preset Cup', orgId: '1', sport: 'basketball', adPresetId: String(chosen) },
    });
    expect(competition.data!.addCompetition.adPreset.id).toBe(String(chosen));
  });

  it('marking a preset for new leagues unmarks the organisation’s other one, with its version', async () => {
    const [was] = await marked(1);
    const other = (await presets(1)).find((p) => p.id !== was)!.id;
    const res = await orgAdmin.request(UPDATE_PRESETS, { input: { ids: [String(other)], attributes: { defaultForNewLeague: true } } });
    expect(res.errors).toBeUndefined();
    expect(await marked(1)).toEqual([other]);
    const version = await db()
      .selectFrom('paper_trail_versions')
      .select(['event', 'object_changes'])
      .where('item_type', '=', 'AdPreset')
      .where('item_id', '=', was)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(version.event).toBe('update');
    expect(JSON.stringify(version.object_changes)).toContain('"defaultForNewLeague":[true,false]');
    // Another organisation's preset for new leagues is not touched.
    expect(await marked(2)).toHaveLength(1);

    const created = await orgAdmin.request<{ addAdPreset: { id: string } }>(ADD_PRESET, {
      input: { name: 'Finals sponsors', orgId: '1', defaultForNewLeague: true },
    });
    expect(created.errors).toBeUndefined();
    expect(await marked(1)).toEqual([Number(created.data!.addAdPreset.id)]);
  });

  it('says the preset is required when the organisation has none for new leagues', async () => {
    await db().updateTable('ad_presets').set({ default_for_new_league: false }).where('org_id', '=', 1).execute();
    const res = await orgAdmin.request(ADD_LEAGUE, {
      input: { name: 'No Preset League', orgId: '1', sport: 'basketball', age: 'adult', gender: 'mixed' },
    });
    expect(problemsOf(res)).toEqual([{ field: 'adPreset', message: 'Ad preset is required' }]);
  });
});
