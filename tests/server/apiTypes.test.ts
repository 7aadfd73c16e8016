import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

/** Each API-side type, its table and the SQL that names the partner owning a row `t`. */
const PARTNER_OF = {
  ApiCredential: ['api_credentials', sql`t.api_partner_id`],
  ApiOrganisation: ['api_organisations', sql`t.api_partner_id`],
  ApiCourt: ['api_courts', sql`(SELECT o.api_partner_id FROM api_organisations o WHERE o.id = t.api_organisation_id)`],
  ApiCompetition: ['api_competitions', sql`(SELECT o.api_partner_id FROM api_organisations o WHERE o.id = t.api_organisation_id)`],
  ApiTeam: ['api_teams', sql`(SELECT o.api_partner_id FROM api_organisations o WHERE o.id = t.api_organisation_id)`],
  ApiRosterEntry: [
    'api_roster_entries',
    sql`(SELECT o.api_partner_id FROM api_teams at JOIN api_organisations o ON o.id = at.api_organisation_id WHERE at.id = t.api_team_id)`,
  ],
  ApiGameSchedule: ['api_game_schedules', sql`(SELECT o.api_partner_id FROM api_organisations o WHERE o.id = t.api_organisation_id)`],
  ApiProfile: ['api_profiles', sql`t.api_partner_id`],
  ApiGraphqlRequest: ['api_graphql_requests', sql`t.api_partner_id`],
  ApiGrade: [
    'api_grades',
    sql`(SELECT o.api_partner_id FROM api_competitions c JOIN api_organisations o ON o.id = c.api_organisation_id WHERE c.id = t.api_competition_id)`,
  ],
  GameDayMatch: [
    'game_day_matches',
    sql`(SELECT o.api_partner_id FROM api_game_schedules s JOIN api_organisations o ON o.id = s.api_organisation_id WHERE s.id = t.api_game_schedule_id)`,
  ],
  GameDaySubmission: [
    'game_day_submissions',
    sql`(SELECT o.api_partner_id FROM api_game_schedules s JOIN api_organisations o ON o.id = s.api_organisation_id WHERE s.id = t.api_game_schedule_id)`,
  ],
  PlayHqGameCallback: [
    'play_hq_game_callbacks',
    sql`(SELECT o.api_partner_id FROM api_game_schedules s JOIN api_organisations o ON o.id = s.api_organisation_id WHERE s.id = t.api_game_schedule_id)`,
  ],
  PlayHqOrganisation: ['play_hq_organisations', sql`t.api_partner_id`],
} as const;
const TYPENAMES = Object.keys(PARTNER_OF) as (keyof typeof PARTNER_OF)[];

type Listed = { readminObjects: { id: string; readminName: string }[]; readminObjectsCount: number };
const LIST = `query($typename: String!, $apiPartnerId: ID) {
  readminObjects(typename: $typename, apiPartnerId: $apiPartnerId, limit: 100) { id readminName }
  readminObjectsCount(typename: $typename, apiPartnerId: $apiPartnerId)
}`;
const sortedIds = (rows: { id: string | number }[]) => rows.map((r) => Number(r.id)).sort((a, b) => a - b);
const names = (rows: { readminName: string }[]) => rows.map((r) => r.readminName).sort();

