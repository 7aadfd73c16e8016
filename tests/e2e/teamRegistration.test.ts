import { describe, expect, it } from 'vitest';
import { hashSecretToken } from '../../src/server/auth/secretTokens.ts';
import { DEMO_TEAM_REGISTRATION_TOKEN } from '../../src/server/demo/seeds/people.ts';
import { useE2E } from '../support/e2e.ts';

/** The demo registration link in Chromium over the real server, then the submission on the team's console tab. */
describe('team registration form in Chromium', () => {
  const { url, newPage, signIn, db } = useE2E();
  const demoForm = () =>
    db()
      .selectFrom('team_registrations')
      .innerJoin('teams', 'teams.id', 'team_registrations.team_id')
      .select([
        'team_registrations.id',
        'team_registrations.team_id',
        'team_registrations.players',
        'team_registrations.supporters',
        'team_registrations.submitted_at',
        'teams.name',
      ])
      .where('token_hash', '=', hashSecretToken(DEMO_TEAM_REGISTRATION_TOKEN))
      .executeTakeFirstOrThrow();

  /** When the public form said it was submitted: the team's tab must say the same. */
  let submittedOnForm = '';

  it('opens the demo link, adds a player and a supporter, submits, and the rows are stored', async () => {
    const form = await demoForm();
    expect(form.submitted_at).toBeNull();
    const page = await newPage();
    const response = await page.goto(url(`/team_registrations/${DEMO_TEAM_REGISTRATION_TOKEN}`));
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await page.getByRole('heading', { name: `Registration Form for ${String(form.name)}` }).waitFor();
    await page.getByRole('button', { name: 'Add player' }).click();
    await page.getByLabel('Active player 1 Player number').fill('23');
    await page.getByLabel('Active player 1 First name').fill('Wiremu');
    await page.getByLabel('Active player 1 Last name').fill('E2E');
    await page.getByLabel('Active player 1 Birthdate').fill('2007-09-14');
    await page.getByRole('button', { name: 'Add supporter' }).click();
    await page.getByLabel('Supporter 1 First name').fill('Hine');
    await page.getByLabel('Supporter 1 Email').fill('hine.e2e@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Registration form submitted.').waitFor();
    await page.getByRole('button', { name: 'Re-submit' }).waitFor();
    submittedOnForm = (await page.locator('dt:text-is("Submitted") + dd').textContent()) ?? '';
    const stored = await demoForm();
    expect(stored.submitted_at).not.toBeNull();
    expect(stored.players).toEqual([
      { playerNumber: '23', firstName: 'Wiremu', lastName: 'E2E', email: null, phoneNumber: null, birthdate: '2007-09-14' },
    ]);
    expect(stored.supporters).toEqual([
      { playerNumber: null, firstName: 'Hine', lastName: null, email: 'hine.e2e@example.com', phoneNumber: null, birthdate: null },
    ]);
  });

  it("shows the submission on the team's Registration Form tab to an admin", async () => {
    const form = await demoForm();
    const page = await signIn('admin@example.com');
    await page.goto(url(`/readmin/teams/${form.team_id}?tab=registration_form`));
    const players = page.getByRole('region', { name: 'Active Players' });
    await players.getByRole('cell', { name: 'Wiremu' }).waitFor();
    await expect(players.getByRole('cell', { name: '23', exact: true }).count()).resolves.toBe(1);
    await page.getByRole('region', { name: 'Supporters' }).getByRole('cell', { name: 'hine.e2e@example.com' }).waitFor();
    // The team's organisation's zone, named, as on the public form: not the browser's.
    expect(submittedOnForm).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \S+$/);
    await page.getByText(`Submitted ${submittedOnForm}`, { exact: true }).waitFor();
    const org = await db()
      .selectFrom('teams')
      .innerJoin('orgs', 'orgs.id', 'teams.org_id')
      .select(['orgs.id', 'orgs.time_zone'])
      .where('teams.id', '=', form.team_id)
      .executeTakeFirstOrThrow();
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).not.toBe(org.time_zone);
    await page.goto(url(`/readmin/orgs/${org.id}/teams/${form.team_id}?tab=registration_form`));
    await page.getByText(`Submitted ${submittedOnForm}`, { exact: true }).waitFor();
  });

  it('fits a phone: at 390 px nothing scrolls sideways and every input is as wide as the screen allows', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url(`/team_registrations/${DEMO_TEAM_REGISTRATION_TOKEN}`));
    await page.getByRole('button', { name: 'Add supporter' }).click();
    const firstName = page.getByLabel('Supporter 2 First name');
    await firstName.fill('Alisa');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const inputs = page.locator('main input');
    const widths = await inputs.evaluateAll((all) => all.map((i) => i.getBoundingClientRect().width));
    expect(widths.length).toBeGreaterThanOrEqual(6);
    // 390 less the page's and the card's padding: a name shows whole, not as 'Ali'.
    for (const width of widths) expect(width).toBeGreaterThan(300);
    // Each card names its fields, the table's header being hidden.
    const card = page.getByRole('region', { name: 'Supporters' }).locator('td', { has: firstName });
    expect(await card.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"First name *"');
  });
});
