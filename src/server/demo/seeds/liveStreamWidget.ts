import type { Db } from '../../db/database.ts';
import { storeWidgetLink } from '../../features/liveStreams/widgetLinks.ts';
import { DEMO_HLS_PLAYLIST } from '../../features/liveStreams/hlsRoutes.ts';

/**
 * The demo's widget link (README, Public pages): a fixed token, so the link is the same after every reseed;
 * only its hash is stored, as for any link. 40 URL-safe characters, like a real token's length class.
 */
export const DEMO_WIDGET_TOKEN = 'demo-live-stream-widget-0000000000000000';

/**
 * A live stream that is live whenever the demo runs (it started in 2020 and finishes in 2099), playing the
 * server's demo HLS (hlsRoutes.ts) with sound, and its widget link. Seeded after everything else so the
 * other demo streams keep their ids.
 */
export const seedLiveStreamWidget = async (db: Db): Promise<void> => {
  const court = await db.selectFrom('courts').select('id').orderBy('org_id').orderBy('id').executeTakeFirstOrThrow();
  const stream = await db
    .insertInto('live_streams')
    .values({
      name: 'Court 1 live camera (demo)',
      court_id: court.id,
      start_at: new Date(Date.UTC(2020, 0, 1)),
      finish_at: new Date(Date.UTC(2099, 11, 31)),
      output_resolution: '720p',
      motioncrop_enabled: true,
      logo_visible: true,
      cancelled: false,
      audio_enabled: true,
      live_hls_url: DEMO_HLS_PLAYLIST,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await storeWidgetLink(db, stream.id, DEMO_WIDGET_TOKEN);
};
