import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { parseCsv } from '../support/csv.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

/** Spec 002 §2 "Downloads by link": an organisation's team members as CSV, with the list's access rules. */
describe.each(TEST_DATABASES)('the team members CSV on %s', (kind) => {
  let server: TestServer;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let ids: { own: number; foreign: number };
  const download = (client: GraphqlClient | null, orgId: number, query = '') =>
    fetch(`${server.url}/readmin/orgs/${orgId}/team_members.csv${query}`, { headers: client ? { cookie: client.cookieHeader() } : {} });
  const membersOf = async (orgId: number, activeOnly: boolean) =>
    (
      await sql<{ id: number }>`SELECT m.id FROM team_members m JOIN teams t ON t.id = m.team_id WHERE t.org_id = ${orgId}
        AND (${!activeOnly} OR EXISTS (SELECT 1 FROM leagues l WHERE l.id = ANY(t.league_ids) AND l.active)) ORDER BY m.id`.execute(
        server.database.db,
      )
    ).rows.map((r) => String(r.id));

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [orgAdmin, venueAdmin] = await Promise.all([DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)));
    const own = await server.database.db
      .selectFrom('org_admins')
      .innerJoin('users', 'users.id', 'org_admins.user_id')
      .select('org_id')
      .where('users.email', '=', DEMO_USERS.orgAdmin)
      .executeTakeFirstOrThrow();
    const foreign = await server.database.db.selectFrom('orgs').select('id').where('id', '!=', own.org_id).orderBy('id').executeTakeFirstOrThrow();
    ids = { own: own.org_id as number, foreign: foreign.id as number };
    // A league of the organisation made inactive, so the active-leagues flag has something to leave out.
    await sql`UPDATE leagues SET active = false WHERE id = (SELECT min(id) FROM leagues WHERE org_id = ${ids.own})`.execute(server.database.db);
  });
  afterAll(() => server.close());

  it("answers the organisation's team members as a CSV attachment, one row each", async () => {
    const res = await download(orgAdmin, ids.own);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="team_members.csv"');
    const [header, ...rows] = parseCsv(await res.text());
    expect(header.slice(0, 3)).toEqual(['ID', 'Team', 'Person']);
    const expected = await membersOf(ids.own, false);
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((r) => r[0]).sort()).toEqual([...expected].sort());
  });

  it('leaves out members of teams in no active league when asked', async () => {
    const [, ...rows] = parseCsv(await (await download(orgAdmin, ids.own, '?active_leagues_only=true')).text());
    const expected = await membersOf(ids.own, true);
    expect(expected.length).toBeLessThan((await membersOf(ids.own, false)).length);
    expect(rows.map((r) => r[0]).sort()).toEqual([...expected].sort());
  });

  it('answers 404 for another organisation and for a role that may not read team members, 401 when signed out', async () => {
    expect((await download(orgAdmin, ids.foreign)).status).toBe(404);
    expect((await download(venueAdmin, ids.own)).status).toBe(404);
    expect((await download(orgAdmin, 999999)).status).toBe(404);
    expect((await download(null, ids.own)).status).toBe(401);
  });
});
