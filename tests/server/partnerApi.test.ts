import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_API_KEY, DEMO_API_SECRETS } from '../../src/server/demo/seeds/api.ts';
import { hashSecretToken } from '../../src/server/auth/secretTokens.ts';
import { PARTNER_API_PATH, PARTNER_ID_HEADER } from '../../src/shared/partnerApi.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const ORGS = '{ partner { name } organisations { externalId name } courts { name organisation { externalId } } }';
const FIXTURES = `query Fixtures($status: GameScheduleStatus) {
  gameSchedules(status: $status) { externalId status startsAt homeTeam { name } awayTeam { name } competition { name } court { name } }
}`;
const ISSUE = 'mutation($input: IssueApiCredentialInput!) { issueApiCredential(input: $input) { apiKey } }';
const REVOKE = 'mutation($input: ApiCredentialRevokeInput!) { apiCredentialRevoke(input: $input) { enabled revokedAt readminLabels { content } } }';

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** The partner API of spec 002 §7: an API key from outside, the session + CSRF + partner id from the console. */
describe.each(TEST_DATABASES)('partner API on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let partnerAdmin: GraphqlClient;
  let courtSide: number;
  let leagueLink: number;
  const db = () => server.database.db;

  const withKey = async (key: string, query: string, variables: Record<string, unknown> = {}): Promise<Answer> => {
    const res = await fetch(server.url + PARTNER_API_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };

  const fromConsole = async (client: GraphqlClient, partnerId: number | null, query: string, opts: { csrf?: boolean } = {}): Promise<Answer> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', cookie: client.cookieHeader() };
    if (opts.csrf !== false) headers['x-csrf-token'] = client.csrfToken;
    if (partnerId !== null) headers[PARTNER_ID_HEADER] = String(partnerId);
    const res = await fetch(server.url + PARTNER_API_PATH, { method: 'POST', headers, body: JSON.stringify({ query }) });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };

  const lastLogged = async () =>
    db()
      .selectFrom('api_graphql_requests')
      .select([
        'api_partner_id',
        'api_credential_id',
        'operation_name',
        'query',
        'variables',
        'response_status',
        'error_message',
        'duration_ms',
        'ip_address',
      ])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  const logCount = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM api_graphql_requests`.execute(db())).rows[0].n);
  const credentialId = async (clientId: string) =>
    (await db().selectFrom('api_credentials').select('id').where('client_id', '=', clientId).executeTakeFirstOrThrow()).id as number;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    admin = await signedIn(server.url, DEMO_USERS.admin);
    partnerAdmin = await signedIn(server.url, DEMO_USERS.partnerAdmin);
    const partners = await db().selectFrom('api_partners').select(['id', 'name']).execute();
    courtSide = partners.find((p) => p.name === 'CourtSide Data')!.id as number;
    leagueLink = partners.find((p) => p.name === 'League Link')!.id as number;
  });
  afterAll(() => server.close());

  it("answers an API key with its own partner's rows only, and notes when the key was used", async () => {
    const before = await db()
      .selectFrom('api_credentials')
      .select('last_used_at')
      .where('client_id', '=', 'csd_prod_4f9a2c71')
      .executeTakeFirstOrThrow();
    const res = await withKey(DEMO_API_KEY, ORGS);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.partner).toEqual({ name: 'CourtSide Data' });
    expect(res.body.data!.organisations).toEqual([
      { externalId: 'HCBA-001', name: 'Harbour City Basketball Association' },
      { externalId: 'IWBC-214', name: 'Inner West Basketball Club' },
    ]);
    const courts = res.body.data!.courts as { name: string; organisation: { externalId: string } }[];
    expect(courts.map((c) => c.name)).toEqual(['DHSC Court 1', 'DHSC Court 2', 'Bondi Court 1', 'Leichhardt Park Court A']);
    expect(new Set(courts.map((c) => c.organisation.externalId))).toEqual(new Set(['HCBA-001', 'IWBC-214']));
    const after = await db()
      .selectFrom('api_credentials')
      .select('last_used_at')
      .where('client_id', '=', 'csd_prod_4f9a2c71')
      .executeTakeFirstOrThrow();
    expect(new Date(after.last_used_at as Date).getTime()).toBeGreaterThan(new Date(before.last_used_at as Date).getTime());

    const other = await withKey(`ll_feed_2c6e90aa.${DEMO_API_SECRETS.leagueLinkFeed}`, FIXTURES, { status: 'completed' });
    expect(other.status).toBe(200);
    const fixtures = other.body.data!.gameSchedules as { externalId: string; status: string }[];
    expect(fixtures.length).toBeGreaterThan(0);
    expect(fixtures.every((f) => f.externalId.startsWith('phq-fx-') && f.status === 'completed')).toBe(true);
    // An id of another partner's organisation answers nothing rather than its rows.
    const harbourId = (await db().selectFrom('api_organisations').select('id').where('external_id', '=', 'HCBA-001').executeTakeFirstOrThrow()).id;
    const probe = await withKey(
      `ll_feed_2c6e90aa.${DEMO_API_SECRETS.leagueLinkFeed}`,
      `{ organisation(id: "${harbourId}") { name } courts(organisationId: "${harbourId}") { name } }`,
    );
    expect(probe.body.data).toEqual({ organisation: null, courts: [] });
  });

  it('logs every request, after its answer, with its credential, status, variables and duration', async () => {
    await withKey(DEMO_API_KEY, FIXTURES, { status: 'cancelled' });
    const row = await lastLogged();
    expect(row).toMatchObject({
      api_partner_id: courtSide,
      api_credential_id: await credentialId('csd_prod_4f9a2c71'),
      operation_name: 'Fixtures',
      query: FIXTURES,
      response_status: 200,
      error_message: null,
      ip_address: '127.0.0.1',
    });
    expect(typeof row.variables === 'string' ? JSON.parse(row.variables) : row.variables).toEqual({ status: 'cancelled' });
    expect(row.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('refuses with 401 a malformed, unknown, wrong, disabled, expired or revoked key, logging those of a known credential', async () => {
    const count = await logCount();
    expect((await withKey('no-dot-in-it', ORGS)).status).toBe(401);
    expect((await withKey(`nobody_0000.${'x'.repeat(43)}`, ORGS)).status).toBe(401);
    expect(await logCount()).toBe(count); // no partner to log them under
    const wrong = await withKey(`csd_prod_4f9a2c71.${'x'.repeat(43)}`, ORGS);
    expect(wrong).toMatchObject({ status: 401, body: { errors: [{ message: 'Credential csd_prod_4f9a2c71 was sent with a wrong secret' }] } });
    expect(wrong.body.data).toBeUndefined();
    const disabled = await withKey(`csd_stage_81b0de33.${DEMO_API_SECRETS.courtSideStaging}`, ORGS);
    expect(disabled).toMatchObject({
      status: 401,
      body: { errors: [{ message: 'Credential csd_stage_81b0de33 is disabled', extensions: { code: 'UNAUTHENTICATED' } }] },
    });
    expect(await lastLogged()).toMatchObject({
      response_status: 401,
      error_message: 'Credential csd_stage_81b0de33 is disabled',
      api_partner_id: courtSide,
    });
    expect(await logCount()).toBe(count + 2);

    const secret = 'an-expired-demo-secret-0000000000000000000';
    await db()
      .insertInto('api_credentials')
      .values({
        api_partner_id: courtSide,
        name: 'Old',
        client_id: 'csd_expired_01',
        secret_hash: hashSecretToken(secret),
        expires_at: new Date(Date.now() - 1000),
      })
      .execute();
    expect((await withKey(`csd_expired_01.${secret}`, ORGS)).body.errors![0].message).toBe('Credential csd_expired_01 has expired');
    await sql`UPDATE api_credentials SET expires_at = NULL, revoked_at = now() WHERE client_id = 'csd_expired_01'`.execute(db());
    expect((await withKey(`csd_expired_01.${secret}`, ORGS)).body.errors![0].message).toBe('Credential csd_expired_01 is revoked');
    await sql`UPDATE api_credentials SET revoked_at = NULL WHERE client_id = 'csd_expired_01'`.execute(db());
    expect((await withKey(`csd_expired_01.${secret}`, ORGS)).status).toBe(200);
  });

  it('answers the console page for a platform admin and the partner’s own admins, with the CSRF token, and logs it', async () => {
    const byAdmin = await fromConsole(admin, leagueLink, '{ partner { name } organisations { name } }');
    expect(byAdmin).toMatchObject({
      status: 200,
      body: { data: { partner: { name: 'League Link' }, organisations: [{ name: 'Southern Lakes Netball League' }] } },
    });
    const byOwn = await fromConsole(partnerAdmin, courtSide, 'query Mine { partner { name } }');
    expect(byOwn).toMatchObject({ status: 200, body: { data: { partner: { name: 'CourtSide Data' } } } });
    expect(await lastLogged()).toMatchObject({ api_partner_id: courtSide, api_credential_id: null, operation_name: 'Mine', response_status: 200 });

    const noCsrf = await fromConsole(partnerAdmin, courtSide, ORGS, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.errors![0].message).toMatch(/CSRF/);
    expect(noCsrf.body.data).toBeUndefined();
    expect(await lastLogged()).toMatchObject({ api_partner_id: courtSide, response_status: 403 });
    expect((await fromConsole(partnerAdmin, null, ORGS)).status).toBe(400);
    expect((await fromConsole(new GraphqlClient(server.url), courtSide, ORGS)).status).toBe(401);
  });

  it("refuses another partner's admin and a user with no partner role with 403", async () => {
    const hash = (await db().selectFrom('users').select('password_hash').where('email', '=', DEMO_USERS.admin).executeTakeFirstOrThrow())
      .password_hash;
    const user = await db()
      .insertInto('users')
      .values({ email: 'linkadmin@example.com', admin: false, password_hash: hash })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('api_admins').values({ api_partner_id: leagueLink, user_id: user.id }).execute();
    const linkAdmin = await signedIn(server.url, 'linkadmin@example.com');
    expect((await fromConsole(linkAdmin, leagueLink, '{ partner { name } }')).status).toBe(200);
    const foreign = await fromConsole(linkAdmin, courtSide, ORGS);
    expect(foreign).toMatchObject({ status: 403, body: { errors: [{ message: 'You may not query the API of this partner.' }] } });
    expect(foreign.body.data).toBeUndefined();
    expect((await fromConsole(await signedIn(server.url, DEMO_USERS.orgAdmin), courtSide, ORGS)).status).toBe(403);
    expect((await fromConsole(admin, 999_999, ORGS)).status).toBe(403);
  });

  it('has no mutations, and refuses queries past its depth and size limits', async () => {
    const mutation = await withKey(DEMO_API_KEY, 'mutation { addApiCredential { id } }');
    expect(mutation.body.errors?.[0].message).toMatch(/mutation/i);
    expect(mutation.body.data ?? null).toBeNull();
    expect(await lastLogged()).toMatchObject({ api_partner_id: courtSide, error_message: expect.stringMatching(/mutation/i) });
    const deep = await withKey(DEMO_API_KEY, '{ gameSchedules { homeTeam { organisation { a: name b: name } } court { organisation { name } } } }');
    expect(deep.body.errors).toBeUndefined();
    const tooLong = `{ partner { ${'name '.repeat(2_100)}} }`;
    expect((await withKey(DEMO_API_KEY, tooLong)).body.errors?.[0].message).toMatch(/token limit/i);
    const aliases = `{ ${Array.from({ length: 25 }, (_, i) => `a${i}: partner { name }`).join(' ')} }`;
    expect((await withKey(DEMO_API_KEY, aliases)).body.errors?.[0].message).toMatch(/alias/i);
    expect((await withKey(DEMO_API_KEY, '{ organisations(limit: 501) { name } }')).body.errors?.[0].message).toBe('limit must be between 1 and 500');
  });

  it('issues a credential whose key is shown once and stored hashed; revoking it ends the key, audited', async () => {
    const issued = await admin.request<{ issueApiCredential: { apiKey: string } }>(ISSUE, {
      input: { apiPartnerId: String(courtSide), name: 'Results push' },
    });
    expect(issued.errors).toBeUndefined();
    const apiKey = issued.data!.issueApiCredential.apiKey;
    const [clientId, secret] = apiKey.split('.');
    expect(clientId).toMatch(/^rk_[A-Za-z0-9_-]{12}$/);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    const row = await db().selectFrom('api_credentials').selectAll().where('client_id', '=', clientId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Results push', enabled: true, revoked_at: null, secret_hash: hashSecretToken(secret) });
    expect(JSON.stringify(row)).not.toContain(secret);
    const read = await admin.request<{ readminObject: Record<string, unknown> }>(
      `{ readminObject(typename: "ApiCredential", id: "${row.id}") { ... on ApiCredential { clientId enabled } } }`,
    );
    expect(read.data!.readminObject).toEqual({ clientId, enabled: true });
    expect(
      (await admin.request(`{ readminObject(typename: "ApiCredential", id: "${row.id}") { ... on ApiCredential { secretHash } } }`)).errors?.[0]
        .message,
    ).toMatch(/Cannot query field "secretHash"/);
    expect((await withKey(apiKey, '{ partner { name } }')).body.data).toEqual({ partner: { name: 'CourtSide Data' } });

    const byPartner = await partnerAdmin.request(ISSUE, { input: { apiPartnerId: String(courtSide), name: 'Self-issued' } });
    expect(byPartner.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await partnerAdmin.request(REVOKE, { input: { apiCredentialId: String(row.id) } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const listed = await partnerAdmin.request<{ readminObjectsCount: number }>(
      `{ readminObjectsCount(typename: "ApiCredential", filterBar: { filtersHash: { apiPartner: "${courtSide}" } }) }`,
    );
    expect(listed.data!.readminObjectsCount).toBeGreaterThan(0);

    const revoked = await admin.request<{ apiCredentialRevoke: { enabled: boolean; revokedAt: string; readminLabels: { content: string }[] } }>(
      REVOKE,
      {
        input: { apiCredentialId: String(row.id) },
      },
    );
    expect(revoked.errors).toBeUndefined();
    expect(revoked.data!.apiCredentialRevoke).toMatchObject({ enabled: false, readminLabels: [{ content: 'Revoked' }] });
    expect(revoked.data!.apiCredentialRevoke.revokedAt).toBeTruthy();
    expect((await withKey(apiKey, '{ partner { name } }')).status).toBe(401);
    const again = await admin.request(REVOKE, { input: { apiCredentialId: String(row.id) } });
    expect(again.errors?.[0].message).toBe('This credential is already revoked.');
    const { rows } = await sql<{ event: string; text: string }>`SELECT event, object_changes::text AS text FROM paper_trail_versions
      WHERE item_type = 'ApiCredential' AND item_id = ${row.id} ORDER BY id`.execute(db());
    expect(rows.map((r) => r.event)).toEqual(['create', 'update']);
    expect(rows[1].text).toContain('revokedAt');
    expect(rows.map((r) => r.text).join()).not.toContain(secret);
  });
});
