import { describe, expect, it } from 'vitest';
import { eventually, useE2E } from '../support/e2e.ts';

/** Two people edit the same record (docs/console.md "Concurrent edits"): the second sees the first's change and merges. */
describe('concurrent edits, in Chromium', () => {
  const { page, url, db, signIn } = useE2E({ signIn: 'admin@example.com', timeout: 8000 });

  it("refuses the second save, shows the first's change field by field, and stores the merge chosen", async () => {
    const court = await db().selectFrom('courts').select(['id', 'name']).where('name', '=', 'DHSC Court 2').executeTakeFirstOrThrow();
    const second = await signIn('admin@example.com');
    second.setDefaultTimeout(8000);
    const openEdit = async (p: typeof second) => {
      await p.goto(url(`/readmin/courts/${court.id}`));
      await p.getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: 'Edit' }).click();
      const edit = p.getByRole('dialog', { name: `Edit ${court.name}` });
      await expect.poll(() => edit.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(court.name);
      return edit;
    };
    const mine = await openEdit(page());
    const theirs = await openEdit(second);

    await mine.getByLabel('Scorekeeper name').fill('Keeper A');
    await mine.getByRole('button', { name: 'Save' }).click();
    await mine.waitFor({ state: 'detached' });

    await theirs.getByLabel('Scorekeeper name').fill('Keeper B');
    await theirs.getByRole('textbox', { name: 'Name', exact: true }).fill(`${court.name} (B)`);
    await theirs.getByRole('button', { name: 'Save' }).click();
    const panel = theirs.getByRole('region', { name: 'Changed since you opened it' });
    await panel.getByText('Theirs: Keeper A', { exact: false }).waitFor();
    await panel.getByText('Yours: Keeper B', { exact: false }).waitFor();
    await panel.getByRole('radiogroup', { name: 'Keep your Scorekeeper name or take theirs' }).getByRole('radio', { name: 'Take theirs' }).check();
    await expect.poll(() => theirs.getByRole('textbox', { name: /^Scorekeeper name/ }).inputValue()).toBe('Keeper A');
    await theirs.getByRole('button', { name: 'Save' }).click();
    await theirs.waitFor({ state: 'detached' });

    await eventually(() =>
      db().selectFrom('courts').select(['name', 'scorekeeper_name']).where('id', '=', court.id).executeTakeFirstOrThrow(),
    ).toEqual({
      name: `${court.name} (B)`,
      scorekeeper_name: 'Keeper A',
    });
  });
});
