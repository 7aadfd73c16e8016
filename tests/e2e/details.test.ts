import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Request } from 'playwright-core';
import { eventually, useE2E } from '../support/e2e.ts';

/**
 * Generated detail pages, their dialogs, System Notes and the audit history against the real server
 * on the demo data. The batch edit ('Multiple values') is covered by the dialog framework's component
 * test and story (src/console/dialogs/), since the list's bulk Edit still opens the list's own dialog.
 */
describe('detail pages, in Chromium', () => {
  const { page, url, db, signIn } = useE2E({ signIn: 'admin@example.com', timeout: 8000 });
  let ids: { court: number; orgAdminUser: number };
  const dialog = (name: string): Locator => page().getByRole('dialog', { name });

  beforeAll(async () => {
    const court = await db().selectFrom('courts').select('id').where('name', '=', 'DHSC Court 1').executeTakeFirstOrThrow();
    const user = await db().selectFrom('users').select('id').where('email', '=', 'orgadmin@example.com').executeTakeFirstOrThrow();
    ids = { court: court.id, orgAdminUser: user.id };
  });

  it('opens a record: name, type, labels, toolbar, Details first and System Notes last', async () => {
    await page().goto(url(`/readmin/courts/${ids.court}`));
    await page().getByRole('heading', { name: 'DHSC Court 1' }).waitFor();
    const toolbar = page().getByRole('toolbar', { name: 'Record actions' });
    await toolbar.getByRole('button', { name: 'Edit' }).waitFor();
    await toolbar.getByRole('link', { name: 'Audit Events' }).waitFor();
    await page().getByRole('tab', { name: 'System Notes' }).waitFor();
    const tabs = await page().getByRole('tab').allTextContents(); // innerText is upper-cased by the tab style
    expect(tabs[0]).toBe('Details');
    expect(tabs.at(-1)).toBe('System Notes');
    expect(tabs).toContain('Games'); // the court has games: the tab is shown
    await page().getByRole('table', { name: 'Details' }).getByText('DHSC-C1').waitFor();
  });

  it("shows a field's help as a tooltip on hovering its label, loading MUI's Tooltip only then", async () => {
    const org = await db().selectFrom('orgs').select('id').orderBy('id').executeTakeFirstOrThrow();
    const tooltipChunks: string[] = [];
    const collect = (request: Request) => (/\/Tooltip-[\w-]+\.js$/.test(request.url()) ? tooltipChunks.push(request.url()) : undefined);
    page().on('request', collect);
    try {
      await page().goto(url(`/readmin/orgs/${org.id}?tab=details`));
      const label = page().getByRole('table', { name: 'Details' }).getByText('Use public league pages', { exact: true });
      await label.waitFor();
      expect(tooltipChunks).toEqual([]);
      await label.hover();
      await eventually(() => page().getByRole('tooltip').textContent()).toMatch(/^Readable by the organisation's admins/);
      expect(tooltipChunks).toHaveLength(1);
    } finally {
      page().off('request', collect);
    }
  });

  it('names the valid tabs for an unknown one', async () => {
    await page().goto(url(`/readmin/courts/${ids.court}?tab=nope`));
    // Details first, System Notes last, the court's association tabs (Games among them) between.
    await page()
      .getByText(/^Invalid tab: nope \(details, .*\bgames\b.*, system_notes\)$/)
      .waitFor();
  });

  it("says 'Record Not Found' for a record that does not exist", async () => {
    await page().goto(url('/readmin/courts/999999'));
    await page().getByText('Record Not Found').waitFor();
    await page().getByText('Could not find this record. It may have been deleted.').waitFor();
  });

  it("blocks an emptied required field with 'Cannot submit'", async () => {
    await page().goto(url(`/readmin/courts/${ids.court}`));
    await page().getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: 'Edit' }).click();
    const edit = dialog('Edit DHSC Court 1');
    await expect.poll(() => edit.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('DHSC Court 1');
    await expect.poll(() => edit.getByRole('combobox', { name: 'Organisation' }).isDisabled()).toBe(true); // locked on edit
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('');
    await edit.getByRole('button', { name: 'Save' }).click();
    await dialog('Cannot submit').getByText('Name is required').waitFor();
    await dialog('Cannot submit').getByRole('button', { name: 'OK' }).click();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });
  });

  it('edits the record, and the History dialog lists the edit', async () => {
    await page().goto(url(`/readmin/courts/${ids.court}`));
    await page().getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: 'Edit' }).click();
    const edit = dialog('Edit DHSC Court 1');
    await edit.getByLabel('Scorekeeper name').fill('DHSC-Centre');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await page().getByRole('table', { name: 'Details' }).getByText('DHSC-Centre').waitFor();
    await page().getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: 'History' }).click();
    const history = dialog('History of DHSC Court 1');
    await history.getByText('DHSC-C1 → DHSC-Centre').waitFor();
    await history.getByText('by admin@example.com').first().waitFor();
    expect(await history.getByRole('listitem', { name: 'Version' }).count()).toBeGreaterThanOrEqual(1); // seeded rows have no create version
    await history.getByRole('button', { name: 'Close' }).click();
  });

  it("lists the server's refusal in 'Unable to Complete Request' (an email another user has)", async () => {
    await page().goto(url(`/readmin/users/${ids.orgAdminUser}`));
    await page().getByRole('heading', { name: 'orgadmin@example.com' }).waitFor();
    await page().getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: 'Edit' }).click();
    const edit = dialog('Edit orgadmin@example.com');
    await edit.getByLabel('Email').fill('venueadmin@example.com');
    await edit.getByRole('button', { name: 'Save' }).click();
    const unable = dialog('Unable to Complete Request');
    await unable.getByText('We are unable to complete request for the reason(s) listed below:').waitFor();
    await unable.getByRole('list', { name: 'Reasons' }).getByText('Email is already taken').waitFor();
    await unable.getByRole('link', { name: 'support@example.com' }).waitFor();
    await unable.getByRole('button', { name: 'Dismiss' }).click();
    await unable.waitFor({ state: 'detached' });
    expect(await edit.getByLabel('Email').inputValue()).toBe('venueadmin@example.com'); // the form stays as left
  });

  it('adds a System Note and shows it, with its author', async () => {
    await page().goto(url(`/readmin/courts/${ids.court}?tab=system_notes`));
    await page().getByRole('button', { name: 'Add Note' }).click();
    const add = dialog('Add Note');
    await add.getByLabel('Note').fill('Net replaced on the north hoop.');
    await add.getByRole('button', { name: 'Create' }).click();
    await add.waitFor({ state: 'detached' });
    const note = page().getByRole('list', { name: 'System Notes' }).getByRole('listitem').first();
    await note.getByText('Net replaced on the north hoop.').waitFor();
    await note.getByText(/admin@example\.com/).waitFor();
    await page().reload();
    await page().getByRole('list', { name: 'System Notes' }).getByText('Net replaced on the north hoop.').waitFor();
    await page().getByLabel('System Notes (has data)').waitFor();
  });

  it("adds a court from a venue's Courts tab, with the venue filled in", async () => {
    const venue = await db().selectFrom('venues').select(['id', 'org_id']).where('short_name', '=', 'DHSC').executeTakeFirstOrThrow();
    await page().goto(url(`/readmin/venues/${venue.id}?tab=courts`));
    await page().getByRole('button', { name: 'Add Court' }).click();
    const add = dialog('Add Court');
    await expect.poll(() => add.getByRole('combobox', { name: 'Venue' }).inputValue()).toBe('Darling Harbour Sports Centre');
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill('DHSC Court 3');
    await add.getByRole('combobox', { name: 'Organisation' }).fill('Harbour City');
    await page().getByRole('option', { name: 'Harbour City Basketball Association' }).click();
    await add.getByRole('button', { name: 'Create' }).click();
    await page().getByRole('heading', { name: 'DHSC Court 3' }).waitFor();
    const created = await db().selectFrom('courts').select(['venue_id', 'org_id']).where('name', '=', 'DHSC Court 3').executeTakeFirstOrThrow();
    expect(created).toEqual({ venue_id: venue.id, org_id: venue.org_id });
  });

  it('removes a record after typing DELETE, then goes back to the list', async () => {
    const game = await db().selectFrom('games').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await page().goto(url(`/readmin/games/${game.id}`));
    await page().getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page().getByRole('dialog', { name: /^Delete / });
    expect(await confirm.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await confirm.getByLabel('Please type "DELETE" to confirm').fill('DELETE');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page().waitForURL(url('/readmin/games'));
    expect(await db().selectFrom('games').select('id').where('id', '=', game.id).executeTakeFirst()).toBeUndefined();
  });

  it("reads a record's page in its organisation's time zone whatever the URL, and a page of no one's in the browser's", async () => {
    const court = await db()
      .selectFrom('courts')
      .innerJoin('orgs', 'orgs.id', 'courts.org_id')
      .select(['courts.org_id', 'orgs.time_zone'])
      .where('courts.id', '=', ids.court)
      .executeTakeFirstOrThrow();
    const footerZone = () => page().getByRole('button', { name: 'Change display time zone' }).textContent();
    const browserZone = await page().evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(browserZone).not.toBe(court.time_zone);
    await page().goto(url(`/readmin/courts/${ids.court}`));
    await page().getByRole('heading', { name: 'DHSC Court 1' }).waitFor();
    await expect.poll(footerZone).toBe(court.time_zone);
    await page().goto(url(`/readmin/orgs/${court.org_id}/courts/${ids.court}`));
    await expect.poll(footerZone).toBe(court.time_zone);
    const model = await db().selectFrom('camera_models').select('id').orderBy('id').executeTakeFirstOrThrow();
    await page().goto(url(`/readmin/camera_models/${model.id}`));
    await expect.poll(footerZone).toBe(browserZone);
  });

  it('changes the display time zone for the browser session from the footer', async () => {
    await page().goto(url(`/readmin/courts/${ids.court}`));
    await page().getByRole('button', { name: 'Change display time zone' }).click();
    const zone = dialog('Display Time Zone');
    await zone.getByRole('button', { name: 'Manila' }).click();
    await zone.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page().getByRole('button', { name: 'Change display time zone' }).textContent()).toBe('Asia/Manila');
    await page().reload();
    await expect.poll(() => page().getByRole('button', { name: 'Change display time zone' }).textContent()).toBe('Asia/Manila');
  });

  it('changes the password on the console home, then asks to sign in again', async () => {
    const own = await signIn('orgadmin@example.com');
    own.setDefaultTimeout(8000);
    await own.getByRole('button', { name: 'Change Password' }).click();
    const change = own.getByRole('dialog', { name: 'Change Password' });
    await change.getByRole('textbox', { name: 'Current password' }).fill('not my password');
    await change.getByRole('textbox', { name: 'New Password', exact: true }).fill('a new demo password');
    await change.getByRole('textbox', { name: 'Confirm New Password' }).fill('a new demo passwort');
    await change.getByRole('button', { name: 'Change Password' }).click();
    await own.getByRole('dialog', { name: 'Cannot submit' }).getByText('Passwords do not match').waitFor();
    await own.getByRole('dialog', { name: 'Cannot submit' }).getByRole('button', { name: 'OK' }).click();
    await change.getByRole('textbox', { name: 'Confirm New Password' }).fill('a new demo password');
    await change.getByRole('button', { name: 'Change Password' }).click();
    // The server refuses a wrong current password; the dialog stays as the user left it.
    const unable = own.getByRole('dialog', { name: 'Unable to Complete Request' });
    await unable.getByText('Current password is incorrect').waitFor();
    await unable.getByRole('button', { name: 'Dismiss' }).click();
    await change.getByRole('textbox', { name: 'Current password' }).fill('demo-password-1');
    await change.getByRole('button', { name: 'Change Password' }).click();
    await own.getByRole('dialog', { name: 'Password Changed' }).getByRole('link', { name: 'Sign in again' }).click();
    await own.waitForURL((u) => !u.pathname.startsWith('/readmin/logout'));
    await own.goto(url('/readmin/login'));
    await own.getByLabel('Email').fill('orgadmin@example.com');
    await own.getByLabel('Password').fill('a new demo password');
    await own.getByRole('button', { name: 'Login' }).click();
    await own.waitForURL(url('/readmin'));
  });
});
