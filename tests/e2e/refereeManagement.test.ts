import { describe, expect, it } from 'vitest';
import { eventually, useE2E } from '../support/e2e.ts';

/** Referee Game Management (spec 002 §2.10) over the demo data, in Chromium, as the demo organisation admin. */
describe('Referee Game Management, in Chromium', () => {
  const { page, url, db } = useE2E({ signIn: 'orgadmin@example.com' });
  /** The organisation the demo organisation admin administers. */
  const demoOrg = () =>
    db()
      .selectFrom('org_admins as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('a.org_id')
      .where('u.email', '=', 'orgadmin@example.com')
      .executeTakeFirstOrThrow();

  it('opens from Referee Access, quick-assigns a referee to a game, shows them, and removes them', async () => {
    const org = await demoOrg();
    // The organisation's newest game heads the table; the demo gives referees to completed games only.
    const game = await db()
      .selectFrom('games')
      .select('id')
      .where('org_id', '=', org.org_id)
      .orderBy('played_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const referee = await db()
      .selectFrom('people')
      .select(['id', 'first_name', 'last_name'])
      .where('org_id', '=', org.org_id)
      .where('is_referee', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const name = `${referee.first_name} ${referee.last_name}`;
    const assigned = () =>
      db()
        .selectFrom('game_people')
        .select('id')
        .where('game_id', '=', game.id)
        .where('person_id', '=', referee.id)
        .where('role', '=', 'referee')
        .execute();
    expect(await assigned()).toEqual([]);

    await page().goto(url('/readmin'));
    await page().getByRole('link', { name: 'Referee Access' }).click();
    await page().waitForURL(url(`/readmin/orgs/${org.org_id}/games/manage_referees`));
    await page().getByRole('heading', { level: 1, name: 'Referee Game Management' }).waitFor();
    await page().getByText('Manage game access for referees').waitFor();

    const quick = page().getByRole('combobox', { name: 'Quick Assign' });
    await quick.fill(name);
    await page().getByRole('option', { name }).first().click();

    const row = page().getByRole('table', { name: 'Referee games' }).locator('tbody tr').first();
    await row.getByRole('button', { name: `Assign ${name}` }).click();
    await row.locator('.MuiChip-root', { hasText: name }).waitFor();
    await page()
      .getByText(new RegExp(`^${name} assigned to `))
      .waitFor();
    expect(await assigned()).toHaveLength(1);

    await row.getByRole('button', { name: /^More actions for / }).click();
    await page()
      .getByRole('menuitem', { name: `Remove ${name}` })
      .click();
    await row.locator('.MuiChip-root', { hasText: name }).waitFor({ state: 'detached' });
    await eventually(async () => (await assigned()).length, 5_000).toBe(0);
    // The button offers the assignment again.
    await row.getByRole('button', { name: `Assign ${name}` }).waitFor();
  });

  it('lists in Quick Assign only the people holding what is typed, each once, with the email under names two people share', async () => {
    const org = await demoOrg();
    /** The organisation's people whose name or email holds `text`, as the picker should show them: the email under a shared name. */
    const expected = async (text: string) => {
      const people = await db()
        .selectFrom('people')
        .select(['first_name', 'last_name', 'email'])
        .where('org_id', '=', org.org_id)
        .where((eb) => eb.or(['first_name', 'last_name', 'email'].map((c) => eb(eb.ref(c as 'email'), 'ilike', `%${text}%`))))
        .execute();
      const name = (p: (typeof people)[number]) => [p.first_name, p.last_name].filter(Boolean).join(' ');
      const shared = (p: (typeof people)[number]) => people.filter((o) => name(o) === name(p)).length > 1;
      return people.map((p) => (shared(p) ? `${name(p)}\n${p.email}` : name(p))).sort();
    };
    const noahs = await expected('Noah');
    // The demo organisation has two people called Noah Smith: the case the emails are for.
    expect(noahs.filter((n) => n.startsWith('Noah Smith\n'))).toHaveLength(2);

    await page().goto(url(`/readmin/orgs/${org.org_id}/games/manage_referees`));
    const quick = page().getByRole('combobox', { name: 'Quick Assign' });
    const shown = async () => ((await page().getByRole('listbox').count()) ? (await page().getByRole('option').allInnerTexts()).sort() : []);
    await quick.fill('Noah');
    await expect.poll(shown, { timeout: 10_000 }).toEqual(noahs);
    await quick.fill('Zoe');
    await expect.poll(shown, { timeout: 10_000 }).toEqual(await expected('Zoe'));
    // A full name narrows to that person's namesakes only.
    await quick.fill('Noah Smith');
    await expect.poll(shown, { timeout: 10_000 }).toEqual(noahs.filter((n) => n.startsWith('Noah Smith\n')));
  });
});
