import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { listPageDb, openDatabase, type Database, type Db } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { seedDemoData } from '../../src/server/db/seed.ts';
import { listRows } from '../../src/server/records/listQuery.ts';
import { openTestDatabase, registry, requirePostgres } from '../support/testServer.ts';

/** Games added to the first league, so that PostgreSQL's generic plan for its page looks as cheap as a fresh one. */
const ADDED_GAMES = 20_000;
/** Runs of the page: PostgreSQL weighs its generic plan against the fresh ones after the fifth. */
const RUNS = 10;

/** How PostgreSQL planned the games page's prepared statement on the connection that runs this. */
const gamePagePlans = async (db: Db) => {
  const { rows } = await sql<{ generic: number; custom: number }>`SELECT generic_plans::int AS generic, custom_plans::int AS custom
    FROM pg_prepared_statements WHERE name LIKE 'readmin\\_%' AND statement LIKE '%FROM "games" AS t%'`.execute(db);
  return rows;
};

/**
 * A list's page is planned for the values it is given: a generic plan, costed with average selectivities, that
 * wins on a large league's page would also serve a small league's, reading every game in order for a few
 * (database.ts listPageDb).
 */
describe('list pages are planned for their values (PostgreSQL)', () => {
  let database: Database;
  let league: number;

  beforeAll(async () => {
    database = await openTestDatabase('postgres', undefined, await requirePostgres());
    // Seeded through pools of their own: seeding prepares a hundred statements on a connection, after which it
    // prepares no more (preparedStatements.ts).
    const seeding = await openDatabase({ url: database.url });
    try {
      await migrate(seeding.db);
      await seedDemoData(seeding.db);
      league = (await sql<{ id: number }>`SELECT min(league_id)::int AS id FROM games`.execute(seeding.db)).rows[0].id;
      await sql`INSERT INTO games (org_id, league_id, court_id, home_team_id, away_team_id, played_at)
        SELECT g.org_id, g.league_id, g.court_id, g.home_team_id, g.away_team_id, g.played_at - n * interval '1 hour'
        FROM (SELECT * FROM games WHERE league_id = ${league} LIMIT 1) AS g, generate_series(1, ${ADDED_GAMES}) AS n`.execute(seeding.db);
      await sql`ANALYZE games`.execute(seeding.db);
    } finally {
      await seeding.close();
    }
  }, 120_000);
  afterAll(() => database?.close());

  /** The first league's newest games, RUNS times on one connection of `pool`, and how that statement was planned there. */
  const pageRuns = (pool: Db) =>
    pool.connection().execute(async (connection) => {
      const args = { filterBar: { filtersHash: { league: String(league) }, orderOption: 'newest' }, limit: 10 };
      for (let i = 0; i < RUNS; i++) expect(await listRows(connection, registry, registry.types.Game, { all: true }, args)).toHaveLength(10);
      return gamePagePlans(connection);
    });

  it('plans the page afresh on every run, where PostgreSQL would take its generic plan', async () => {
    // The same page on a connection of the general pool: PostgreSQL takes the generic plan there, as the list's did.
    const [general] = await pageRuns(database.db);
    expect(general.generic).toBeGreaterThan(0);
    const [list] = await pageRuns(listPageDb(database.db));
    // Prepared from the second run on: parsed once, planned nine times.
    expect(list).toEqual({ generic: 0, custom: RUNS - 1 });
  });
});
