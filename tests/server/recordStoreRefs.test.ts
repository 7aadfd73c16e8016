import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry, startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { loadViewer, type Viewer } from '../../src/server/auth/viewer.ts';
import { RecordStore } from '../../src/server/records/store.ts';
import { readminName } from '../../src/server/records/present.ts';
import type { KyselyPlugin } from 'kysely';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

/**
 * A page's references and names resolve without a promise when the page already read what they need (the
 * executor then completes the page's rows in one tick), and give the same answers as when they are looked up.
 */
describe.each(TEST_DATABASES)('references a page already read, on %s', (kind) => {
  let server: TestServer;
  let viewer: Viewer;
  const GAME = registry.types.Game;
  const store = () => new RecordStore(server.database.db, registry, viewer);
  beforeAll(async () => {
    server = await startTestServer({ kind });
    const user = await server.database.db.selectFrom('users').select('id').where('email', '=', DEMO_USERS.orgAdmin).executeTakeFirstOrThrow();
    viewer = (await loadViewer(server.database.db, registry, user.id))!;
  });
  afterAll(() => server.close());

  it('answers a joined reference and the name it makes at once, as a lookup would', async () => {
    const page = store();
    const games = await page.list('Game', { limit: 10, references: ['homeTeam', 'awayTeam', 'court'], nameOnlyReferences: ['court'] });
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      const court = page.ref('Court', game.courtId as number, true);
      expect(court).not.toBeInstanceOf(Promise);
      expect(court).toMatchObject({ id: game.courtId, name: expect.any(String) });
      const name = readminName(page, GAME, game);
      expect(typeof name).toBe('string');
      // A store that read no page looks the teams up, and names the game the same.
      const looked = readminName(store(), GAME, game);
      expect(looked).toBeInstanceOf(Promise);
      expect(await looked).toBe(name);
      expect(name).toMatch(/ vs /);
    }
  });

  it('answers a record it has looked up once without a promise the next time', async () => {
    const page = store();
    const [game] = await page.list('Game', { limit: 1 });
    const first = page.ref('League', game.leagueId as number);
    expect(first).toBeInstanceOf(Promise);
    const league = await first;
    expect(league).toMatchObject({ id: game.leagueId });
    expect(page.ref('League', game.leagueId as number)).toBe(league);
    // One that does not exist is remembered as absent.
    expect(await page.ref('League', 987654321)).toBeNull();
    expect(page.ref('League', 987654321)).toBeNull();
  });

  it('reads one record and the references its answer selects in one statement, as get() and lookups answer them', async () => {
    const [game] = await store().list('Game', { limit: 1 });
    const selection = { references: ['homeTeam', 'awayTeam', 'court', 'league'], nameOnlyReferences: ['court'] };
    // A joined table's columns are read from the catalog once per process: not what is counted here.
    await store().getSelected('Game', game.id, selection);
    let statements = 0;
    // Counted as results arrive: a kept statement is executed as compiled, without a query node to transform.
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        statements += 1;
        return result;
      },
    };
    const page = new RecordStore(server.database.db.withPlugin(counting), registry, viewer);
    const record = await page.getSelected('Game', String(game.id), selection);
    expect(statements).toBe(1);
    expect(record).toEqual(await store().get('Game', game.id));
    const team = page.ref('Team', game.homeTeamId as number);
    expect(team).not.toBeInstanceOf(Promise);
    expect(team).toEqual(await store().ref('Team', game.homeTeamId as number));
    expect(page.ref('Court', game.courtId as number, true)).toMatchObject({ id: game.courtId, name: expect.any(String) });
    expect(readminName(page, GAME, record!)).toBe(await readminName(store(), GAME, record!));
    expect(statements).toBe(1);
  });

  it('answers null for a record the viewer may not read, and for one that does not exist, as get() does', async () => {
    const selection = { references: ['homeTeam', 'court'], nameOnlyReferences: [] };
    const db = server.database.db;
    const elsewhere = await db.selectFrom('games').select('id').where('org_id', 'not in', viewer.memberships.orgAdmin.ids).executeTakeFirstOrThrow();
    expect(await store().get('Game', elsewhere.id)).toBeNull();
    expect(await store().getSelected('Game', elsewhere.id, selection)).toBeNull();
    expect(await store().getSelected('Game', 987654321, selection)).toBeNull();
    expect(await store().getSelected('Game', 'not-an-id', selection)).toBeNull();
  });
});
