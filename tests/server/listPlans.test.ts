import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { listPageDb, openDatabase, type Database, type Db } from '../../src/server/db/database.ts';
import { listRows, recordRow } from '../../src/server/records/listQuery.ts';
import { plannedOnce } from '../../src/server/records/plannedOnce.ts';
import { openSeededTestDatabase, registry, requirePostgres } from '../support/testServer.ts';

/** Games added to the first game's league and court, so that PostgreSQL's generic plan for their pages looks as cheap as a fresh one. */
const ADDED_GAMES = 20_000;
/** Runs of the page: PostgreSQL weighs its generic plan against the fresh ones after the fifth. */
const RUNS = 10;

/** How PostgreSQL planned, on the connection that runs this, the games page filtered by `column`. */
const gamePagePlans = async (db: Db, column: 'league_id' | 'court_id') => {
  const { rows } = await sql<{
    name: string;
    generic: number;
    custom: number;
  }>`SELECT name, generic_plans::int AS generic, custom_plans::int AS custom
    FROM pg_prepared_statements WHERE name LIKE 'readmin\\_%' AND statement LIKE '%FROM "games" AS t%'
    AND statement LIKE ${`%"t"."${column}" = $%`}`.execute(db);
  return rows;
};

/** The nodes of a plan (EXPLAIN's JSON), each with its children. */
interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

const page = (column: 'league' | 'court', id: number, orderOption = 'newest') => ({
  filterBar: { filtersHash: { [column]: String(id) }, orderOption },
  limit: 10,
});

/**
 * A list's page is planned for the values it is given: a generic plan, costed with average selectivities, that
 * wins on a large court's page would also serve a small court's, reading every game in order for a few
 * (database.ts listPageDb). Only a page whose filters and order one index serves whole keeps its plan
 * (plannedOnce.ts): that plan is the index's scan, right for any league.
 */
