import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eventually, useE2E } from '../support/e2e.ts';
import { DEMO_WIDGET_TOKEN } from '../../src/server/demo/seeds/liveStreamWidget.ts';

/** Records the video's events from the page's start, so a failure says what the player went through. */
const recordVideoEvents = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { videoEvents: string[] };
    w.videoEvents = [];
    for (const name of ['play', 'playing', 'waiting', 'pause', 'stalled', 'seeking', 'seeked', 'error'])
      document.addEventListener(name, (e) => w.videoEvents.push(`${name}@${(e.target as HTMLVideoElement).currentTime.toFixed(2)}`), true);
  });
const videoEvents = (page: Page) => page.evaluate(() => (window as unknown as { videoEvents: string[] }).videoEvents.join(' '));

describe('live stream widget in Chromium', () => {
  const { url, newPage } = useE2E();

  // ffmpeg makes the demo's segments on first use: before the test, so its waits are the player's only.
  beforeAll(async () => {
    expect((await fetch(url('/hls/demo/seg000.ts'))).status).toBe(200);
  });

  it('plays the demo stream from the server, and a click pauses and resumes it', async () => {
    const page = await newPage();
    await recordVideoEvents(page);
    const response = await page.goto(url(`/live_stream_widget/${DEMO_WIDGET_TOKEN}`));
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    const video = page.getByTestId('live-stream-video');
    const currentTime = () => video.evaluate((v: HTMLVideoElement) => v.currentTime);
    const explained = async (check: Promise<unknown>) =>
      check.catch(async (e: Error) => {
        throw new Error(`${e.message}\nvideo events: ${await videoEvents(page)}`);
      });

    await explained(eventually(currentTime, 30_000).toBeGreaterThan(1));
    await expect(page.getByRole('slider', { name: 'Volume' }).isVisible()).resolves.toBe(true);
    await explained(eventually(() => page.getByRole('status', { name: 'Buffering' }).count()).toBe(0));

    // A real click in the middle of the full-screen video (the page has nothing to scroll into view).
    const clickVideo = () => page.mouse.click(640, 450);
    await clickVideo();
    await explained(eventually(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true));
    const pausedAt = await currentTime();
    await page.getByRole('img', { name: 'Paused' }).waitFor();
    expect(await currentTime()).toBeCloseTo(pausedAt, 1);

    await clickVideo();
    await explained(eventually(currentTime).toBeGreaterThan(pausedAt + 0.5));
  }, 120_000);

  it('says so for an unknown link', async () => {
    const page = await newPage();
    await page.goto(url('/live_stream_widget/no-such-widget-link-000000000000000000'));
    await page.getByRole('heading', { name: 'Live stream not available' }).waitFor();
    await page.getByText('Invalid live stream link').waitFor();
  });
});
