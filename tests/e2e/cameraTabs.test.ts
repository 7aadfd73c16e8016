import { describe, expect, it } from 'vitest';
import { formatDateTime, formatWallClock } from '../../src/console/fields/format.ts';
import { useE2E } from '../support/e2e.ts';
import { replaceVenueServerCredential } from '../../src/server/features/venueServers/api/credentials.ts';
import { renderSnapshot } from '../../scripts/venueAgent/cameraFeed.ts';
import { venueApiCameraSnapshot } from '../../src/shared/venueServerApi.ts';

/**
 * A demo camera's Live Image and Recording Schedules tabs (spec 002 §2.10) in the built console against the
 * real server, as a platform admin: the picture is a JPEG the live image route renders, Refresh fetches it
 * again, and a chosen date range lists the venue's recording block periods with their sources.
 */
describe('camera tabs, in Chromium', () => {
  const { page, url, db } = useE2E({ signIn: 'admin@example.com', timeout: 15_000 });
  const cameraId = async () =>
    (await db().selectFrom('cameras').select('id').where('camera_id', '=', 'cam-dhsc-court1').executeTakeFirstOrThrow()).id as number;

  it('shows the live image and fetches it again on Refresh', async () => {
    const id = await cameraId();
    await page().goto(url(`/readmin/cameras/${id}`));
    const first = page().waitForResponse((r) => r.url().includes(`/readmin/cameras/${id}/live_image.jpg?shot=0`));
    await page().getByRole('tab', { name: 'Live Image' }).click();
    const image = page().getByRole('img', { name: 'Live image of cam-dhsc-court1' });
    const response = await first;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const again = page().waitForResponse((r) => r.url().includes(`/readmin/cameras/${id}/live_image.jpg?shot=1`));
    await page().getByRole('button', { name: 'Refresh live image' }).click();
    expect((await again).status()).toBe(200);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.src)).toContain('shot=1');
  });

  it('shows the snapshot the venue server just sent, with when it was taken', async () => {
    const id = await cameraId();
    const server = await db().selectFrom('venue_servers').select('id').where('name', '=', 'dhsc-vs-01').executeTakeFirstOrThrow();
    const credential = await replaceVenueServerCredential(db(), server.id);
    const takenAt = new Date(Date.now() - 3 * 60_000);
    const posted = await fetch(url(`${venueApiCameraSnapshot(id)}?takenAt=${takenAt.toISOString()}`), {
      method: 'POST',
      headers: { authorization: `Bearer ${credential}`, 'content-type': 'image/jpeg' },
      body: new Uint8Array(await renderSnapshot('cam-dhsc-court1', takenAt)),
    });
    expect(posted.status).toBe(200);

    await page().goto(url(`/readmin/cameras/${id}`));
    const shown = page().waitForResponse((r) => r.url().includes(`/readmin/cameras/${id}/live_image.jpg?shot=0&taken=${takenAt.getTime()}`));
    await page().getByRole('tab', { name: 'Live Image' }).click();
    expect((await shown).status()).toBe(200);
    // The camera's page reads in its organisation's time zone, which the footer names.
    const zone = (await page().locator('footer').getByRole('button').textContent()) ?? '';
    await expect
      .poll(() => page().getByLabel('Snapshot time').textContent())
      .toBe(`Taken 3 minutes ago, ${formatWallClock(takenAt.toISOString(), zone)} (${zone})`);
  });

  it('lists the recording periods of a chosen date range with their sources', async () => {
    const id = await cameraId();
    await page().goto(url(`/readmin/cameras/${id}`));
    await page().getByRole('tab', { name: 'Recording Schedules' }).click();
    const zone = (
      (await page()
        .getByText(/^Times in /)
        .textContent()) ?? ''
    ).replace('Times in ', '');
    // The middle button of the control (between previous and next) opens its presets and custom range.
    await page().getByRole('group', { name: 'Date range' }).getByRole('button').nth(1).click();
    const custom = page().getByRole('form', { name: 'Custom range' });
    await custom.getByLabel('From').fill('2026-06-09');
    await custom.getByLabel('To').fill('2026-06-11');
    await custom.getByRole('button', { name: 'Apply' }).click();
    const table = page().getByRole('table', { name: 'Recording schedules' });
    const rows = table.locator('tbody tr');
    // Weeknight training, 18:00–21:00 in Sydney (08:00–11:00 UTC), Tuesday 9 to Thursday 11 June.
    await expect.poll(() => rows.count()).toBe(3);
    const block = (await db().selectFrom('recording_blocks').select('id').where('name', '=', 'Weeknight training').executeTakeFirstOrThrow()).id;
    const cells = await rows.first().locator('td').allTextContents();
    expect(cells).toEqual([
      formatDateTime('2026-06-09T08:00:00Z', zone),
      formatDateTime('2026-06-09T11:00:00Z', zone),
      `Weeknight training (${block})`,
    ]);
  });
});
