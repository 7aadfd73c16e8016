import { describe, expect, it } from 'vitest';
import { useE2E } from '../support/e2e.ts';
import { DEMO_ORIGINAL_VIDEO_LINK } from '../../src/server/demo/seeds/video.ts';

/** The original video download page in Chromium over the real server, on the demo link. */
describe('original video download in Chromium', () => {
  const { url, newPage } = useE2E();

  it('shows the demo link’s game and downloads its original', async () => {
    const page = await newPage();
    await page.goto(url(`/original_videos/${DEMO_ORIGINAL_VIDEO_LINK}`));
    await page.getByRole('heading', { name: 'Download Original Video' }).waitFor();
    await page.getByText(/ vs /).first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(/ vs .*\.mp4$/);
    expect(await download.failure()).toBeNull();
  });

  it("shows 'Invalid Request' for an unknown link", async () => {
    const page = await newPage();
    await page.goto(url('/original_videos/not-a-real-original-video-link-0000'));
    await page.getByRole('heading', { name: 'Invalid Request' }).waitFor();
    await page.getByText('This link is invalid or has expired.').waitFor();
  });
});
