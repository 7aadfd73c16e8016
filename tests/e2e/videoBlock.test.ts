import { describe, expect, it } from 'vitest';
import { useE2E } from '../support/e2e.ts';

/** The Dashboard's Video Block panel (spec 002 §2.10, §4 "Org video block"), in Chromium, as an organisation admin. */
describe('the Video Block panel, in Chromium', () => {
  const { page, url, db } = useE2E({ signIn: 'orgadmin@example.com' });

  it('stops all video after a confirmation, shows since when, and re-enables it', async () => {
    const { org_id: orgId } = await db()
      .selectFrom('org_admins as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('a.org_id')
      .where('u.email', '=', 'orgadmin@example.com')
      .executeTakeFirstOrThrow();
    const block = () =>
      db().selectFrom('orgs').select(['video_block_active', 'video_block_started_at']).where('id', '=', orgId).executeTakeFirstOrThrow();

    await page().goto(url(`/readmin/orgs/${orgId}`));
    const panel = page().getByRole('region', { name: 'Video Block' });
    await panel.getByRole('button', { name: 'Stop all video' }).click();
    const dialog = page().getByRole('dialog', { name: 'Stop all video?' });
    await dialog.getByText(/recorded from 24 hours ago onward will be hidden everywhere/).waitFor();
    await dialog.getByRole('button', { name: 'Stop all video' }).click();

    await panel.getByText(/^Video is blocked since \d{4}-\d{2}-\d{2} \d{2}:\d{2} \S+$/).waitFor();
    const blocked = await block();
    expect(blocked.video_block_active).toBe(true);
    expect(Math.abs(new Date(blocked.video_block_started_at as Date).getTime() - Date.now())).toBeLessThan(120_000);

    await panel.getByRole('button', { name: 'Re-enable video' }).click();
    await panel.getByRole('button', { name: 'Stop all video' }).waitFor();
    expect(await panel.getByText(/Video is blocked since/).count()).toBe(0);
    expect(await block()).toEqual({ video_block_active: false, video_block_started_at: null });
  });
});
