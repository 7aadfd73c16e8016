import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { eventually, useE2E } from '../support/e2e.ts';

/**
 * The media actions of ad assets, presets, highlights and live streams in the console, against the real
 * server: Court Preview shows the JPEG the server composited, Preview Email lands in the outbox, Download
 * Video downloads the stitched MP4, and the Facebook Account panel connects and disconnects.
 */
describe('media actions, in Chromium', () => {
  const { page, url, db, signIn } = useE2E({ signIn: 'orgadmin@example.com', timeout: 15_000 });
  const bulkBar = () => page().getByRole('toolbar', { name: 'Bulk actions' });
  const row = (route: string, id: number) => page().locator(`main table tbody tr:has(a[href$="/${route}/${id}"])`);

  it("previews an overlay on a court: the court's picture with the asset, as an image", async () => {
    const overlay = await db()
      .selectFrom('ad_assets')
      .select('id')
      .where('org_id', '=', 1)
      .where('asset_type', '=', 'video_overlay')
      .executeTakeFirstOrThrow();
    const court = await db().selectFrom('courts').select('name').where('id', '=', 1).executeTakeFirstOrThrow();
    await page().goto(url(`/readmin/orgs/1/ad_assets/${overlay.id}`));
    await page().getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: 'Court Preview' }).click();
    const dialog = page().getByRole('dialog', { name: /^Court Preview/ });
    await dialog.getByRole('combobox', { name: 'Court' }).fill(court.name);
    await page().getByRole('option', { name: court.name }).click();
    await dialog.getByRole('button', { name: 'Preview', exact: true }).click();
    const image = dialog.locator(`img[alt="court-preview-${overlay.id}.jpg"]`);
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1280, 720]);
  });

  it('sends a Preview Email of the selected banner to the address given', async () => {
    const banner = await db().selectFrom('ad_assets').select('id').where('asset_type', '=', 'game_email_banner').executeTakeFirstOrThrow();
    await page().goto(url('/readmin/orgs/1/ad_assets'));
    await row('ad_assets', banner.id as number)
      .getByRole('checkbox')
      .click();
    await bulkBar().getByRole('button', { name: 'Preview Email' }).click();
    const dialog = page().getByRole('dialog', { name: /^Preview Email/ });
    expect(await dialog.getByLabel(/^Email/).getAttribute('type')).toBe('email');
    await dialog.getByLabel(/^Email/).fill('e2e-preview@example.com');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(
      async () =>
        (await sql<{ n: number }>`SELECT count(*)::int AS n FROM outbox_messages WHERE recipient = 'e2e-preview@example.com'`.execute(db())).rows[0]
          .n,
    ).toBe(1);
  });

  it('downloads the stitched video of the selected highlights', async () => {
    await page().goto(url('/readmin/orgs/1/events'));
    for (const id of [1, 2]) await row('events', id).getByRole('checkbox').click();
    await bulkBar().getByText('2 selected').waitFor();
    await bulkBar().getByRole('button', { name: 'Download Video' }).click();
    const dialog = page().getByRole('dialog', { name: /^Download Video/ });
    const [download] = await Promise.all([page().waitForEvent('download'), dialog.getByRole('button', { name: 'Download Video' }).click()]);
    expect(download.suggestedFilename()).toBe('highlights-2.mp4');
    await page().getByText('Download Video: download started').waitFor();
  });

  it('connects and disconnects the Facebook account from a live stream', async () => {
    await page().goto(url('/readmin/orgs/1/live_streams/1'));
    await page().getByRole('tab', { name: 'Facebook Account' }).click();
    await page().getByText('You have not connected Facebook account for live streaming.').waitFor();
    await page().getByRole('button', { name: 'Connect' }).click();
    await page().waitForURL(/facebook=connected/);
    await page().getByText('Local Facebook account of orgadmin@example.com').waitFor();
    await page().getByRole('button', { name: 'Re-connect' }).waitFor();
    await page().getByRole('button', { name: 'Disconnect' }).click();
    await page().getByText('You have not connected Facebook account for live streaming.').waitFor();
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM live_stream_fb_auths`.execute(db())).rows[0].n).toBe(0);
  });

  it('re-imports an API profile into the organisation a platform admin picks', async () => {
    const admin = await signIn('admin@example.com');
    admin.setDefaultTimeout(15_000);
    const org = await db().selectFrom('orgs').select(['id', 'name']).where('id', '=', 2).executeTakeFirstOrThrow();
    await admin.goto(url('/readmin/api_profiles/1'));
    await admin.getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: 'Re-import' }).click();
    const dialog = admin.getByRole('dialog', { name: /^Re-import/ });
    await dialog.getByRole('combobox', { name: 'Organisation' }).fill(org.name);
    await admin.getByRole('option', { name: org.name }).click();
    await dialog.getByRole('button', { name: 'Re-import' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(
      async () =>
        (await sql<{ org_id: number }>`SELECT p.org_id FROM api_profiles a JOIN people p ON p.id = a.person_id WHERE a.id = 1`.execute(db())).rows[0]
          .org_id,
    ).toBe(2);
    await admin.context().close();
  });
});
