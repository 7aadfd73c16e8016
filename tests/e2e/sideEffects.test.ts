import { describe, expect, it } from 'vitest';
import { eventually, useE2E } from '../support/e2e.ts';

/** Ops Warnings' Re-check on the generic list of every warning, and the Email Outbox, in Chromium, as a platform admin. */
describe('ops warnings and the email outbox, in Chromium', () => {
  const { page, url, db, server } = useE2E({ signIn: 'admin@example.com' });

  it('Re-check tells the user to check back, and the warnings appear once the job has run', async () => {
    // The seeded games of the last two rounds were played weeks ago and never completed.
    const late = await db().selectFrom('games').select('id').where('completed_at', 'is', null).where('played_at', '<', new Date()).execute();
    expect(late.length).toBeGreaterThan(0);
    await page().goto(url('/readmin/ops_warnings/all'));
    await page().getByRole('button', { name: 'Re-check' }).click();
    const dialog = page().getByRole('dialog');
    await dialog.getByText('It starts shortly; check back after a few minutes.').waitFor();
    await dialog.getByRole('button', { name: 'Re-check' }).click();
    await page().getByText('Re-check started. Please check back in a few minutes.').first().waitFor();
    await eventually(async () => {
      await page().goto(url('/readmin/ops_warnings/all'));
      // Count once the page has its rows: the table's header shows while they load.
      await page().locator('main table[aria-busy="false"]').or(page().locator('main').getByText('No data to display')).waitFor();
      return page()
        .locator('main table tbody tr', { hasText: `(game ${String(late[0].id)})` })
        .count();
    }, 30_000).toBe(1); // the job runs in the background
    await page()
      .locator('main table tbody tr', { hasText: `(game ${String(late[0].id)})` })
      .getByText('Game played more than a day ago and not completed')
      .waitFor();
  });

  it('lists every email, newest first, and shows one with its raw message', async () => {
    await server().exports!.deps.mailer.send({ to: 'coach@example.com', subject: 'Outbox in the browser', text: 'Seen by admins.\n' });
    await page().goto(url('/readmin/outbox_messages'));
    const first = page().locator('main table tbody tr').first();
    await first.getByText('Outbox in the browser').waitFor();
    await first.getByText('Not sent: no SMTP configured').waitFor();
    await first.getByRole('link', { name: 'Outbox in the browser' }).click();
    await page().getByText('Subject: Outbox in the browser').first().waitFor();
    await page().getByText('coach@example.com').first().waitFor();
  });
});
