import { describe, expect, it } from 'vitest';
import { eventually, useE2E } from '../support/e2e.ts';

/** Change to Miniball (spec 001 §4) from the leagues' bulk bar, and the scoring mode it locks (001 §5). */
describe('Change to Miniball, in Chromium', () => {
  const { page, url, db } = useE2E({ signIn: 'orgadmin@example.com' });

  const leagueRow = (id: number) => page().locator(`main table tbody tr:has(a[href$="/leagues/${id}"])`);
  const bulkBar = () => page().getByRole('toolbar', { name: 'Bulk actions' });
  const sportOf = async (id: number) => (await db().selectFrom('leagues').select('sport').where('id', '=', id).executeTakeFirstOrThrow()).sport;

  it('changes the selected basketball leagues, is not offered once one of them is not basketball, and locks the scoring mode', async () => {
    const [a, b, c] = (
      await db().selectFrom('leagues').select('id').where('org_id', '=', 1).where('sport', '=', 'basketball').orderBy('id').execute()
    ).map((l) => l.id as number);
    await page().goto(url('/readmin/orgs/1/leagues'));
    for (const id of [a, b]) await leagueRow(id).getByRole('checkbox').click();
    await bulkBar().getByText('2 selected').waitFor();
    await bulkBar().getByRole('button', { name: 'Change to Miniball' }).click();
    const dialog = page().getByRole('dialog');
    await dialog.getByText('Change the selected leagues to miniball? Their scoring mode will be locked.').waitFor();
    await dialog.getByRole('button', { name: 'Change to Miniball' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(async () => [await sportOf(a), await sportOf(b)]).toEqual(['miniball', 'miniball']);
    await eventually(() => leagueRow(a).getByText('Miniball').count()).toBe(1);

    // A miniball league in the selection: the action is not offered.
    await page().reload();
    for (const id of [a, c]) await leagueRow(id).getByRole('checkbox').click();
    await bulkBar().getByText('2 selected').waitFor();
    await bulkBar().getByRole('button', { name: 'Clear selection' }).waitFor();
    expect(await bulkBar().getByRole('button', { name: 'Change to Miniball' }).count()).toBe(0);

    // The record toolbar offers it on a basketball league only; a miniball league's scoring mode cannot be
    // changed in its edit dialog, a basketball league's can.
    await page().goto(url(`/readmin/orgs/1/leagues/${a}`));
    await page().getByRole('button', { name: 'Edit Settings' }).waitFor();
    expect(await page().getByRole('button', { name: 'Change to Miniball' }).count()).toBe(0);
    await page().getByRole('button', { name: 'Edit Settings' }).click();
    const edit = page().getByRole('dialog', { name: /Edit Settings/ });
    await expect.poll(() => edit.getByLabel('Scoring mode').isDisabled()).toBe(true);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await page().goto(url(`/readmin/orgs/1/leagues/${c}`));
    await page().getByRole('button', { name: 'Change to Miniball' }).waitFor();
    await page().getByRole('button', { name: 'Edit Settings' }).click();
    await expect
      .poll(() =>
        page()
          .getByRole('dialog', { name: /Edit Settings/ })
          .getByLabel('Scoring mode')
          .isEnabled(),
      )
      .toBe(true);
  });
});
