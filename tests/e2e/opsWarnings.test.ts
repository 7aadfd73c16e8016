import { describe, expect, it } from 'vitest';
import { eventually, useE2E } from '../support/e2e.ts';

const LATE = 'Game played more than a day ago and not completed';
const NO_SCORE = 'Game completed without a final score';

/** The Ops Warnings page (spec 002 §2.3) over the demo data, in Chromium, as a platform admin. */
describe('the Ops Warnings page, in Chromium', () => {
  const { page, url, db } = useE2E({ signIn: 'admin@example.com' });

  it('opens from the sidebar; Re-check says to check back, then the categories show their counts and tables', async () => {
    // The demo data's games of the last rounds were played weeks ago and never completed.
    const late = await db()
      .selectFrom('games')
      .select(['id', 'played_at'])
      .where('completed_at', 'is', null)
      .where('played_at', '<', new Date(Date.now() - 86_400_000))
      .orderBy('played_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(late.length).toBeGreaterThan(1);

    await page().goto(url('/readmin'));
    await page().getByRole('link', { name: 'Ops Warnings' }).click();
    await page().waitForURL(url('/readmin/ops_warnings'));
    await page().getByRole('heading', { level: 1, name: 'Ops Warnings' }).waitFor();
    // No check has run on this database yet (tests start no run at start): the page does not call that "all clear".
    await page().getByText('Not checked yet: the checks run when the server starts, or on Re-check.').waitFor();
    await page().getByText('No ops warnings yet: no check has run.').waitFor();
    expect(
      await page()
        .getByText(/every check passed/)
        .count(),
    ).toBe(0);

    await page().getByRole('button', { name: 'Re-check' }).click();
    const dialog = page().getByRole('dialog');
    await dialog.getByText('It starts shortly; check back after a few minutes.').waitFor();
    await dialog.getByRole('button', { name: 'Re-check' }).click();
    await page().locator('main').getByText('Re-check started. Please check back in a few minutes.').first().waitFor();
    // The page asks until the run is done, then says when it ran, without a reload.
    await page()
      .getByText(/^Last checked \d{4}-\d\d-\d\d \d\d:\d\d/)
      .waitFor({ timeout: 30_000 });

    // The job runs in the background: reload until its warnings are there.
    await eventually(async () => {
      await page().goto(url('/readmin/ops_warnings'));
      await page().locator('main div[aria-busy="false"]:has(h1)').waitFor(); // the categories have loaded
      return page()
        .getByRole('heading', { level: 2, name: `${LATE} (${late.length})` })
        .count();
    }, 30_000).toBe(1);
    await page()
      .getByRole('heading', { level: 2, name: new RegExp(`^${NO_SCORE} \\(\\d+\\)$`) })
      .waitFor();

    // One table of game details, played-at first, so newest first.
    const table = page().getByRole('table', { name: LATE });
    const links = await table.locator('tbody tr td:last-child a').evaluateAll((as) => as.map((a) => a.textContent ?? ''));
    const shown = links.map((l) => Number(/\(game (\d+)\)$/.exec(l)?.[1]));
    expect([...shown].sort((a, b) => a - b)).toEqual(late.map((g) => g.id as number).sort((a, b) => a - b));
    // Games of one round share a time, so only the times' order is fixed.
    const playedAt = new Map(late.map((g) => [g.id as number, new Date(g.played_at as Date).getTime()]));
    expect(shown.map((id) => playedAt.get(id))).toEqual(late.map((g) => new Date(g.played_at as Date).getTime()));
    await page().getByText('Newest played at first.').first().waitFor();

    // Every warning stays reachable in the generic list too, in its default order (category, then id):
    // the first page need not reach the late games when there are many of the other category.
    const first = await db().selectFrom('ops_warnings').select('subject').orderBy('category').orderBy('id').executeTakeFirstOrThrow();
    await page().getByRole('link', { name: 'All warnings as a list' }).click();
    await page().waitForURL(url('/readmin/ops_warnings/all'));
    await eventually(() => page().locator('main table tbody tr').first().innerText()).toContain(first.subject as string);
  });
});
