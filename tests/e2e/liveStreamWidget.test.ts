import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eventually, useE2E } from '../support/e2e.ts';
import { DEMO_WIDGET_TOKEN } from '../../src/server/demo/seeds/liveStreamWidget.ts';
import { DEMO_HLS_PLAYLIST } from '../../src/server/features/liveStreams/hlsRoutes.ts';

/** An address under the demo's HLS that the server answers 404 for. */
const MISSING_PLAYLIST = '/hls/demo/no-such-playlist.m3u8';

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
  const { url, newPage, db } = useE2E();

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

  it('says why a stream whose playlist the server does not have cannot play; Retry asks again; it plays once the stream is back', async () => {
    const stream = () => db().updateTable('live_streams').where('live_hls_url', 'in', [DEMO_HLS_PLAYLIST, MISSING_PLAYLIST]);
    await stream().set({ live_hls_url: MISSING_PLAYLIST }).execute();
    try {
      const page = await newPage();
      let asked = 0;
      page.on('request', (r) => void (new URL(r.url()).pathname === MISSING_PLAYLIST && (asked += 1)));
      await page.goto(url(`/live_stream_widget/${DEMO_WIDGET_TOKEN}`));
      const alert = page.getByRole('alert');
      await alert.getByText("The stream's playlist was not found (HTTP 404).").waitFor({ timeout: 30_000 });
      await alert.getByText('This stream cannot be played right now.').waitFor();
      expect(await page.getByRole('status', { name: 'Buffering' }).count()).toBe(0);

      const before = asked;
      await page.getByRole('button', { name: 'Retry' }).click();
      await eventually(() => asked).toBeGreaterThan(before);
      await alert.getByText("The stream's playlist was not found (HTTP 404).").waitFor({ timeout: 30_000 });

      // The stream is back: the widget's next poll hands the player its address, and the video plays.
      await stream().set({ live_hls_url: DEMO_HLS_PLAYLIST }).execute();
      const video = page.getByTestId('live-stream-video');
      await eventually(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), 30_000).toBeGreaterThan(1);
      await eventually(() => alert.count()).toBe(0);
    } finally {
      await stream().set({ live_hls_url: DEMO_HLS_PLAYLIST }).execute();
    }
  }, 120_000);

  it('says so for an unknown link', async () => {
    const page = await newPage();
    await page.goto(url('/live_stream_widget/no-such-widget-link-000000000000000000'));
    await page.getByRole('heading', { name: 'Live stream not available' }).waitFor();
    await page.getByText('Invalid live stream link').waitFor();
  });
});