describe.each(TEST_DATABASES)('API partner record types on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let partnerAdmin: GraphqlClient;
  let courtSide: number;
  let leagueLink: number;

  /** Ids of the type's rows, all of them or those a partner owns, straight from the database. */
  const rowIds = async (typename: keyof typeof PARTNER_OF, partner?: number) => {
    const [table, owner] = PARTNER_OF[typename];
    const { rows } = await sql<{ id: number }>`SELECT t.id FROM ${sql.table(table)} AS t
      WHERE ${partner === undefined ? sql`true` : sql`${owner} = ${partner}`} ORDER BY t.id`.execute(server.database.db);
    return rows.map((r) => r.id);
  };

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, orgAdmin, venueAdmin, partnerAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin, DEMO_USERS.partnerAdmin].map((email) => signedIn(server.url, email)),
    );
    const partners = await server.database.db.selectFrom('api_partners').select(['id', 'name']).orderBy('id').execute();
    courtSide = partners.find((p) => p.name === 'CourtSide Data')!.id as number;
    leagueLink = partners.find((p) => p.name === 'League Link')!.id as number;
  });
  afterAll(() => server.close());

  it.each(TYPENAMES)('a platform admin lists every seeded %s, of both partners', async (typename) => {
    const seeded = await rowIds(typename);
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    expect((await rowIds(typename, courtSide)).length).toBeGreaterThan(0);
    expect((await rowIds(typename, leagueLink)).length).toBeGreaterThan(0);
    const { data, errors } = await admin.request<Listed>(LIST, { typename });
    expect(errors).toBeUndefined();
    expect(sortedIds(data!.readminObjects)).toEqual(seeded);
    expect(data!.readminObjectsCount).toBe(seeded.length);
  });

  it.each(TYPENAMES)('the CourtSide Data admin sees only that partner’s %s rows, under any route owner', async (typename) => {
    const own = await rowIds(typename, courtSide);
    const everywhere = await partnerAdmin.request<Listed>(LIST, { typename });
    expect(everywhere.errors).toBeUndefined();
    expect(sortedIds(everywhere.data!.readminObjects)).toEqual(own);
    expect(everywhere.data!.readminObjectsCount).toBe(own.length);
    const inside = await partnerAdmin.request<Listed>(LIST, { typename, apiPartnerId: String(courtSide) });
    expect(sortedIds(inside.data!.readminObjects)).toEqual(own);
    const otherPartner = await partnerAdmin.request<Listed>(LIST, { typename, apiPartnerId: String(leagueLink) });
    expect(otherPartner.data!.readminObjects).toEqual([]);
    const [foreign] = await rowIds(typename, leagueLink);
    const one = await partnerAdmin.request(`{ readminObject(typename: "${typename}", id: "${foreign}") { id } }`);
    expect(one.data).toEqual({ readminObject: null });
  });

  it.each(TYPENAMES)('organisation and venue admins are refused %s', async (typename) => {
    for (const client of [orgAdmin, venueAdmin]) {
      const res = await client.request(LIST, { typename });
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('a platform admin lists one partner’s rows under its route', async () => {
    const { data } = await admin.request<Listed>(LIST, { typename: 'ApiOrganisation', apiPartnerId: String(leagueLink) });
    expect(names(data!.readminObjects)).toEqual(['Southern Lakes Netball League']);
    const courts = await admin.request<Listed>(LIST, { typename: 'ApiCourt', apiPartnerId: String(courtSide) });
    expect(names(courts.data!.readminObjects)).toEqual(['Bondi Court 1', 'DHSC Court 1', 'DHSC Court 2', 'Leichhardt Park Court A']);
  });

  it('shows the partner’s credentials and the game schedules’ tabs as associations', async () => {
    const partner = await partnerAdmin.request<{ readminObject: { readminAssociationObjects: { readminName: string }[] } }>(
      `{ readminObject(typename: "ApiPartner", id: "${courtSide}") { readminAssociationObjects(associationName: "credentials") { readminName } } }`,
    );
    expect(names(partner.data!.readminObject.readminAssociationObjects)).toEqual(['Production sync', 'Staging (retired)']);
    const schedule = await server.database.db
      .selectFrom('api_game_schedules')
      .select('id')
      .where('external_id', '=', 'HCBA-FX-5001')
      .executeTakeFirstOrThrow();
    const tabs = await partnerAdmin.request<{ readminObject: Record<string, number> & { readminName: string } }>(
      `{ readminObject(typename: "ApiGameSchedule", id: "${schedule.id}") {
          readminName
          roster: readminAssociationCount(associationName: "roster")
          matches: readminAssociationCount(associationName: "gameDayMatches")
          submissions: readminAssociationCount(associationName: "gameDaySubmissions")
          callbacks: readminAssociationCount(associationName: "playHqGameCallbacks")
      } }`,
    );
    expect(tabs.errors).toBeUndefined();
    expect(tabs.data!.readminObject).toEqual({
      readminName: 'Pyrmont Pelicans vs Redfern Rockets',
      roster: 1,
      matches: 1,
      submissions: 2,
      callbacks: 0,
    });
  });

  it('labels cancelled fixtures and failed requests, and scopes the request log by outcome', async () => {
    const { data } = await admin.request<{ readminObjects: { readminName: string; readminLabels: { content: string }[] }[] }>(
      '{ readminObjects(typename: "ApiGameSchedule", filterBar: { filtersHash: { status: "cancelled" } }) { readminName readminLabels { content } } }',
    );
    expect(data!.readminObjects).toEqual([{ readminName: 'Balmain Tigers vs Glebe Giants', readminLabels: [{ content: 'Cancelled' }] }]);
    const failed = await partnerAdmin.request<{ readminObjectsCount: number }>(
      '{ readminObjectsCount(typename: "ApiGraphqlRequest", filterBar: { scopeFilter: "failed" }) }',
    );
    expect(failed.data!.readminObjectsCount).toBe(2);
  });

  it('issues a credential only to platform admins, naming a missing name (the key itself: partnerApi.test.ts)', async () => {
    const before = (await rowIds('ApiCredential')).length;
    const issue = 'mutation($input: IssueApiCredentialInput!) { issueApiCredential(input: $input) { apiKey } }';
    const bad = await admin.request(issue, { input: { apiPartnerId: String(courtSide), name: '' } });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const byPartner = await partnerAdmin.request(issue, { input: { apiPartnerId: String(courtSide), name: 'Self-issued' } });
    expect(byPartner.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await rowIds('ApiCredential')).toHaveLength(before);
  });

  it('disables a credential, offers no edit of its client id, and removes it', async () => {
    const [id] = await server.database.db.selectFrom('api_credentials').select('id').where('client_id', '=', 'csd_prod_4f9a2c71').execute();
    const disabled = await admin.request<{ apiCredentialsUpdate: { enabled: boolean; readminLabels: { content: string }[] }[] }>(
      'mutation($input: ApiCredentialsUpdateInput!) { apiCredentialsUpdate(input: $input) { enabled readminLabels { content } } }',
      { input: { ids: [String(id.id)], attributes: { enabled: false } } },
    );
    expect(disabled.data!.apiCredentialsUpdate).toEqual([{ enabled: false, readminLabels: [{ content: 'Disabled' }] }]);
    const locked = await admin.request('mutation($input: ApiCredentialsUpdateInput!) { apiCredentialsUpdate(input: $input) { id } }', {
      input: { ids: [String(id.id)], attributes: { clientId: 'csd_prod_renamed' } },
    });
    expect(locked.errors?.[0].message).toMatch(/"clientId" is not defined/);
    const byPartner = await partnerAdmin.request('mutation($input: ApiCredentialsUpdateInput!) { apiCredentialsUpdate(input: $input) { id } }', {
      input: { ids: [String(id.id)], attributes: { enabled: true } },
    });
    expect(byPartner.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const removed = await admin.request('mutation($input: ApiCredentialsRemoveInput!) { apiCredentialsRemove(input: $input) { ids } }', {
      input: { ids: [String(id.id)] },
    });
    expect(removed.errors).toBeUndefined();
    expect(await server.database.db.selectFrom('api_credentials').select('id').where('id', '=', id.id).execute()).toEqual([]);
    // The request log keeps its rows; they no longer name the credential.
    const requests = await server.database.db
      .selectFrom('api_graphql_requests')
      .select('api_credential_id')
      .where('operation_name', '=', 'Fixtures')
      .execute();
    expect(requests).toEqual([{ api_credential_id: null }]);
  });

  it('lets only platform admins enable the API of a PlayHQ organisation (playHqOrganisationUpdate)', async () => {
    const row = await server.database.db
      .selectFrom('play_hq_organisations')
      .select(['id', 'api_enabled'])
      .where('name', '=', 'Central Otago Netball Centre')
      .executeTakeFirstOrThrow();
    expect(row.api_enabled).toBe(false);
    const mutation =
      'mutation($input: PlayHqOrganisationUpdateInput!) { playHqOrganisationUpdate(input: $input) { apiEnabled readminLabels { content } } }';
    const byPartner = await partnerAdmin.request(mutation, { input: { id: String(row.id), attributes: { apiEnabled: true } } });
    expect(byPartner.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const bad = await admin.request(mutation, { input: { id: String(row.id), attributes: { apiEnabled: null } } });
    expect(bad.errors?.[0].message).toBe('API enabled must be true or false');
    const res = await admin.request<{ playHqOrganisationUpdate: unknown }>(mutation, {
      input: { id: String(row.id), attributes: { apiEnabled: true } },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.playHqOrganisationUpdate).toEqual({ apiEnabled: true, readminLabels: [] });
    const locked = await admin.request(mutation, { input: { id: String(row.id), attributes: { playHqId: 'another-id' } } });
    expect(locked.errors?.[0].message).toBe('PlayHQ ID cannot be changed after creation');
  });

  it('offers no create, update or remove of imported partner data', async () => {
    const { data } = await admin.request<{ __schema: { mutationType: { fields: { name: string }[] } } }>(
      '{ __schema { mutationType { fields { name } } } }',
    );
    const mutations = data!.__schema.mutationType.fields.map((f) => f.name);
    const readOnly = TYPENAMES.filter((t) => t !== 'ApiCredential' && t !== 'PlayHqOrganisation');
    for (const t of readOnly) {
      const generated = new RegExp(`^(add${t}|${t.charAt(0).toLowerCase()}${t.slice(1)}\\w*(Update|Remove|Delete))$`);
      expect(mutations.filter((n) => generated.test(n))).toEqual([]);
    }
    expect(mutations).toEqual(
      expect.arrayContaining([
        'issueApiCredential',
        'apiCredentialRevoke',
        'apiCredentialsUpdate',
        'apiCredentialsRemove',
        'playHqOrganisationUpdate',
      ]),
    );
  });
});