describe('list pages are planned for their values unless an index serves them whole (PostgreSQL)', () => {
  let database: Database;
  let league: number;
  let court: number;
  let smallLeague: number;

  beforeAll(async () => {
    database = await openSeededTestDatabase('postgres', undefined, await requirePostgres());
    // The games added through pools of their own: a connection prepares a hundred statements, after which it
    // prepares no more (preparedStatements.ts), and the pages below must be the ones prepared.
    const seeding = await openDatabase({ url: database.url });
    try {
      ({ league, court } = (
        await sql<{ league: number; court: number }>`SELECT league_id AS league, court_id AS court FROM games
          WHERE league_id IS NOT NULL AND court_id IS NOT NULL ORDER BY id LIMIT 1`.execute(seeding.db)
      ).rows[0]);
      await sql`INSERT INTO games (org_id, league_id, court_id, home_team_id, away_team_id, played_at)
        SELECT g.org_id, g.league_id, g.court_id, g.home_team_id, g.away_team_id, g.played_at - n * interval '1 hour'
        FROM (SELECT * FROM games WHERE league_id = ${league} AND court_id = ${court} LIMIT 1) AS g,
        generate_series(1, ${ADDED_GAMES}) AS n`.execute(seeding.db);
      smallLeague = (
        await sql<{ id: number }>`SELECT league_id AS id FROM games WHERE league_id <> ${league}
          GROUP BY league_id ORDER BY count(*), league_id LIMIT 1`.execute(seeding.db)
      ).rows[0].id;
      await sql`ANALYZE games`.execute(seeding.db);
    } finally {
      await seeding.close();
    }
  }, 120_000);
  afterAll(() => database?.close());

  it("plans a court's page afresh on every run, where PostgreSQL would take its generic plan", async () => {
    const courtPage = page('court', court);
    expect(plannedOnce(registry.types.Game, courtPage)).toBe(false);
    /** The court's newest games, RUNS times on one connection of `pool`, and how that statement was planned there. */
    const runs = (pool: Db) =>
      pool.connection().execute(async (connection) => {
        for (let i = 0; i < RUNS; i++) expect(await listRows(connection, registry, registry.types.Game, { all: true }, courtPage)).toHaveLength(10);
        return gamePagePlans(connection, 'court_id');
      });
    // The same page on a connection of the general pool: PostgreSQL takes the generic plan there.
    const [general] = await runs(database.db);
    expect(general.generic).toBeGreaterThan(0);
    const [list] = await runs(listPageDb(database.db, { planKept: false }));
    // Prepared from the second run on: parsed once, planned nine times.
    expect(list).toMatchObject({ generic: 0, custom: RUNS - 1 });
  });

  it("keeps one plan for a league's newest games, the scan of the index led by the league, for a small league too", async () => {
    const Game = registry.types.Game;
    expect(plannedOnce(Game, page('league', league))).toBe(true);
    // Through the database as the server calls it: the page runs on the pool that keeps plans (one connection here, reused).
    for (let i = 0; i < RUNS; i++) expect(await listRows(database.db, registry, Game, { all: true }, page('league', league))).toHaveLength(10);
    const fewGames = await listRows(database.db, registry, Game, { all: true }, page('league', smallLeague));
    const plannedForIt = await listRows(listPageDb(database.db, { planKept: false }), registry, Game, { all: true }, page('league', smallLeague));
    expect(fewGames.length).toBeGreaterThan(0);
    expect(fewGames.map((r) => r.row.id)).toEqual(plannedForIt.map((r) => r.row.id));

    const plan = await listPageDb(database.db, { planKept: true })
      .connection()
      .execute(async (connection) => {
        // Prepared from the second run on, then never planned again.
        const [kept] = await gamePagePlans(connection, 'league_id');
        expect(kept).toMatchObject({ generic: RUNS, custom: 0 });
        const explained = await sql<{
          'QUERY PLAN': { Plan: PlanNode }[];
        }>`EXPLAIN (FORMAT JSON) EXECUTE ${sql.id(kept.name)}(${sql.lit(smallLeague)})`.execute(connection);
        return nodesOf(explained.rows[0]['QUERY PLAN'][0].Plan);
      });
    // The page's ten rows come straight off the index in order: no sort under the limit.
    const limit = plan.find((n) => n['Node Type'] === 'Limit')!;
    expect(limit.Plans?.map((n) => [n['Node Type'], n['Index Name']])).toEqual([['Index Scan', 'games_league_id_order_newest_idx']]);
    // The general pool never ran it.
    expect(await database.db.connection().execute((connection) => gamePagePlans(connection, 'league_id'))).toEqual([]);
  });

  it("reads a page's and a record's times as the ISO text a Date gives, without making the Date (utcTimestamps.ts)", async () => {
    // PostgreSQL writes times in the session's time zone: the text is read straight only when that is UTC.
    expect((await sql<{ TimeZone: string }>`SHOW timezone`.execute(database.db)).rows[0].TimeZone).toMatch(/^(Etc\/)?UTC$/);
    const times = ['2031-06-15 14:24:47.884636+00', '2031-06-15 14:24:47+00', '2031-06-15 14:24:47.5+00'];
    const { rows } = await sql<{ id: number }>`SELECT id FROM games WHERE league_id = ${smallLeague} ORDER BY id LIMIT 3`.execute(database.db);
    for (const [i, { id }] of rows.entries()) await sql`UPDATE games SET played_at = ${times[i]}::timestamptz WHERE id = ${id}`.execute(database.db);
    const asDates = await sql<{ id: number; played_at: Date; created_at: Date }>`SELECT id, played_at, created_at FROM games
      WHERE id = ANY(${rows.map((r) => r.id)}::integer[])`.execute(database.db);
    for (const planKept of [true, false]) {
      const page = await listRows(
        listPageDb(database.db, { planKept }),
        registry,
        registry.types.Game,
        { all: true },
        {
          filterBar: { filtersHash: { league: String(smallLeague) }, orderOption: 'newest' },
          limit: 10,
        },
      );
      for (const game of asDates.rows) {
        const row = page.find((r) => r.row.id === game.id)!.row;
        expect(row.played_at).toBe(game.played_at.toISOString());
        expect(row.created_at).toBe(game.created_at.toISOString());
      }
    }
    // A record's row by id (a detail page, its court joined) reads them the same way, on the general pool's
    // connections (recordRowsDb), and so does the joined row.
    const Game = registry.types.Game;
    const court = Game.fields.find((f) => f.name === 'court')!;
    const joins = [{ field: court, target: registry.types[court.typename!], namesOnly: false, access: { all: true } as const }];
    for (const game of asDates.rows) {
      const found = await recordRow(database.db, registry, Game, { all: true }, game.id, { computed: [], joins });
      expect(found!.joined[0].row!.created_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/));
      expect(found!.row.played_at).toBe(game.played_at.toISOString());
      expect(found!.row.created_at).toBe(game.created_at.toISOString());
    }
  });
});
