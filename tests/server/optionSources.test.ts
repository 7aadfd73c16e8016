import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { OPTION_SOURCE_NAMES, type OptionSourceName } from '../../src/metadata/optionSources/index.ts';
import { checkValue } from '../../src/server/fieldTypes/validation.ts';
import type { NormalizedField } from '../../src/metadata/normalized.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

type Option = { value: string; label: string };
type Answer = { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] };

const problemsOf = (res: Answer) => res.errors?.[0]?.extensions?.problems;

/** One entry each source must list, with the label people read. */
const SAMPLES: Record<OptionSourceName, Option> = {
  timeZones: { value: 'Australia/Sydney', label: 'Australia/Sydney' },
  countries: { value: 'AU', label: 'Australia' },
  sports: { value: 'netball', label: 'Netball' },
  periodTypes: { value: 'quarters', label: 'Quarters' },
  scoringModes: { value: 'team_game_people_scoring_game_people_positional', label: 'Game people scoring, positional' },
  networkDeviceModels: { value: 'ubiquiti-usw-lite-8-poe', label: 'Ubiquiti UniFi Switch Lite 8 PoE' },
  cloudRegions: { value: 'ap-southeast-2', label: 'Asia Pacific (Sydney)' },
};

describe.each(TEST_DATABASES)('option sources on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  beforeAll(async () => {
    server = await startTestServer({ kind });
    admin = await signedIn(server.url, DEMO_USERS.admin);
  });
  afterAll(() => server.close());

  it.each(OPTION_SOURCE_NAMES)('%s is served by its own query', async (name) => {
    const res = await admin.request<Record<string, Option[]>>(`{ ${name} { value label } }`);
    expect(res.errors).toBeUndefined();
    const options = res.data![name];
    expect(options).toContainEqual(SAMPLES[name]);
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
  });

  it('serves countries with their states, and only to signed-in users', async () => {
    const res = await admin.request<{ countries: (Option & { states: Option[] })[] }>('{ countries { value label states { value label } } }');
    const australia = res.data!.countries.find((c) => c.value === 'AU')!;
    expect(australia.states).toContainEqual({ value: 'AU-NSW', label: 'New South Wales' });
    expect(australia.states).toHaveLength(8);
    expect(res.data!.countries.find((c) => c.value === 'GB')!.label).toBe('United Kingdom');
    const anonymous = await new GraphqlClient(server.url).request('{ sports { value } }');
    expect(anonymous.errors?.[0].message).toBe('You must sign in first.');
  });

  it('refuses a value outside its source, naming the field, and stores one inside it', async () => {
    const update = (mutation: string, input: string, id: string, attributes: Record<string, unknown>) =>
      admin.request(`mutation($input: ${input}!) { ${mutation}(input: $input) { id } }`, { input: { ids: [id], attributes } });
    const refused = await update('orgsUpdate', 'OrgsUpdateInput', '1', { countryCode: 'XX', primarySport: 'cricket', timeZone: 'Mars/Olympus' });
    expect(problemsOf(refused)).toEqual([
      { field: 'primarySport', message: 'Primary sport must be one of basketball, miniball, netball, futsal, volleyball' },
      { field: 'countryCode', message: 'Country must be a country code (ISO 3166-1 alpha-2)' },
      { field: 'timeZone', message: 'Time Zone must be a known time zone' },
    ]);
    const venue = await update('venuesUpdate', 'VenuesUpdateInput', '1', { awsRegion: 'mars-north-1' });
    expect(problemsOf(venue)).toEqual([
      { field: 'awsRegion', message: 'AWS Region must be one of ap-southeast-2, ap-southeast-1, us-west-2, eu-west-2' },
    ]);

    const accepted = await update('orgsUpdate', 'OrgsUpdateInput', '1', { countryCode: 'NZ', primarySport: 'netball', timeZone: 'Asia/Kolkata' });
    expect(accepted.errors).toBeUndefined();
    const org = await server.database.db
      .selectFrom('orgs')
      .select(['country_code', 'primary_sport', 'time_zone'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(org).toEqual({ country_code: 'NZ', primary_sport: 'netball', time_zone: 'Asia/Kolkata' });
    expect((await update('venuesUpdate', 'VenuesUpdateInput', '1', { awsRegion: 'eu-west-2' })).errors).toBeUndefined();
  });

  it('filters a list by a source value and offers the source as the filter options', async () => {
    const netball = await admin.request<{ readminObjects: { id: string }[] }>(
      '{ readminObjects(typename: "League", filterBar: { filtersHash: { sport: "netball" } }, limit: 100) { id } }',
    );
    expect(netball.errors).toBeUndefined();
    const expected = await server.database.db.selectFrom('leagues').select('id').where('sport', '=', 'netball').execute();
    expect(netball.data!.readminObjects.map((l) => Number(l.id)).sort()).toEqual(expected.map((l) => l.id).sort());
    expect(expected.length).toBeGreaterThan(0);
    const typedef = await admin.request<{ readminObjectTypedef: { readminFilters: { name: string; options: Option[] }[] } }>(
      '{ readminObjectTypedef(typename: "League") { readminFilters { name options { value label } } } }',
    );
    expect(typedef.data!.readminObjectTypedef.readminFilters.find((f) => f.name === 'sport')!.options).toContainEqual(SAMPLES.sports);
  });
});

describe('the sources no record type uses yet are checked the same way', () => {
  it.each(['periodTypes', 'scoringModes', 'networkDeviceModels'] as const)('%s', (source) => {
    const field = { name: 'choice', type: 'enum', label: 'Choice', column: 'choice', optionsQuery: source } as NormalizedField;
    expect(checkValue(field, SAMPLES[source].value)).toEqual({ ok: true, value: SAMPLES[source].value });
    expect(checkValue(field, 'not-in-the-list')).toMatchObject({ ok: false, message: expect.stringMatching(/^must be /) });
  });
});
