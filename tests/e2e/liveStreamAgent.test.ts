import { describe, expect, it } from 'vitest';
import { eventually, useE2E } from '../support/e2e.ts';
import { DEMO_WIDGET_TOKEN } from '../../src/server/demo/seeds/liveStreamWidget.ts';
import { replaceVenueServerCredential } from '../../src/server/features/venueServers/api/credentials.ts';
import { runAgent } from '../../scripts/venueAgent/agent.ts';

/**
 * The whole live path in Chromium: the venue agent, as the demo stream's server (dhsc-vs-01), encodes and uploads
 * its HLS through the venue server API, and the widget's link plays what it uploaded.
 */
describe('a venue-server live stream in the widget', () => {
  const { url, newPage, db } = useE2E();

  it("plays the HLS the venue agent uploads, from the stream's liveHlsUrl", async () => {
    const server = await db().selectFrom('venue_servers').select('id').where('name', '=', 'dhsc-vs-01').executeTakeFirstOrThrow();
    const credential = await replaceVenueServerCredential(db(), server.id);
    const stop = new AbortController();
    const agent = runAgent(
      { url: url(''), credential, serverName: 'dhsc-vs-01', pollSeconds: 1, snapshotSeconds: 3600, disk: '/dev/nonexistent', log: () => {} },
      stop.signal,
    );
    try {
      const stream = () =>
        db().selectFrom('live_streams').select('live_hls_url').where('name', '=', 'Court 1 live camera (demo)').executeTakeFirstOrThrow();
      await eventually(async () => (await stream()).live_hls_url, 60_000).toMatch(/^\/hls\/live\/\d+\/[A-Za-z0-9_-]{43}\/index\.m3u8$/);

      const page = await newPage();
      const requested: string[] = [];
      page.on('request', (r) => requested.push(new URL(r.url()).pathname));
      await page.goto(url(`/live_stream_widget/${DEMO_WIDGET_TOKEN}`));
      const video = page.getByTestId('live-stream-video');
      // More than one segment's worth played: the player follows the live playlist as the agent uploads it.
      await eventually(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), 60_000).toBeGreaterThan(3);
      expect(requested.some((p) => /^\/hls\/live\/\d+\/[^/]+\/seg\d+\.ts$/.test(p))).toBe(true);
      expect(requested.some((p) => p.startsWith('/hls/demo/'))).toBe(false);
    } finally {
      stop.abort();
      await agent;
    }
  }, 180_000);
});
