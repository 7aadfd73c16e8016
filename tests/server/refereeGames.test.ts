import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { GraphqlClient, problemsOf, signedIn } from '../support/graphqlClient.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

type RefereeGame = {
  id: string;
  playedAt: string;
  readminName: string;
  court: { id: string; name: string; venue: { id: string; name: string } };
  referees: { id: string; role: string; person: { id: string; readminName: string } }[];
};
type Answer = { org: { refereeGames: RefereeGame[]; refereeGamesCount: number } | null };

const GAMES = `query($org: ID!, $range: DateRangeInput, $venueId: ID, $courtId: ID, $limit: Int, $offset: Int, $searchTerm: String) {
  org(id: $org) {
    refereeGames(range: $range, venueId: $venueId, courtId: $courtId, limit: $limit, offset: $offset, searchTerm: $searchTerm) {
      id playedAt readminName court { id name venue { id name } } referees { id role person { id readminName } }
    }
    refereeGamesCount(range: $range, venueId: $venueId, courtId: $courtId, searchTerm: $searchTerm)
  }
}`;
const ADD = `mutation($input: AddGamePersonInput!) { addGamePerson(input: $input) { id role game { id } person { id } } }`;
const REMOVE = `mutation($id: ID!) { gamePersonRemove(input: { id: $id }) { ids } }`;

