import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eventually, useE2E } from '../support/e2e.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

/**
 * Spec 002's dialogs that no other end-to-end test drives, over the real server in Chromium: an organisation
 * admin added by a new email (the user is created and welcomed in the outbox), a recording block refused
 * for ending before it starts and then saved, and the full-admin-only parts of the video actions, hidden
 * from an organisation admin. Run Command and Cancel Command are driven by venueServerActions.test.ts.
 */
describe("spec 002's platform dialogs, in Chromium", () => {
  const { page, url, db, signIn } = useE2E({ signIn: DEMO_USERS.admin, timeout: 15_000 });

  /** Picks `name` in the dialog's search-as-you-type picker labelled `label`. */
  const pick = async (p: Page, label: RegExp, name: string) => {
    const dialog = p.getByRole('dialog').first();
    await dialog.getByRole('combobox', { name: label }).fill(name);
    await p.getByRole('option', { name }).first().click();
  };
  const openAdd = async (route: string, heading: string, button: string) => {
    await page().goto(url(`/readmin/${route}`));
    await page().getByRole('heading', { level: 1, name: heading }).waitFor();
    await page().getByRole('button', { name: button, exact: true }).first().click();
    return page().getByRole('dialog', { name: button });
  };

  it('adds an organisation admin by a new email: the user is created and welcomed by email', async () => {
    const email = 'new.org.admin@example.com';
    const dialog = await openAdd('org_admins', 'Organisation Admins', 'Add Organisation Admin');
    await pick(page(), /^Organisation/, 'Harbour City Basketball Association');
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const admin = await db()
      .selectFrom('org_admins')
      .innerJoin('users', 'users.id', 'org_admins.user_id')
      .innerJoin('orgs', 'orgs.id', 'org_admins.org_id')
      .select(['orgs.name', 'org_admins.notify_outages', 'org_admins.send_nightly_gamesheet'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(admin).toEqual({ name: 'Harbour City Basketball Association', notify_outages: true, send_nightly_gamesheet: false });
    const mail = await sql<{ subject: string }>`SELECT subject FROM outbox_messages WHERE recipient = ${email}`.execute(db());
    expect(mail.rows.map((r) => r.subject)).toEqual(['Welcome to Readmin']);
  });

  it('refuses a recording block that ends before it starts, then adds it', async () => {
    const dialog = await openAdd('recording_blocks', 'Recording Blocks', 'Add Recording Block');
    await pick(page(), /^Venue/, 'Lakeside Stadium');
    await dialog.getByLabel(/^Name/).fill('E2E late games');
    await dialog.getByLabel(/^Start date/).fill('2026-10-05');
    await dialog.getByLabel(/^Start time/).fill('23:30:00');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    const blocked = page().getByRole('dialog', { name: 'Cannot submit' });
    await blocked.getByText('End time must not be before start time: the block must end by midnight of the day it starts.').waitFor();
    await blocked.getByRole('button', { name: 'OK' }).click();
    await dialog.getByLabel(/^Start time/).fill('21:00:00');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await eventually(async () =>
      db()
        .selectFrom('recording_blocks')
        .select(['duration_seconds', 'recording_block_type'])
        .where('name', '=', 'E2E late games')
        .executeTakeFirst(),
    ).toEqual({ duration_seconds: 3600, recording_block_type: 'ensure_recording' });
  });

  it("hides Re-encode and Video Settings' Prevent Deletion from an organisation admin, not from a full admin", async () => {
    const { rows } = await sql<{ id: number }>`SELECT v.id FROM videos v JOIN courts c ON c.id = v.court_id
      JOIN org_admins a ON a.org_id = c.org_id JOIN users u ON u.id = a.user_id
      WHERE u.email = ${DEMO_USERS.orgAdmin} ORDER BY v.id LIMIT 1`.execute(db());
    /** The video's record actions, then its Video Settings dialog (the actions are hidden behind it once it opens). */
    const videoActions = async (p: Page) => {
      await p.goto(url(`/readmin/videos/${rows[0].id}`));
      const toolbar = p.getByRole('toolbar', { name: 'Record actions' });
      await toolbar.getByRole('button', { name: 'Video Settings' }).waitFor();
      const reEncode = await toolbar.getByRole('button', { name: 'Re-encode' }).count();
      await toolbar.getByRole('button', { name: 'Video Settings' }).click();
      const dialog = p.getByRole('dialog', { name: /^Video Settings/ });
      await dialog.getByLabel(/^Disabled/).waitFor();
      return { reEncode, preventDeletion: await dialog.getByLabel('Prevent deletion').count() };
    };
    expect(await videoActions(page())).toEqual({ reEncode: 1, preventDeletion: 1 });
    expect(await videoActions(await signIn(DEMO_USERS.orgAdmin))).toEqual({ reEncode: 0, preventDeletion: 0 });
  });
});
