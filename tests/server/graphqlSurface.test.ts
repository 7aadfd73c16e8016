import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { captureLogs } from '../support/logCapture.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { GRAPHQL_LIMITS } from '../../src/server/graphql/limits.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const INTROSPECTION = '{ __schema { queryType { name } } }';
const TYPO = '{ currentUser { emial } }';

const nested = (depth: number): string => {
  let selection = 'id';
  for (let i = 0; i < depth; i++) selection = `readminAssociationObjects(associationName: "venues") { ${selection} }`;
  return `{ readminObjects(typename: "Org") { ${selection} } }`;
};

describe('the GraphQL surface', () => {
  let dev: TestServer;
  let production: TestServer;
  const logs = captureLogs('error');
  beforeAll(async () => {
    dev = await startTestServer({ logger: logs.logger, production: false });
    production = await startTestServer({ production: true, database: dev.database });
  });
  afterAll(async () => {
    await production.close();
    await dev.close();
  });

  const messages = (r: { errors?: { message: string }[] }) => (r.errors ?? []).map((e) => e.message);

  it('hides the schema from anonymous visitors and everyone but platform admins in development', async () => {
    const anonymous = new GraphqlClient(dev.url);
    expect(messages(await anonymous.request(INTROSPECTION))[0]).toMatch(/introspection/i);
    const orgAdmin = await signedIn(dev.url, DEMO_USERS.orgAdmin);
    expect(messages(await orgAdmin.request(INTROSPECTION))[0]).toMatch(/introspection/i);
    const admin = await signedIn(dev.url, DEMO_USERS.admin);
    expect(await admin.request(INTROSPECTION)).toMatchObject({ data: { __schema: { queryType: { name: 'Query' } } } });
    // The text passed the admin's checks, which the server remembers: from an organisation admin it is still refused.
    expect(messages(await orgAdmin.request(INTROSPECTION))[0]).toMatch(/introspection/i);
    expect(await admin.request(INTROSPECTION)).toMatchObject({ data: { __schema: { queryType: { name: 'Query' } } } });
    const adminInProduction = await signedIn(production.url, DEMO_USERS.admin);
    expect(messages(await adminInProduction.request(INTROSPECTION))[0]).toMatch(/introspection/i);
  });

  it('suggests field names to nobody but platform admins in development', async () => {
    const anonymous = messages(await new GraphqlClient(dev.url).request(TYPO));
    expect(anonymous).toEqual(['Cannot query field "emial" on type "CurrentUser".']);
    const admin = await signedIn(dev.url, DEMO_USERS.admin);
    expect(messages(await admin.request(TYPO))[0]).toMatch(/Did you mean "email"\?/);
    const adminInProduction = await signedIn(production.url, DEMO_USERS.admin);
    expect(messages(await adminInProduction.request(TYPO))[0]).not.toMatch(/Did you mean/);
  });

  it('names the wrong variable and the place in it, with the message graphql-js gives', async () => {
    const admin = await signedIn(dev.url, DEMO_USERS.admin);
    const LIST = 'query($bar: FilterBarInput) { readminObjects(typename: "Org", filterBar: $bar, limit: 1) { id readminName } }';
    expect(messages(await admin.request(LIST, { bar: { orderOption: 5 } }))).toEqual([
      'Variable "$bar" got invalid value 5 at "bar.orderOption"; String cannot represent a non string value: 5',
    ]);
    const listed = await admin.request<{ readminObjects: { id: string; readminName: string }[] }>(LIST, { bar: { orderOption: 'name' } });
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.readminObjects).toHaveLength(1);
    expect(listed.data!.readminObjects[0].readminName).toEqual(expect.any(String));
  });

  it('refuses deep, aliased, directive-heavy and long queries before running them', async () => {
    const admin = await signedIn(dev.url, DEMO_USERS.admin);
    expect(messages(await admin.request(nested(50)))[0]).toMatch(`Query depth limit of ${GRAPHQL_LIMITS.depth} exceeded`);
    expect(messages(await admin.request(nested(1)))).toEqual([]);
    const aliases = Array.from({ length: 200 }, (_, i) => `a${i}: currentUser { id }`).join(' ');
    expect(messages(await admin.request(`{ ${aliases} }`))[0]).toMatch(`Aliases limit of ${GRAPHQL_LIMITS.aliases} exceeded`);
    const directives = Array.from({ length: 50 }, () => '@include(if: true)').join(' ');
    expect(messages(await admin.request(`{ currentUser ${directives} { id } }`))[0]).toMatch(
      `Directives limit of ${GRAPHQL_LIMITS.directives} exceeded`,
    );
    const tokens = `{ currentUser { ${Array.from({ length: 12_000 }, () => 'id').join(' ')} } }`;
    expect(messages(await admin.request(tokens))[0]).toMatch(`Token limit of ${GRAPHQL_LIMITS.tokens} exceeded`);
  });

  it("masks unexpected failures as 'Unexpected error' with an id the server logs with the stack", async () => {
    const admin = await signedIn(dev.url, DEMO_USERS.admin);
    await sql`ALTER TABLE courts RENAME TO courts_moved`.execute(dev.database.db);
    try {
      const res = await admin.request('{ readminObjects(typename: "Court") { id } }');
      expect(res.errors).toHaveLength(1);
      const [error] = res.errors!;
      expect(error.message).toBe('Unexpected error');
      expect(error.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(JSON.stringify(res)).not.toMatch(/courts|relation|does not exist|at /);
      const logged = logs.lines.find((l) => l.errorId === error.extensions!.uuid);
      expect(logged?.err?.message).toMatch(/courts/);
      expect(logged?.err?.stack).toMatch(/\n\s+at /);
      expect(logged?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await sql`ALTER TABLE courts_moved RENAME TO courts`.execute(dev.database.db);
    }
  });

  /** A request as the console's Apollo client sends it: a POST of JSON, accepting anything. */
  it("answers the console's requests with JSON: data, refusals, CSRF and failures", async () => {
    const admin = await signedIn(dev.url, DEMO_USERS.admin);
    const send = async (query: string) => {
      const res = await fetch(`${dev.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: '*/*', cookie: admin.cookieHeader() },
        body: JSON.stringify({ query, variables: {} }),
      });
      return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as Record<string, unknown> };
    };
    const json = { status: 200, type: 'application/json; charset=utf-8' };
    expect(await send('{ currentUser { email isAdmin } }')).toEqual({
      ...json,
      body: { data: { currentUser: { email: DEMO_USERS.admin, isAdmin: true } } },
    });
    const leagues = await send('{ readminObjects(typename: "League", orgId: "1", limit: 2) { id readminName } }');
    expect(leagues).toMatchObject(json);
    expect((leagues.body.data as { readminObjects: unknown[] }).readminObjects).toHaveLength(2);
    expect(await send('{ readminObject(typename: "NoSuchType", id: "1") { id } }')).toMatchObject({
      ...json,
      body: { data: { readminObject: null }, errors: [{ message: "Unknown typename 'NoSuchType'." }] },
    });
    // No CSRF token: refused before it runs.
    expect(await send('mutation { logout(input: {}) { success } }')).toMatchObject({ status: 403, type: json.type, body: { data: null } });
    await sql`ALTER TABLE courts RENAME TO courts_moved`.execute(dev.database.db);
    try {
      expect(await send('{ readminObjects(typename: "Court") { id } }')).toMatchObject({
        ...json,
        body: { errors: [{ message: 'Unexpected error' }] },
      });
    } finally {
      await sql`ALTER TABLE courts_moved RENAME TO courts`.execute(dev.database.db);
    }
  });

  it('sends no CORS grant to another origin: the console is served from this one', async () => {
    const res = await fetch(`${dev.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
      body: JSON.stringify({ query: '{ currentUser { email } }' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
