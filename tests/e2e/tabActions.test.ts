import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useE2E } from '../support/e2e.ts';

/** A tab's own actions (metadata tabs[].actions): a league's teams are added on its Teams tab. */
describe('tab actions, in Chromium', () => {
  const { page, url, db } = useE2E({ signIn: 'admin@example.com', timeout: 8000 });

  it("adds a team to a league from the league's Teams tab, which then lists it", async () => {
    const { rows } = await sql<{ league: number; org: number; team: number; name: string }>`
      SELECT l.id AS league, l.org_id AS org, t.id AS team, t.name FROM leagues l JOIN teams t ON t.org_id = l.org_id
      WHERE NOT (l.id = ANY(t.league_ids)) ORDER BY l.id, t.id LIMIT 1`.execute(db());
    const { league, org, team, name } = rows[0];
    await page().goto(url(`/readmin/orgs/${org}/leagues/${league}?tab=teams`));
    const toolbar = page().getByRole('toolbar', { name: 'Tab actions' });
    await toolbar.getByRole('button', { name: 'Add League Team' }).click();
    // Not on the record's own toolbar as well.
    await expect.poll(() => page().getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: 'Add League Team' }).count()).toBe(0);
    const dialog = page().getByRole('dialog', { name: /Add League Team/ });
    const picker = dialog.getByRole('combobox', { name: 'Team' });
    await picker.fill(name);
    await page().getByRole('option', { name, exact: true }).click();
    await dialog.getByRole('button', { name: 'Add League Team', exact: true }).click();
    await expect.poll(() => page().getByRole('dialog').count()).toBe(0);
    await page().getByRole('link', { name, exact: true }).first().waitFor();
    const stored = await db().selectFrom('teams').select('league_ids').where('id', '=', team).executeTakeFirstOrThrow();
    expect(stored.league_ids).toContain(league);
  });
});
