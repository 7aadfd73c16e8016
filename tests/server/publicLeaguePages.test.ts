import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { publicLeaguePageUrlTemplate } from '../../src/server/features/publicLeaguePages/urlTemplate.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const ADD = 'mutation($input: AddPublicLeaguePageInput!) { addPublicLeaguePage(input: $input) { id slug } }';
const UPDATE = 'mutation($input: PublicLeaguePagesUpdateInput!) { publicLeaguePagesUpdate(input: $input) { id slug } }';

/**
 * Public league pages (spec 002 §5, §7): the address template the dialog shows the slug in
 * (publicLeaguePageUrlTemplate), and who may add and edit a page of which organisation and league.
 */
describe.each(TEST_DATABASES)('public league pages on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let own: { org: string; league: string };
  let foreign: { org: string; league: string };
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, orgAdmin, venueAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)),
    );
    const leagueOf = async (adminOf: boolean) => {
      const row = (
        await sql<{ org_id: number; id: number }>`SELECT l.org_id, l.id FROM leagues l WHERE ${sql.raw(adminOf ? '' : 'NOT ')}EXISTS (
          SELECT 1 FROM org_admins oa JOIN users u ON u.id = oa.user_id WHERE oa.org_id = l.org_id AND u.email = ${DEMO_USERS.orgAdmin}) ORDER BY l.id LIMIT 1`.execute(
          db(),
        )
      ).rows[0];
      return { org: String(row.org_id), league: String(row.id) };
    };
    own = await leagueOf(true);
    foreign = await leagueOf(false);
  });
  afterAll(() => server.close());

  it('answers the address template with {slug}, from PUBLIC_LEAGUE_PAGE_URL_TEMPLATE or the public URL', async () => {
    const res = await orgAdmin.request<{ publicLeaguePageUrlTemplate: string }>('{ publicLeaguePageUrlTemplate }');
    // No PUBLIC_URL here: the pages are under the origin the request came to, not a fixed localhost:3000.
    expect(process.env.PUBLIC_URL).toBeUndefined();
    expect(res.data!.publicLeaguePageUrlTemplate).toBe(`${server.url}/leagues/{slug}`);
    expect(publicLeaguePageUrlTemplate({}, 'https://readmin.example')).toBe('https://readmin.example/leagues/{slug}');
    expect(publicLeaguePageUrlTemplate({ PUBLIC_URL: 'https://public.example' }, 'https://readmin.example')).toBe(
      'https://public.example/leagues/{slug}',
    );
    expect(publicLeaguePageUrlTemplate({ PUBLIC_URL: 'https://readmin.example/' })).toBe('https://readmin.example/leagues/{slug}');
    expect(publicLeaguePageUrlTemplate({ PUBLIC_LEAGUE_PAGE_URL_TEMPLATE: 'https://{slug}.leagues.example' })).toBe('https://{slug}.leagues.example');
    // A template without the placeholder could not show any page: the default is used instead.
    expect(publicLeaguePageUrlTemplate({ PUBLIC_LEAGUE_PAGE_URL_TEMPLATE: 'https://x.example', PUBLIC_URL: 'https://r.example' })).toBe(
      'https://r.example/leagues/{slug}',
    );
    const anonymous = await fetch(new URL('/graphql', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ publicLeaguePageUrlTemplate }' }),
    });
    const answer = (await anonymous.json()) as { errors?: unknown[] };
    expect(answer.errors).toBeDefined();
  });

  it("lets an organisation admin add a page of their own organisation's league, audited", async () => {
    const made = await orgAdmin.request<{ addPublicLeaguePage: { id: string } }>(ADD, {
      input: { orgId: own.org, leagueId: own.league, title: 'Finals', slug: 'finals-2026' },
    });
    expect(made.errors).toBeUndefined();
    const version = await db()
      .selectFrom('paper_trail_versions')
      .select('event')
      .where('item_type', '=', 'PublicLeaguePage')
      .where('item_id', '=', Number(made.data!.addPublicLeaguePage.id))
      .execute();
    expect(version).toEqual([{ event: 'create' }]);
  });

  it("refuses another organisation's page, and a league of another organisation than the page's", async () => {
    const before = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM public_league_pages`.execute(db())).rows[0].n;
    const foreignOrg = await orgAdmin.request(ADD, { input: { orgId: foreign.org, leagueId: foreign.league, title: 'Theirs', slug: 'theirs' } });
    expect(foreignOrg.errors?.[0].message).toBeDefined();
    const foreignLeague = await orgAdmin.request(ADD, { input: { orgId: own.org, leagueId: foreign.league, title: 'Mixed', slug: 'mixed' } });
    expect(foreignLeague.errors?.[0].message).toBeDefined();
    const mixedByAdmin = await admin.request(ADD, { input: { orgId: own.org, leagueId: foreign.league, title: 'Mixed', slug: 'mixed-admin' } });
    expect(mixedByAdmin.errors?.[0].message).toBe("League must belong to the page's organisation");
    const byVenueAdmin = await venueAdmin.request(ADD, { input: { orgId: own.org, leagueId: own.league, title: 'Venue', slug: 'venue' } });
    expect(byVenueAdmin.errors?.[0].message).toBeDefined();
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM public_league_pages`.execute(db())).rows[0].n).toBe(before);
    // Nor moved onto a foreign league by an edit.
    const page = (await db().selectFrom('public_league_pages').select('id').where('slug', '=', 'finals-2026').executeTakeFirstOrThrow()).id;
    const moved = await admin.request(UPDATE, { input: { ids: [String(page)], attributes: { leagueId: foreign.league } } });
    expect(moved.errors?.[0].message).toBe("League must belong to the page's organisation");
  });
});
