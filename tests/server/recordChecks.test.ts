import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsOf, signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const ADD_INCIDENT = `mutation($input: AddIncidentInput!) { addIncident(input: $input) { id incidentStartTime incidentStopTime } }`;
const UPDATE_INCIDENT = `mutation($input: IncidentUpdateInput!) { incidentUpdate(input: $input) { id incidentStopTime } }`;
const UPDATE_STREAMS = `mutation($input: LiveStreamsUpdateInput!) { liveStreamsUpdate(input: $input) { id } }`;

/** The type-level rules across fields (metadata `checks`) hold on every write, judged on the record as it would be. */
describe.each(TEST_DATABASES)('record checks on %s', (kind) => {
  let server: TestServer;
  let orgAdmin: GraphqlClient;
  let game: number;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    orgAdmin = await signedIn(server.url, DEMO_USERS.orgAdmin);
    game = (await server.database.db.selectFrom('games').select('id').where('org_id', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server.close());

  const incident = (start: number, stop: number) => ({
    gameId: String(game),
    category: 'injury',
    incidentStartTime: start,
    incidentStopTime: stop,
  });

  it('refuses an incident whose stop is less than 5 seconds after its start, or which spans over 300 seconds', async () => {
    const before = await server.database.db
      .selectFrom('incidents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(problemsOf(await orgAdmin.request(ADD_INCIDENT, { input: incident(100, 104) }))).toEqual([
      { field: 'incidentStopTime', message: 'The start must be at least 5 seconds before the stop.' },
    ]);
    expect(problemsOf(await orgAdmin.request(ADD_INCIDENT, { input: incident(100, 401) }))).toEqual([
      { field: 'incidentStopTime', message: 'An incident may span at most 300 seconds.' },
    ]);
    const after = await server.database.db
      .selectFrom('incidents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const created = await orgAdmin.request<{ addIncident: { incidentStopTime: number } }>(ADD_INCIDENT, { input: incident(100, 400) });
    expect(created.errors).toBeUndefined();
    expect(created.data!.addIncident.incidentStopTime).toBe(400);
  });

  it('judges an update on the stored values with the new ones over them', async () => {
    const created = await orgAdmin.request<{ addIncident: { id: string } }>(ADD_INCIDENT, { input: incident(60, 90) });
    const id = created.data!.addIncident.id;
    // Only the stop is sent: the stored start (60) makes 62 too close.
    const refused = await orgAdmin.request(UPDATE_INCIDENT, { input: { id, attributes: { incidentStopTime: 62 } } });
    expect(problemsOf(refused)).toEqual([{ field: 'incidentStopTime', message: 'The start must be at least 5 seconds before the stop.' }]);
    const stored = await server.database.db
      .selectFrom('incidents')
      .select('incident_stop_time')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(stored.incident_stop_time).toBe(90);
    expect((await orgAdmin.request(UPDATE_INCIDENT, { input: { id, attributes: { incidentStopTime: 65 } } })).errors).toBeUndefined();
  });

  it("takes only a state of the city's country, judged with the stored country on an update", async () => {
    const admin = await signedIn(server.url, DEMO_USERS.admin);
    const ADD_CITY = `mutation($input: AddCityInput!) { addCity(input: $input) { id state } }`;
    const city = { name: 'Ballarat', countryCode: 'AU', timeZone: 'Australia/Melbourne' };
    expect(problemsOf(await admin.request(ADD_CITY, { input: { ...city, state: 'Otago' } }))).toEqual([
      { field: 'state', message: 'State must be a state of Australia' },
    ]);
    const created = await admin.request<{ addCity: { id: string; state: string } }>(ADD_CITY, { input: { ...city, state: 'Victoria' } });
    expect(created.errors).toBeUndefined();
    const UPDATE_CITY = `mutation($input: CitiesUpdateInput!) { citiesUpdate(input: $input) { id } }`;
    const moved = await admin.request(UPDATE_CITY, { input: { ids: [created.data!.addCity.id], attributes: { countryCode: 'NZ' } } });
    expect(problemsOf(moved)).toEqual([{ field: 'state', message: 'State must be a state of New Zealand' }]);
  });

  it('compares instants: a batch edit moving live streams to finish before they start is refused as a whole', async () => {
    const streams = await server.database.db
      .selectFrom('live_streams')
      .innerJoin('courts', 'courts.id', 'live_streams.court_id')
      .select(['live_streams.id', 'live_streams.start_at'])
      .where('courts.org_id', '=', 1)
      .orderBy('live_streams.id')
      .limit(2)
      .execute();
    expect(streams).toHaveLength(2);
    const ids = streams.map((s) => String(s.id));
    const earliest = new Date(Math.min(...streams.map((s) => new Date(s.start_at).getTime())) - 3_600_000).toISOString();
    const refused = await orgAdmin.request(UPDATE_STREAMS, { input: { ids, attributes: { finishAt: earliest } } });
    expect(problemsOf(refused)).toEqual([{ field: 'finishAt', message: 'Finish at must be after the start.' }]);
    const finishes = await server.database.db
      .selectFrom('live_streams')
      .select('finish_at')
      .where(
        'id',
        'in',
        streams.map((s) => s.id),
      )
      .execute();
    expect(finishes.every((f) => new Date(f.finish_at).getTime() > new Date(earliest).getTime())).toBe(true);
  });
});
