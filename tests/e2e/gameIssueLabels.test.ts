import { beforeAll, describe, it } from 'vitest';
import { sql } from 'kysely';
import { useE2E } from '../support/e2e.ts';

const SUSPICIOUS = 'Suspicious game details: Game lasted 2 minutes; expected between 5 minutes and 4 hours';

/** Game issue labels (spec 001 §8), computed by the server, on a game's page and in the games list. */
describe('game issue labels, in Chromium', () => {
  const { page, url, db } = useE2E({ signIn: 'admin@example.com', timeout: 8000 });
  let short: { id: number; played_at: Date };

  beforeAll(async () => {
    // The demo's game that lasted 2 minutes (src/server/demo/seeds/gameIssues.ts).
    const { rows } = await sql<{ id: number; played_at: Date }>`SELECT id, played_at FROM games
      WHERE completed_at - played_at = interval '2 minutes'`.execute(db());
    short = rows[0];
  });

  it("shows a game's issues under its name, the duration error as the detail", async () => {
    await page().goto(url(`/readmin/games/${short.id}`));
    const labels = page().getByRole('main').getByRole('group', { name: 'Labels' }).first();
    await labels.getByText(SUSPICIOUS, { exact: true }).waitFor();
    await labels.getByText('No recording is available', { exact: true }).waitFor();
    // The Details tab lists the computed fields beside the stored ones.
    await page().getByRole('table', { name: 'Details' }).getByText('Game lasted 2 minutes; expected between 5 minutes and 4 hours').waitFor();
  });

  it('shows them in the games list too, under each name', async () => {
    const day = new Date(short.played_at).toISOString().slice(0, 10);
    const state = encodeURIComponent(JSON.stringify({ dateRange: { start: day, end: day } }));
    await page().goto(url(`/readmin/games#${state}`));
    const row = page()
      .getByRole('row')
      .filter({ has: page().locator(`a[href$="/games/${short.id}"]`) });
    await row.getByText(SUSPICIOUS, { exact: true }).waitFor();
  });
});
