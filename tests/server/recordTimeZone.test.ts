import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const ZONE = 'query($typename: String!, $id: ID!) { readminObject(typename: $typename, id: $id) { readminTimeZone } }';

/** readminTimeZone over GraphQL on the demo data: the zone a record page reads in (docs/time-zones.md). */
describe.each(TEST_DATABASES)("a record's time zone on %s", (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  /** The first column of the first row, as text (an id, a zone). */
  const value = async (query: string) => String((await sql<{ v: unknown }>`${sql.raw(query)}`.execute(server.database.db)).rows[0].v);
  const zone = async (client: GraphqlClient, typename: string, recordId: string) => {
    const res = await client.request<{ readminObject: { readminTimeZone: string | null } | null }>(ZONE, { typename, id: recordId });
    expect(res.errors).toBeUndefined();
    return res.data!.readminObject!.readminTimeZone;
  };

  beforeAll(async () => {
    server = await startTestServer({ kind });
    admin = await signedIn(server.url, DEMO_USERS.admin);
  });
  afterAll(() => server?.close());

  it("is the record's organisation's, directly or through its court", async () => {
    const lakes = `(SELECT id FROM orgs WHERE name = 'Southern Lakes Netball League')`;
    expect(await zone(admin, 'Team', await value(`SELECT id AS v FROM teams WHERE org_id = ${lakes} ORDER BY id LIMIT 1`))).toBe('Pacific/Auckland');
    const harbourCourt = await value(`SELECT id AS v FROM courts WHERE name = 'DHSC Court 1'`);
    expect(await zone(admin, 'Court', harbourCourt)).toBe('Australia/Sydney');
    const stream = await value(`SELECT id AS v FROM live_streams ORDER BY id LIMIT 1`);
    const streamOrg = await value(
      `SELECT o.time_zone AS v FROM live_streams s JOIN courts c ON c.id = s.court_id JOIN orgs o ON o.id = c.org_id WHERE s.id = ${stream}`,
    );
    expect(await zone(admin, 'LiveStream', stream)).toBe(streamOrg);
  });

  it('is null for a record of no organisation, venue or partner', async () => {
    expect(await zone(admin, 'CameraModel', await value('SELECT id AS v FROM camera_models ORDER BY id LIMIT 1'))).toBeNull();
  });
});