/** Spec 002 §2.10 and §7: org.refereeGames and refereeGamesCount; referees are game people with the referee role (§6). */
describe.each(TEST_DATABASES)('Referee Game Management on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let queries = 0;
  /** Harbour City (the demo organisation admin's) and Southern Lakes. */
  let harbour: string;
  let lakes: string;

  const ids = (rows: { id: number }[]) => rows.map((r) => String(r.id));
  /** The organisation's game ids newest first, where `where` holds for games `g` on courts `c`. */
  const expected = async (org: string, where = sql<boolean>`true`) =>
    ids(
      (
        await sql<{ id: number }>`SELECT g.id FROM games g JOIN courts c ON c.id = g.court_id
          WHERE g.org_id = ${Number(org)} AND ${where} ORDER BY g.played_at DESC, g.id DESC`.execute(server.database.db)
      ).rows,
    );
  const read = (client: GraphqlClient, vars: Record<string, unknown>) => client.request<Answer>(GAMES, { org: harbour, limit: 200, ...vars });

  beforeAll(async () => {
    server = await startTestServer({
      kind,
      onQuery: () => {
        queries++;
      },
    });
    [admin, orgAdmin, venueAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)),
    );
    const orgs = (await sql<{ id: number; name: string }>`SELECT id, name FROM orgs ORDER BY id`.execute(server.database.db)).rows;
    harbour = String(orgs.find((o) => o.name.startsWith('Harbour City'))!.id);
    lakes = String(orgs.find((o) => o.name.startsWith('Southern Lakes'))!.id);
  });
  afterAll(() => server.close());

  it("lists the organisation's games newest first, with court, venue, title and count", async () => {
    const { data, errors } = await read(admin, {});
    expect(errors).toBeUndefined();
    const all = await expected(harbour);
    expect(all.length).toBeGreaterThan(10);
    expect(data!.org!.refereeGames.map((g) => g.id)).toEqual(all);
    expect(data!.org!.refereeGamesCount).toBe(all.length);
    const first = data!.org!.refereeGames[0];
    expect(first.readminName).toMatch(/ vs /);
    expect(first.court.venue.name).toMatch(/Darling Harbour|Bondi/);
    // Pages follow the same order.
    const page = await read(admin, { limit: 5, offset: 5 });
    expect(page.data!.org!.refereeGames.map((g) => g.id)).toEqual(all.slice(5, 10));
    expect(page.data!.org!.refereeGamesCount).toBe(all.length);
  });

  it('filters by days in the time zone, venue, court and title', async () => {
    const range = { start: '2026-09-01', end: '2026-09-10', timeZone: 'Australia/Sydney' };
    const inRange = await expected(
      harbour,
      sql<boolean>`g.played_at >= ('2026-09-01'::timestamp AT TIME ZONE 'Australia/Sydney') AND g.played_at < ('2026-09-11'::timestamp AT TIME ZONE 'Australia/Sydney')`,
    );
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.length).toBeLessThan((await expected(harbour)).length);
    const byRange = await read(admin, { range });
    expect(byRange.data!.org!.refereeGames.map((g) => g.id)).toEqual(inRange);
    expect(byRange.data!.org!.refereeGamesCount).toBe(inRange.length);

    const venue = (await sql<{ id: number }>`SELECT id FROM venues WHERE name = 'Bondi Community Courts'`.execute(server.database.db)).rows[0].id;
    const atVenue = await expected(harbour, sql<boolean>`c.venue_id = ${venue}`);
    const byVenue = await read(admin, { venueId: String(venue) });
    expect(atVenue.length).toBeGreaterThan(0);
    expect(byVenue.data!.org!.refereeGames.map((g) => g.id)).toEqual(atVenue);
    expect(new Set(byVenue.data!.org!.refereeGames.map((g) => g.court.venue.name))).toEqual(new Set(['Bondi Community Courts']));
    expect(byVenue.data!.org!.refereeGamesCount).toBe(atVenue.length);

    const court = byVenue.data!.org!.refereeGames[0].court.id;
    const onCourt = await expected(harbour, sql<boolean>`g.court_id = ${Number(court)}`);
    const byCourt = await read(admin, { venueId: String(venue), courtId: court });
    expect(byCourt.data!.org!.refereeGames.map((g) => g.id)).toEqual(onCourt);
    expect(byCourt.data!.org!.refereeGamesCount).toBe(onCourt.length);

    // Either team's name, any case, or the title across both.
    const pelicans = await expected(
      harbour,
      sql<boolean>`EXISTS (SELECT 1 FROM teams t WHERE t.id IN (g.home_team_id, g.away_team_id) AND t.name = 'Pyrmont Pelicans')`,
    );
    expect(pelicans.length).toBeGreaterThan(0);
    const search = await read(admin, { searchTerm: 'pelicans' });
    expect(search.data!.org!.refereeGames.map((g) => g.id)).toEqual(pelicans);
    expect(search.data!.org!.refereeGamesCount).toBe(pelicans.length);
    const title = search.data!.org!.refereeGames[0].readminName;
    const byTitle = await read(admin, { searchTerm: title.toUpperCase() });
    expect(byTitle.data!.org!.refereeGames.every((g) => g.readminName === title)).toBe(true);
    expect(byTitle.data!.org!.refereeGamesCount).toBeGreaterThan(0);
    // LIKE's wildcards are plain characters.
    expect((await read(admin, { searchTerm: '%' })).data!.org!.refereeGamesCount).toBe(0);
  });

  it('lists each game’s referees, reading them for the whole page in one query', async () => {
    const stored = (
      await sql<{ game_id: number; id: number; person_id: number }>`SELECT gp.game_id, gp.id, gp.person_id FROM game_people gp
        JOIN games g ON g.id = gp.game_id WHERE gp.role = 'referee' AND g.org_id = ${Number(harbour)} ORDER BY gp.id`.execute(server.database.db)
    ).rows;
    expect(stored.length).toBeGreaterThan(0);
    await read(orgAdmin, {}); // the session's viewer is read once and then kept: neither count below includes it
    queries = 0;
    const { data } = await read(orgAdmin, {});
    const pageQueries = queries;
    for (const game of data!.org!.refereeGames) {
      const mine = stored.filter((r) => String(r.game_id) === game.id);
      expect(game.referees.map((r) => r.id)).toEqual(ids(mine));
      expect(game.referees.every((r) => r.role === 'referee' && r.person.readminName.length > 0)).toBe(true);
    }
    // Every game against a page of two that has a referee: lookups are per type, not per game.
    const offset = data!.org!.refereeGames.findIndex((g) => g.referees.length > 0);
    queries = 0;
    const small = await read(orgAdmin, { limit: 2, offset });
    expect(small.data!.org!.refereeGames[0].referees.length).toBeGreaterThan(0);
    expect(data!.org!.refereeGames.length).toBeGreaterThan(20);
    expect(pageQueries).toBe(queries);
  });

  it("answers another organisation's admin nothing, and refuses their referee assignments", async () => {
    const foreign = await orgAdmin.request<Answer>(GAMES, { org: lakes, limit: 50 });
    expect(foreign.errors).toBeUndefined();
    expect(foreign.data!.org).toBeNull();
    // A venue admin of Southern Lakes reads games there, but does not assign referees.
    const venue = await venueAdmin.request<Answer>(GAMES, { org: lakes, limit: 50 });
    expect(venue.data?.org ?? null).toBeNull();
    const lakesGame = (await expected(lakes))[0];
    const referee = (
      await sql<{ id: number }>`SELECT id FROM people WHERE org_id = ${Number(harbour)} AND is_referee ORDER BY id LIMIT 1`.execute(
        server.database.db,
      )
    ).rows[0].id;
    const add = await orgAdmin.request(ADD, { input: { gameId: lakesGame, role: 'referee', personId: String(referee) } });
    expect(add.errors?.length).toBeGreaterThan(0);
    const count = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM game_people WHERE game_id = ${Number(lakesGame)} AND person_id = ${referee}`.execute(server.database.db);
    expect(count.rows[0].n).toBe(0);
  });

  it('assigns a referee with addGamePerson and takes them off with gamePersonRemove', async () => {
    const [game] = await expected(harbour, sql<boolean>`NOT EXISTS (SELECT 1 FROM game_people gp WHERE gp.game_id = g.id AND gp.role = 'referee')`);
    const referee = (
      await sql<{ id: number }>`SELECT id FROM people WHERE org_id = ${Number(harbour)} AND is_referee ORDER BY id LIMIT 1`.execute(
        server.database.db,
      )
    ).rows[0].id;
    const added = await orgAdmin.request<{ addGamePerson: { id: string; role: string } }>(ADD, {
      input: { gameId: game, role: 'referee', personId: String(referee) },
    });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addGamePerson.role).toBe('referee');
    const refereesOf = async () => (await read(orgAdmin, {})).data!.org!.refereeGames.find((g) => g.id === game)!.referees;
    expect((await refereesOf()).map((r) => [r.id, r.person.id])).toEqual([[added.data!.addGamePerson.id, String(referee)]]);

    // Someone who is not a referee yet: the server asks first, then makes them one.
    const player = (
      await sql<{ id: number }>`SELECT id FROM people WHERE org_id = ${Number(harbour)} AND NOT is_referee ORDER BY id LIMIT 1`.execute(
        server.database.db,
      )
    ).rows[0].id;
    const asked = await orgAdmin.request(ADD, { input: { gameId: game, role: 'referee', personId: String(player) } });
    expect(asked.errors?.[0]?.extensions?.code).toBe('CONFIRMATION_REQUIRED');
    const confirmed = await orgAdmin.request<{ addGamePerson: { id: string } }>(ADD, {
      input: { gameId: game, role: 'referee', personId: String(player), confirmed: true },
    });
    expect(confirmed.errors).toBeUndefined();
    expect((await refereesOf()).map((r) => r.person.id)).toEqual([String(referee), String(player)]);

    for (const id of [added.data!.addGamePerson.id, confirmed.data!.addGamePerson.id]) {
      const removed = await orgAdmin.request<{ gamePersonRemove: { ids: string[] } }>(REMOVE, { id });
      expect(removed.errors).toBeUndefined();
      expect(removed.data!.gamePersonRemove.ids).toEqual([id]);
    }
    expect(await refereesOf()).toEqual([]);
  });

  it('validates limit, offset and ids with messages naming them', async () => {
    for (const limit of [0, 201]) {
      const res = await read(admin, { limit });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(problemsOf(res)).toEqual([{ field: 'limit', message: 'limit must be between 1 and 200 games' }]);
    }
    const bad = await read(admin, { offset: -1, venueId: 'x', range: { start: '1 Sept' } });
    expect(problemsOf(bad).map((p) => p.field)).toEqual(['venueId', 'offset']);
    const range = await read(admin, { range: { start: '1 Sept' } });
    expect(problemsOf(range)).toEqual([{ field: 'dateRange.start', message: 'dateRange.start must be a date yyyy-MM-dd' }]);
    expect((await read(admin, { limit: 200 })).errors).toBeUndefined();
  });
});
