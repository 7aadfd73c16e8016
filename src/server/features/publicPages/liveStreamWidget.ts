import type { LiveStreamWidget } from '../../../shared/publicApi/liveStreamWidget.ts';
import { liveStreamIdOfWidgetToken } from '../liveStreams/widgetLinks.ts';
import type { PublicApi } from './publicApi.ts';
import { liveStreamBlockedSql } from '../media/videoBlock.ts';

interface StreamRow {
  id: number;
  start_at: Date;
  finish_at: Date;
  cancelled: boolean;
  audio_enabled: boolean;
  live_hls_url: string | null;
  blocked: boolean;
}

/**
 * The widget's state at `now` (spec 000 §4.1), exactly one flag true: cancelled whenever the stream is
 * cancelled; otherwise upcoming before startAt, live from startAt until finishAt, finished from finishAt on.
 * The HLS address is a live stream's only: a finished or cancelled stream's playlist is not handed out, nor
 * one its organisation's Video Block covers (blocked; media/videoBlock.ts).
 */
export const widgetState = (row: StreamRow, now: Date): LiveStreamWidget => {
  const cancelled = row.cancelled;
  const upcoming = !cancelled && now < row.start_at;
  const finished = !cancelled && now >= row.finish_at;
  const live = !cancelled && !upcoming && !finished;
  const blocked = row.blocked === true;
  return {
    id: String(row.id),
    live,
    upcoming,
    finished,
    cancelled,
    liveHlsUrl: live && !blocked ? row.live_hls_url : null,
    audioEnabled: row.audio_enabled,
    blocked,
  };
};

/** liveStreamWidget(uuid): the stream a widget link opens, or null for an unknown link (which counts as a miss). */
export const liveStreamWidgetApi: PublicApi = {
  Query: {
    liveStreamWidget: async (_root, args, ctx) =>
      ctx.linkThrottle.lookup(ctx.clientAddress, async () => {
        const id = await liveStreamIdOfWidgetToken(ctx.db, String(args.uuid));
        if (id === null) return null;
        const row = await ctx.db
          .selectFrom('live_streams as ls')
          .select([
            'ls.id',
            'ls.start_at',
            'ls.finish_at',
            'ls.cancelled',
            'ls.audio_enabled',
            'ls.live_hls_url',
            liveStreamBlockedSql('ls').as('blocked'),
          ])
          .where('ls.id', '=', id)
          .executeTakeFirst();
        return row ? widgetState(row as StreamRow, new Date()) : null;
      }),
  },
};
