import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { eventually, useE2E } from '../support/e2e.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

/** The Leaderboard Content and Encoding Timeline tabs (spec 002 §2.10) in Chromium over the demo data. */
describe('Leaderboard Content and Encoding Timeline tabs in Chromium', () => {
  const { page, url, db } = useE2E({ signIn: DEMO_USERS.admin });

  it("shows a demo standings table's content: its segment titled, head columns then 'short name - name' columns", async () => {
    const table = (
      await sql<{ id: number; name: string; leader: string }>`SELECT t.id, t.name,
          (SELECT tm.name FROM team_standing_entries e JOIN teams tm ON tm.id = e.team_id WHERE e.leaderboard_table_id = t.id ORDER BY e.rank LIMIT 1) AS leader
        FROM leaderboard_tables t WHERE t.kind = 'team_standings' ORDER BY t.id LIMIT 1`.execute(db())
    ).rows[0];
    await page().goto(url(`/readmin/leaderboard_tables/${table.id}?tab=content`));
    const content = page().getByRole('table', { name: table.name });
    await content.waitFor();
    await page().getByRole('region', { name: table.name }).getByRole('heading', { name: table.name }).waitFor();
    const headers = await content.getByRole('columnheader').allTextContents();
    expect(headers.slice(0, 3)).toEqual(['Rank', 'Team', 'P - Played']);
    expect(headers).toContain('PTS - League points');
    const first = content.getByRole('row').nth(1);
    expect(await first.getByRole('cell').nth(1).textContent()).toBe(table.leader);
    // The seeded leader was last a round earlier: its rank shows the move up.
    await first.getByLabel(/^Up \d+$/).waitFor();
  });

  it("draws a demo live stream's encoding spans and shows a span's tooltip on hover", async () => {
    const stream = (
      await sql<{
        id: number;
        pid: number;
      }>`SELECT s.id, (SELECT e.pid FROM encoding_timeline_items e WHERE e.live_stream_id = s.id ORDER BY e.started_at DESC LIMIT 1) AS pid
        FROM live_streams s WHERE EXISTS (SELECT 1 FROM encoding_timeline_items e WHERE e.live_stream_id = s.id) ORDER BY s.id LIMIT 1`.execute(db())
    ).rows[0];
    await page().goto(url(`/readmin/live_streams/${stream.id}?tab=encoding_timeline`));
    const figure = page().getByRole('figure', { name: 'Encoding timeline' });
    const bar = figure.locator('canvas').first();
    await bar.waitFor();
    await page()
      .getByText(/upload bandwidth/)
      .waitFor();
    const box = (await bar.boundingBox())!;
    expect(box.height).toBe(50);
    // The latest span reaches the stream's finish: the bar's right end is inside it.
    await page().mouse.move(box.x + box.width * 0.95, box.y + box.height / 2);
    const tooltip = page().getByRole('tooltip');
    await eventually(() => tooltip.textContent()).toContain(`Process ${stream.pid}`);
    expect(await tooltip.textContent()).toMatch(/Start: .*End: .*Duration: \d\d:\d\d:\d\d/);
  });
});
