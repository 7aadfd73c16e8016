import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { seedDemoData } from '../../src/server/demo/seed.ts';
import { DEMO_WEEK } from '../../src/server/demo/demoCalendar.ts';

const DAY = 24 * 3600 * 1000;
const WEEK = 7 * DAY;

/** `npm start` seeds the demo around the week it starts in, so its recent games fall in the Dashboard's default range. */
describe('the demo calendar', () => {
  // A Wednesday eight weeks and two days after the week the demo's dates are written around.
  const today = new Date(DEMO_WEEK.getTime() + 8 * WEEK + 2 * DAY + 10 * 3600 * 1000);
  let moved: TestServer;
  let fixed: TestServer;
  beforeAll(async () => {
    [moved, fixed] = await Promise.all([startTestServer({ seed: false }), startTestServer()]);
    await seedDemoData(moved.database.db, { today });
  });
  afterAll(() => Promise.all([moved?.close(), fixed?.close()]));

  const games = (server: TestServer) => server.database.db.selectFrom('games').select(['id', 'played_at', 'completed_at']).orderBy('id').execute();

  it('moves every game by whole weeks, keeping weekday and time of day', async () => {
    const [after, before] = await Promise.all([games(moved), games(fixed)]);
    expect(after.length).toBe(before.length);
    for (const [i, g] of after.entries()) expect(g.played_at.getTime() - before[i].played_at.getTime()).toBe(8 * WEEK);
  });

  it('leaves completed games in the last 30 days before that day and upcoming ones after it', async () => {
    const after = await games(moved);
    const recent = after.filter((g) => g.completed_at && g.played_at.getTime() > today.getTime() - 30 * DAY && g.played_at < today);
    expect(recent.length).toBeGreaterThan(0);
    expect(after.some((g) => !g.completed_at && g.played_at > today)).toBe(true);
  });

  it('moves the usage report by the months its first days move into', async () => {
    const monthsOf = async (server: TestServer) =>
      (await server.database.db.selectFrom('usage_report_entries').select('month').distinct().orderBy('month').execute()).map((r) => String(r.month));
    const [after, before] = await Promise.all([monthsOf(moved), monthsOf(fixed)]);
    const movedMonth = (first: string) => `${new Date(new Date(`${first}T00:00:00Z`).getTime() + 8 * WEEK).toISOString().slice(0, 7)}-01`;
    expect(before.length).toBeGreaterThan(0);
    expect(after).toEqual(before.map(movedMonth));
  });
});
