import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { registry, startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { OPS_CHECK_QUEUE } from '../../src/server/features/opsWarnings/opsWarningsJob.ts';
import { OPS_CHECKS } from '../../src/server/features/opsWarnings/checks.ts';
import { waitUntil } from '../support/waitUntil.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const CHECK = 'mutation { checkOpsWarnings(input: {}) { message } }';
const LIST = `query($bar: FilterBarInput) { readminObjects(typename: "OpsWarning", filterBar: $bar, limit: 1000) {
  id readminName ... on OpsWarning { category description details detectedAt } } }`;

type Warning = { id: string; readminName: string; category: string; description: string; details: Record<string, unknown>; detectedAt: string };
type GameRow = { id: number; played_at: Date; completed_at: Date | null; home_score: number | null; away_score: number | null };

const DAY = 86_400_000;

describe.each(TEST_DATABASES)('ops warnings on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;

  beforeAll(async () => {
    server = await startTestServer({ kind, exports: true });
    [admin, orgAdmin] = await Promise.all([signedIn(server.url, DEMO_USERS.admin), signedIn(server.url, DEMO_USERS.orgAdmin)]);
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const checkJobs = async () =>
    (await sql<{ state: string }>`SELECT state FROM pgboss.job WHERE name = ${OPS_CHECK_QUEUE} ORDER BY created_on`.execute(db())).rows.map(
      (r) => r.state,
    );
  /** Each category's game ids, decided here in plain code from the games table (not by the checks' SQL). */
  const expectedWarnings = async () => {
    const games = (await db().selectFrom('games').select(['id', 'played_at', 'completed_at', 'home_score', 'away_score']).execute()) as GameRow[];
    const ids = (keep: (g: GameRow) => boolean) =>
      games
        .filter(keep)
        .map((g) => g.id)
        .sort((a, b) => a - b);
    return {
      game_completed_without_final_score: ids((g) => g.completed_at !== null && (g.home_score === null || g.away_score === null)),
      game_not_completed: ids((g) => g.completed_at === null && new Date(g.played_at).getTime() < Date.now() - DAY),
    };
  };
  const warningsByCategory = async () => {
    const { data, errors } = await admin.request<{ readminObjects: Warning[] }>(LIST);
    expect(errors).toBeUndefined();
    const byCategory: Record<string, number[]> = { game_completed_without_final_score: [], game_not_completed: [] };
    for (const w of data!.readminObjects) byCategory[w.category].push(w.details.gameId as number);
    for (const ids of Object.values(byCategory)) ids.sort((a, b) => a - b);
    return byCategory;
  };
  const recheck = async () => {
    const before = (await checkJobs()).filter((s) => s === 'completed').length;
    const res = await admin.request<{ checkOpsWarnings: { message: string } }>(CHECK);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ checkOpsWarnings: { message: 'Re-check started. Please check back in a few minutes.' } });
    await waitUntil('the check job has completed', async () => (await checkJobs()).filter((s) => s === 'completed').length === before + 1);
  };

  it('declares a category option for every check, so the console can name each group', () => {
    const options = registry.types.OpsWarning.fields.find((f) => f.name === 'category')!.options!.map((o) => o.value);
    expect(OPS_CHECKS.map((c) => c.category).sort()).toEqual([...options].sort());
  });

  it('says when the checks last ran: not before the first run, then the time of each run', async () => {
    const lastRun = async () => {
      const res = await admin.request<{ opsChecksLastRunAt: string | null }>('{ opsChecksLastRunAt }');
      expect(res.errors).toBeUndefined();
      return res.data!.opsChecksLastRunAt;
    };
    // Tests start no scheduled jobs, so no run at start: the page must not read this as "every check passed".
    expect(await lastRun()).toBeNull();
    const asked = Date.now();
    await recheck();
    const first = await lastRun();
    expect(Date.parse(first!)).toBeGreaterThanOrEqual(asked - 1_000);
    await recheck();
    expect(Date.parse((await lastRun())!)).toBeGreaterThan(Date.parse(first!));
    expect((await orgAdmin.request('{ opsChecksLastRunAt }')).errors?.[0]).toMatchObject({
      message: 'You may not read Ops Warnings.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('queues a check for a platform admin; the worker finds the games with problems', async () => {
    const completed = (await db().selectFrom('games').select('id').where('completed_at', 'is not', null).orderBy('id').execute()) as { id: number }[];
    // Completed without a final score: one with no home score, one with no away score.
    await db().updateTable('games').set({ home_score: null }).where('id', '=', completed[0].id).execute();
    await db().updateTable('games').set({ away_score: null }).where('id', '=', completed[1].id).execute();
    // Played three days ago and never completed; and one played two hours ago, which is not late yet.
    await db()
      .updateTable('games')
      .set({ completed_at: null, played_at: new Date(Date.now() - 3 * DAY) })
      .where('id', '=', completed[2].id)
      .execute();
    await db()
      .updateTable('games')
      .set({ completed_at: null, played_at: new Date(Date.now() - 2 * 3_600_000) })
      .where('id', '=', completed[3].id)
      .execute();

    await recheck();
    const expected = await expectedWarnings();
    expect(expected.game_completed_without_final_score).toEqual([completed[0].id, completed[1].id]);
    expect(expected.game_not_completed).toContain(completed[2].id);
    expect(expected.game_not_completed).not.toContain(completed[3].id);
    expect(await warningsByCategory()).toEqual(expected);

    const { data } = await admin.request<{ readminObjects: Warning[] }>(LIST, {
      bar: { filtersHash: { category: 'game_completed_without_final_score' } },
    });
    const [first] = data!.readminObjects.filter((w) => w.details.gameId === completed[0].id);
    expect(first.readminName).toMatch(new RegExp(`^.+ vs .+ \\(game ${completed[0].id}\\)$`));
    expect(first.description).toBe(OPS_CHECKS[0].description);
    expect(first.details).toMatchObject({ gameId: completed[0].id, homeScore: null, organisation: expect.any(String), league: expect.any(String) });
    expect(first.details.playedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(Math.abs(Date.parse(first.detectedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('replaces the warnings on the next run: a fixed game has none any more', async () => {
    const [fixed] = (await warningsByCategory()).game_completed_without_final_score;
    await db().updateTable('games').set({ home_score: 70, away_score: 64 }).where('id', '=', fixed).execute();
    const rowsBefore = (await db().selectFrom('ops_warnings').select('id').execute()).length;
    await recheck();
    const now = await warningsByCategory();
    expect(now.game_completed_without_final_score).not.toContain(fixed);
    expect(now).toEqual(await expectedWarnings());
    expect((await db().selectFrom('ops_warnings').select('id').execute()).length).toBe(rowsBefore - 1);
  });

  it('refuses organisation admins: no check is queued and the warnings stay hidden', async () => {
    const jobs = (await checkJobs()).length;
    const res = await orgAdmin.request(CHECK);
    expect(res.errors?.[0]).toMatchObject({ message: 'You may not run checkOpsWarnings.', extensions: { code: 'FORBIDDEN' } });
    expect((await orgAdmin.request(LIST)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await checkJobs()).length).toBe(jobs);
  });
});
