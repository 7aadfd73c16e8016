import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry, startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { OPS_CHECKS } from '../../src/server/features/opsWarnings/checks.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const CATEGORIES = `{ opsWarningCategories { category label description count truncated
  tables { columns { key label } rows { id subject cells } } } }`;

type Category = {
  category: string;
  label: string;
  description: string;
  count: number;
  truncated: boolean;
  tables: { columns: { key: string; label: string }[]; rows: { id: string; subject: string; cells: unknown[] }[] }[];
};

const GAME = (id: number, playedAt: string) => ({
  playedAt,
  gameId: id,
  organisation: 'Hoops',
  league: 'Winter',
  completedAt: null,
  homeScore: null,
  awayScore: null,
});

describe.each(TEST_DATABASES)('opsWarningCategories on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    admin = await signedIn(server.url, DEMO_USERS.admin);
    // Stored as the job stores them (jsonb details), plus one warning whose details have other attributes.
    await server.database.db
      .insertInto('ops_warnings')
      .values(
        [
          {
            category: 'game_not_completed',
            subject: 'A vs B (game 1)',
            description: 'late',
            details: JSON.stringify(GAME(1, '2026-01-02T10:00:00Z')),
          },
          {
            category: 'game_not_completed',
            subject: 'C vs D (game 2)',
            description: 'late',
            details: JSON.stringify(GAME(2, '2026-01-05T10:00:00Z')),
          },
          {
            category: 'game_not_completed',
            subject: 'Imported game 3',
            description: 'late',
            details: JSON.stringify({ source: 'import', gameId: 3 }),
          },
          {
            category: 'game_completed_without_final_score',
            subject: 'E vs F (game 4)',
            description: 'no score',
            details: JSON.stringify({ ...GAME(4, '2026-01-03T10:00:00Z'), completedAt: '2026-01-03T12:00:00Z', homeScore: 61 }),
          },
        ].map((w) => ({ ...w, detected_at: new Date() })),
      )
      .execute();
  });
  afterAll(() => server.close());

  const categories = async (client: GraphqlClient) => {
    const res = await client.request<{ opsWarningCategories: Category[] }>(CATEGORIES);
    expect(res.errors).toBeUndefined();
    return res.data!.opsWarningCategories;
  };

  it('answers every declared category with its label, description and the count of stored warnings', async () => {
    const options = registry.types.OpsWarning.fields.find((f) => f.name === 'category')!.options!;
    const stored = await server.database.db.selectFrom('ops_warnings').select('category').execute();
    const answer = await categories(admin);
    expect(answer.map((c) => [c.category, c.label, c.count, c.truncated])).toEqual(
      options.map((o) => [o.value, o.label, stored.filter((w) => w.category === o.value).length, false]),
    );
    expect(answer.map((c) => c.count)).toEqual([1, 3]);
    expect(answer[1].description).toBe(OPS_CHECKS.find((c) => c.category === 'game_not_completed')!.description);
  });

  it('groups a category by detail attributes: one table per set, columns in the check order, cells aligned', async () => {
    const late = (await categories(admin)).find((c) => c.category === 'game_not_completed')!;
    expect(late.tables.map((t) => t.columns.map((c) => c.key))).toEqual([
      ['playedAt', 'gameId', 'organisation', 'league', 'completedAt', 'homeScore', 'awayScore'],
      ['gameId', 'source'],
    ]);
    expect(late.tables[0].columns[0]).toEqual({ key: 'playedAt', label: 'Played at' });
    const [games, imported] = late.tables;
    expect(games.rows.map((r) => [r.subject, r.cells.slice(0, 2)])).toEqual([
      ['A vs B (game 1)', ['2026-01-02T10:00:00Z', 1]],
      ['C vs D (game 2)', ['2026-01-05T10:00:00Z', 2]],
    ]);
    expect(imported.rows).toEqual([{ id: expect.any(String), subject: 'Imported game 3', cells: [3, 'import'] }]);
    const completed = (await categories(admin)).find((c) => c.category === 'game_completed_without_final_score')!;
    expect(completed.tables).toHaveLength(1);
    expect(completed.tables[0].rows[0].cells).toEqual(['2026-01-03T10:00:00Z', 4, 'Hoops', 'Winter', '2026-01-03T12:00:00Z', 61, null]);
  });

  it('refuses everyone who may not read Ops Warnings', async () => {
    for (const email of [DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin, DEMO_USERS.noRoles]) {
      const res = await (await signedIn(server.url, email)).request(CATEGORIES);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]).toMatchObject({ message: 'You may not read Ops Warnings.', extensions: { code: 'FORBIDDEN' } });
    }
  });
});
