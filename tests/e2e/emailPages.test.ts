import { describe, expect, it } from 'vitest';
import { eventually, useE2E } from '../support/e2e.ts';

/**
 * The email pages over the real server in Chromium (spec 000 §2.7, §2.8, §2.10): a reset requested in the
 * console arrives as an email in the outbox, whose link sets a new password that then signs in; the email
 * preferences link turns every notification off.
 */
describe('password reset and email preferences, in Chromium', () => {
  const { url, db, newPage } = useE2E();

  it('sends the reset email, and its link sets a password that signs in', async () => {
    const page = await newPage();
    await page.goto(url('/readmin/reset-password'));
    await page.getByLabel('Email').fill('orgadmin@example.com');
    await page.getByRole('button', { name: 'Send Email Instructions' }).click();
    await page
      .getByText('An email will been sent to you with instructions on how to reset your password if an account exists with that email address.')
      .waitFor();

    // The job sends it after the answer: read it from the outbox once it is there.
    const resetEmails = () =>
      db()
        .selectFrom('outbox_messages')
        .select('text')
        .where('recipient', '=', 'orgadmin@example.com')
        .where('subject', '=', 'Reset your password')
        .execute();
    await eventually(async () => (await resetEmails()).length, 30_000).toBe(1);
    const rows = await resetEmails();
    const link = /\/passwords\/edit\?reset_password_token=[\w-]+/.exec(rows[0].text as string)?.[0];
    expect(link).toBeDefined();

    await page.goto(url(link!));
    await page.getByLabel('New Password', { exact: true }).fill('Brand-new-pass-2026');
    await page.getByLabel('Confirm New Password').fill('Brand-new-pass-2025');
    await page.getByRole('button', { name: 'Change My Password' }).click();
    await page.getByText('Passwords do not match.').waitFor();
    await page.getByLabel('Confirm New Password').fill('Brand-new-pass-2026');
    await page.getByRole('button', { name: 'Change My Password' }).click();
    await page.getByRole('heading', { name: 'Password Changed' }).waitFor();
    await page.getByText('Your password has been changed successfully.').waitFor();

    // The link is single use; the new password signs in.
    await page.goto(url(link!));
    await page.getByText('Invalid or expired reset password link. Please request a new link.').waitFor();
    await page.goto(url('/readmin/login'));
    await page.getByLabel('Email').fill('orgadmin@example.com');
    await page.getByLabel('Password').fill('Brand-new-pass-2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(url('/readmin'));
    await page.context().close();
  });

  it('turns every notification off from the email preferences link', async () => {
    const page = await newPage();
    await page.goto(url('/unsubscribe?token=demo-unsubscribe-orgadmin-0000000000'));
    await expect.poll(() => page.getByLabel('Receive Game Notifications').isChecked(), { timeout: 15_000 }).toBe(true);
    await page.getByLabel('Disable All Notifications').check();
    for (const label of ['Receive Game Notifications', 'Receive Plays of the Week Notifications', 'Receive Marketing Notifications']) {
      expect(await page.getByLabel(label).isChecked()).toBe(false);
    }
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText('Your email preferences have been updated.').waitFor();
    const user = await db()
      .selectFrom('users')
      .select(['unsubscribed_notifications', 'unsubscribed_competitions', 'unsubscribed_marketing'])
      .where('email', '=', 'orgadmin@example.com')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ unsubscribed_notifications: true, unsubscribed_competitions: true, unsubscribed_marketing: true });
    await page.context().close();
  });
});
