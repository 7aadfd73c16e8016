import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

type Problems = { field: string; message: string }[];

/** Inputs a lax server would accept, roll over (a 30 February) or answer with PostgreSQL's own text: each is refused. */
describe.each(TEST_DATABASES)('strict input on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let gameId: string;
  beforeAll(async () => {
    server = await startTestServer({ kind });
    admin = await signedIn(server.url, DEMO_USERS.admin);
    gameId = String((await server.database.db.selectFrom('games').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
  });
  afterAll(() => server.close());

  const rows = async () =>
    (
      await sql<{ n: number }>`SELECT (SELECT count(*) FROM games) + (SELECT count(*) FROM notes) + (SELECT count(*) FROM venues)
    + (SELECT count(*) FROM paper_trail_versions) + (SELECT count(*) FROM users) AS n`.execute(server.database.db)
    ).rows[0].n;
  const problemsOf = (res: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) => {
    expect(res.errors, 'expected a refusal').toBeDefined();
    expect(JSON.stringify(res.errors)).not.toMatch(/syntax for type|out of range for type|byte sequence|displacement|SQLSTATE/);
    return (res.errors![0].extensions?.problems ?? []) as Problems;
  };
  let game: Record<string, unknown>;
  beforeAll(async () => {
    const row = await server.database.db.selectFrom('games').selectAll().where('id', '=', Number(gameId)).executeTakeFirstOrThrow();
    game = {
      orgId: String(row.org_id),
      leagueId: String(row.league_id),
      courtId: String(row.court_id),
      homeTeamId: String(row.home_team_id),
      awayTeamId: String(row.away_team_id),
      playedAt: '2025-03-01T10:00:00Z',
    };
  });
  const addGame = (attributes: Record<string, unknown>) =>
    admin.request('mutation($input: AddGameInput!) { addGame(input: $input) { id playedAt } }', { input: { ...game, ...attributes } });

  it("refuses ids that are not decimal integers in range with 'Invalid id'", async () => {
    const big = await admin.request('{ readminObjects(typename: "Person", ids: ["99999999999"]) { id } }');
    expect(problemsOf(big)).toEqual([{ field: 'ids', message: 'ids: Invalid id' }]);
    const hex = await admin.request('{ readminObject(typename: "Game", id: "0x25") { id } }');
    expect(problemsOf(hex)).toEqual([{ field: 'id', message: 'id: Invalid id' }]);
    const reference = await addGame({ courtId: '0x25' });
    expect(problemsOf(reference)).toEqual([{ field: 'court', message: 'Court: Invalid id' }]);
  });

  it('refuses repeated and too many ids in one batch, changing nothing', async () => {
    const before = await rows();
    const repeated = await admin.request('mutation($input: GamesDeleteInput!) { gamesDelete(input: $input) { ids } }', {
      input: { ids: Array(1000).fill(gameId) },
    });
    expect(problemsOf(repeated)).toEqual([{ field: 'ids', message: 'ids may hold at most 200 entries' }]);
    const twice = await admin.request('mutation($input: GamesDeleteInput!) { gamesDelete(input: $input) { ids } }', {
      input: { ids: [gameId, gameId] },
    });
    expect(problemsOf(twice)).toEqual([{ field: 'ids', message: 'ids must not name the same record twice' }]);
    expect(await rows()).toBe(before);
  });

  it('refuses rolled-over and out-of-range dates and times, naming the field', async () => {
    const before = await rows();
    expect(problemsOf(await addGame({ playedAt: '2025-02-30T10:00:00Z' }))).toEqual([
      { field: 'playedAt', message: 'Played at is not a real date (2025-02-30)' },
    ]);
    expect(problemsOf(await addGame({ playedAt: '+275760-09-13T00:00:00.000Z' }))).toEqual([
      { field: 'playedAt', message: 'Played at must be a date and time (yyyy-MM-ddTHH:mm:ssZ)' },
    ]);
    expect(problemsOf(await addGame({ playedAt: '2201-01-01T00:00:00Z' }))).toEqual([
      { field: 'playedAt', message: 'Played at must be between the years 1900 and 2200' },
    ]);
    const range = await admin.request('{ readminObjects(typename: "Game", filterBar: { dateRange: { start: "2025-02-30" } }) { id } }');
    expect(problemsOf(range)).toEqual([{ field: 'dateRange.start', message: 'dateRange.start must be a date yyyy-MM-dd' }]);
    expect(await rows()).toBe(before);
    const ok = await addGame({ playedAt: '2025-03-01T10:00:00+10:00' });
    expect(ok.data).toEqual({ addGame: { id: expect.any(String), playedAt: '2025-03-01T00:00:00.000Z' } });
  });

  it('refuses NUL characters and over-long text, passwords and JSON', async () => {
    const before = await rows();
    const note = await admin.request('mutation($input: AddNoteInput!) { addNote(input: $input) { id } }', {
      input: { itemType: 'Game', itemId: Number(gameId), body: 'scoreboard\u0000broken' },
    });
    expect(problemsOf(note)).toEqual([{ field: 'body', message: 'Note must not contain NUL characters' }]);
    const search = await admin.request('{ readminObjects(typename: "Org", filterBar: { searchTerm: "a\\u0000" }) { id } }');
    expect(problemsOf(search)).toEqual([{ field: 'searchTerm', message: 'searchTerm must not contain NUL characters' }]);
    const venueId = String((await server.database.db.selectFrom('venues').select('id').executeTakeFirstOrThrow()).id);
    const details = await admin.request('mutation($input: VenuesUpdateInput!) { venuesUpdate(input: $input) { id } }', {
      input: { ids: [venueId], attributes: { details: 'x'.repeat(1024 * 1024) } },
    });
    expect(problemsOf(details)).toEqual([{ field: 'details', message: 'Details must be at most 10000 characters' }]);
    const user = await admin.request('mutation($input: AddUserInput!) { addUser(input: $input) { id } }', {
      input: { email: 'long@example.com', password: 'p'.repeat(1024 * 1024) },
    });
    expect(problemsOf(user)).toEqual([{ field: 'password', message: 'Password must be at most 128 characters' }]);
    expect(await rows()).toBe(before);
  });

  it('refuses a forged Load More cursor', async () => {
    const forged = Buffer.from(JSON.stringify(['not a time', 5])).toString('base64url');
    const res = await admin.request(`{ readminObjects(typename: "Game", filterBar: { orderOption: "newest" }, after: "${forged}") { id } }`);
    expect(problemsOf(res)).toEqual([{ field: 'after', message: 'after is not a cursor of this list (it changes with the order option)' }]);
  });

  it("treats names every object inherits ('constructor', '__proto__') as unknown type and association names", async () => {
    for (const typename of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const read = await admin.request('query($t: String!) { readminObjects(typename: $t) { id } }', { t: typename });
      expect(read.errors?.[0].message).toBe(`Unknown typename '${typename}'.`);
      const note = await admin.request('mutation($input: AddNoteInput!) { addNote(input: $input) { id } }', {
        input: { body: 'x', itemType: typename, itemId: 1 },
      });
      expect(note.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const association = await admin.request(
      '{ readminObjects(typename: "Org", limit: 1) { readminAssociationCount(associationName: "constructor") } }',
    );
    expect(association.errors?.[0].message).toBe("Organisations have no association 'constructor'");
  });
});
