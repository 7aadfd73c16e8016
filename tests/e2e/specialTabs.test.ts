import { describe, expect, it } from 'vitest';
import { useE2E } from '../support/e2e.ts';

/**
 * The special tabs and the usage report not covered by a page of their own, in the built console
 * against the real server, as a platform admin: a venue server's Status and SMART state, a surface's Motioncrop
 * Preview (four pictures the server renders from the camera's latest frame) and the usage report's Recompute.
 */
describe('venue server, surface and usage report tabs, in Chromium', () => {
  const { page, url, db } = useE2E({ signIn: 'admin@example.com', timeout: 30_000 });

  it("shows a venue server's status by section and its SMART state as reported", async () => {
    const server = await db().selectFrom('venue_servers').select('id').where('name', '=', 'dhsc-vs-01').executeTakeFirstOrThrow();
    await page().goto(url(`/readmin/venue_servers/${server.id}`));
    await page().getByRole('tab', { name: 'Status', exact: true }).click();
    const disk = page().getByRole('region', { name: 'Disk' });
    await disk.getByText('1.2 TB of 3.6 TB').waitFor();
    // Each section renders on its own: wait for this one rather than count what is there at once.
    await expect
      .poll(() => page().getByRole('region', { name: 'System' }).getByText('dhsc-vs-01 (Ubuntu 22.04.4 LTS', { exact: false }).count())
      .toBe(1);
    await page().getByRole('tab', { name: 'SMART state' }).click();
    const smart = page().getByRole('tabpanel', { name: 'SMART state' });
    await smart.getByText('PASSED', { exact: false }).waitFor();
    expect(await smart.textContent()).toContain('Reallocated_Sector_Ct 0');
    // The Details tab's Status entries are the same tables, not JSON with literal \n.
    await page().getByRole('tab', { name: 'Details', exact: true }).click();
    const details = page().getByRole('table', { name: 'Details' });
    await details.getByRole('region', { name: 'Disk' }).getByText('1.2 TB of 3.6 TB').waitFor();
    expect(await details.innerText()).not.toMatch(/"section"|\\n/);
  });

  it("renders a surface's Full Court Debug Preview and its Left, Middle and Right Court images", async () => {
    const surface = await db().selectFrom('surfaces').select('id').where('snapshot', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    await page().goto(url(`/readmin/surfaces/${surface.id}`));
    await page().getByRole('tab', { name: 'Motioncrop Preview' }).click();
    for (const label of ['Full Court Debug Preview', 'Left Court', 'Middle Court', 'Right Court']) {
      const image = page().getByRole('img', { name: label, exact: true });
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 60_000 }).toBeGreaterThan(0);
    }
  });

  it("recomputes the usage report: the action says to check back, and the job rewrites this month's rows", async () => {
    const now = new Date();
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
    const league = await db().selectFrom('leagues').select(['id', 'org_id']).orderBy('id').executeTakeFirstOrThrow();
    // A figure no recompute writes: the job either corrects the row or removes it (no games that month).
    await db().deleteFrom('usage_report_entries').where('league_id', '=', league.id).where('month', '=', month).execute();
    const stale = await db()
      .insertInto('usage_report_entries')
      .values({ org_id: league.org_id, league_id: league.id, month, games_count: 999_999, team_ids: [] })
      .returning('id')
      .executeTakeFirstOrThrow();
    await page().goto(url(`/readmin/orgs/${league.org_id}/usage_report`));
    await page().getByRole('button', { name: 'Recompute' }).first().click();
    await page().getByRole('dialog').getByRole('button', { name: 'Recompute' }).click();
    await page().getByText('Usage report recompute has been issued. Please check back in a few minutes.').waitFor();
    await expect
      .poll(
        async () =>
          (await db().selectFrom('usage_report_entries').select('games_count').where('id', '=', stale.id).executeTakeFirst())?.games_count ??
          'removed',
        { timeout: 60_000 },
      )
      .not.toBe(999_999);
  });
});
