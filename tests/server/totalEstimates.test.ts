import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { timeLimitedDb, type Database } from '../../src/server/db/database.ts';
import { listConditions, type FilterBar } from '../../src/server/records/filterConditions.ts';
import { countRows, plannerEstimate } from '../../src/server/records/listQuery.ts';
import { openSeededTestDatabase, registry, TEST_DATABASES } from '../support/testServer.ts';

/** The seeded rows of these types are copied this many times over, keeping how their values are spread. */
const COPIES = 40;
const BIG_TYPES = ['Game', 'Person', 'ApiGraphqlRequest'];

/**
 * "About N" must be believable: for every declared scope and filter option (a reference filter: its most and
 * least common values) of the big types, the planner's estimate is within 2x of the true count wherever that
 * is 20 or more. The conditions compile to plain predicates on the columns (IS NULL, =, IS TRUE), which the
 * planner estimates from its statistics.
 */
describe.each(TEST_DATABASES)('planner estimates of list totals on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openSeededTestDatabase(kind);
    for (const typename of BIG_TYPES) {
      const { table } = registry.types[typename];
      const columns = (
        await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table} AND column_name <> 'id' AND is_generated = 'NEVER' ORDER BY ordinal_position`.execute(
          database.db,
        )
      ).rows.map((r) => sql.ref(r.name));
      await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns)})
        SELECT ${sql.join(columns)} FROM ${sql.table(table)}, generate_series(1, ${COPIES - 1})`.execute(database.db);
    }
    await sql`ANALYZE`.execute(database.db);
  }, 120_000);
  afterAll(() => database.close());

  const cases = async (typename: string): Promise<[string, FilterBar][]> => {
    const type = registry.types[typename];
    const bars: [string, FilterBar][] = [['all', {}]];
    for (const scope of type.list.scopes) bars.push([`scope ${scope.value}`, { scopeFilter: scope.value }]);
    for (const filter of type.list.filters) {
      const field = type.fields.find((f) => f.name === filter.field);
      if (filter.options.length)
        for (const o of filter.options) bars.push([`filter ${filter.name}=${o.value}`, { filtersHash: { [filter.name]: o.value } }]);
      else if (field && !filter.sameAs) {
        const { rows } = await sql<{ v: unknown }>`SELECT ${sql.ref(field.column)} AS v FROM ${sql.table(type.table)}
          WHERE ${sql.ref(field.column)} IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1`.execute(database.db);
        for (const { v } of [rows[0], rows[rows.length - 1]].filter(Boolean))
          bars.push([`filter ${filter.name}=${String(v)}`, { filtersHash: { [filter.name]: String(v) } }]);
      }
    }
    return bars;
  };

  it.each(BIG_TYPES)('%s: every scope and filter option is estimated within 2x of the truth', async (typename) => {
    const type = registry.types[typename];
    const report: string[] = [];
    let compared = 0;
    for (const [label, filterBar] of await cases(typename)) {
      const from = sql`FROM ${sql.table(type.table)} AS t WHERE ${sql.join(listConditions(registry, type, { all: true }, { filterBar }), sql` AND `)}`;
      const truth = (await sql<{ n: number }>`SELECT count(*)::int AS n ${from}`.execute(database.db)).rows[0].n;
      const estimate = await plannerEstimate(database.db, from);
      report.push(`${label}: ${truth} rows, estimated ${estimate}`);
      if (truth < 20) continue;
      compared++;
      expect.soft(estimate, `${typename} ${label}`).toBeGreaterThanOrEqual(truth / 2);
      expect.soft(estimate, `${typename} ${label}`).toBeLessThanOrEqual(truth * 2);
    }
    console.log(`${kind} ${typename}\n  ${report.join('\n  ')}`);
    expect(compared).toBeGreaterThanOrEqual(2);
  });

  it('counts exactly while quick, and gives way to the estimate when counting would pass the time limit', async () => {
    const games = registry.types.Game;
    const quick = await countRows(database.db, registry, games, { all: true }, {});
    expect(quick.approximate).toBe(kind === 'pglite'); // 40 copies of the demo's games: past PGlite's exact cap
    if (kind === 'pglite') return expect(timeLimitedDb(database.db)).toBeUndefined();
    const truth = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM games`.execute(database.db)).rows[0].n;
    expect(timeLimitedDb(database.db)).toBeDefined();
    expect(quick.value).toBe(truth);
    // Every row sleeps 10 ms: the count is cancelled at EXACT_COUNT_TIMEOUT, in one statement on the time-limited pool.
    const started = Date.now();
    const slow = await countRows(database.db, registry, games, { all: true }, { where: sql<boolean>`pg_sleep(0.01)::text = ''` });
    expect(slow.approximate).toBe(true);
    expect(slow.value).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(truth * 10);
  });

  it('keeps a small list exact when its count was cancelled by a server busy for a moment', async () => {
    if (kind === 'pglite') return expect(timeLimitedDb(database.db)).toBeUndefined();
    // The first row the count reads takes 200 ms (a sequence is not rolled back with the cancelled count), as if
    // the server stalled once; the retry, capped at 1,000 rows, reads the 3 rows at full speed.
    await sql`DROP SEQUENCE IF EXISTS count_stalls_once`.execute(database.db);
    await sql`CREATE SEQUENCE count_stalls_once`.execute(database.db);
    const stallOnce = sql<boolean>`(CASE WHEN nextval('count_stalls_once') = 1 THEN pg_sleep(0.2)::text ELSE '' END) = ''`;
    const three = await countRows(
      database.db,
      registry,
      registry.types.Game,
      { all: true },
      { where: sql<boolean>`t.id IN (SELECT id FROM games ORDER BY id LIMIT 3) AND ${stallOnce}` },
    );
    expect(three).toEqual({ value: 3, approximate: false });
    const calls = (await sql<{ n: string }>`SELECT last_value AS n FROM count_stalls_once`.execute(database.db)).rows[0].n;
    expect(Number(calls), 'the stalled count and its retry both read rows').toBeGreaterThan(1);
  });
});
