import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { parseRecordId } from '../../../input/ids.ts';
import {
  VENUE_API_LIVE_STREAMS_LEAD,
  venueApiLiveStreamHls,
  venueApiLiveStreamLog,
  type EncodingSpanAnswer,
  type LiveStreamLogAnswer,
  type LiveStreamLogEntry,
  type VenueLiveStream,
} from '../../../../shared/venueServerApi.ts';
import { VenueApiRefusal, type VenueCaller } from './authenticate.ts';

/**
 * Which server sends a court's streams: the one whose camera films it. A court lists the surfaces (camera
 * views) that film it (Court.surfaces), each surface is of one camera (Surface.camera), and each camera is
 * wired to one venue server (Camera.venueServer). A venue with several servers thus has each stream sent by
 * the server that has the court's picture, and a court no server's camera films is nobody's to send.
 */
const filmedByServer = (courtId: Expression<number>, serverId: number) =>
  sql<SqlBool>`EXISTS (SELECT 1 FROM courts fc JOIN surfaces fs ON fs.id = ANY(fc.surface_ids) JOIN cameras fcam ON fcam.id = fs.camera_id
    WHERE fc.id = ${courtId} AND fcam.venue_server_id = ${serverId})`;

const LEAD_MS = VENUE_API_LIVE_STREAMS_LEAD.minutes * 60_000;

/**
 * The server's live streams to send now: not cancelled, on a court its cameras film, not finished, and
 * started or starting within the lead time; each with its court, the cameras that may stream it, and every
 * output as stored (RTMP, YouTube, Facebook), oldest start first.
 */
export const listDueLiveStreams = async (db: Db, server: VenueCaller, now = new Date()): Promise<VenueLiveStream[]> => {
  const streams = await db
    .selectFrom('live_streams as ls')
    .innerJoin('courts as c', 'c.id', 'ls.court_id')
    .select([
      'ls.id',
      'ls.name',
      'ls.court_id',
      'c.name as court_name',
      'ls.start_at',
      'ls.finish_at',
      'ls.output_resolution',
      'ls.motioncrop_enabled',
      'ls.logo_visible',
      'ls.audio_enabled',
    ])
    .where('ls.cancelled', '=', false)
    .where('ls.finish_at', '>', now)
    .where('ls.start_at', '<=', new Date(now.getTime() + LEAD_MS))
    .where(({ ref }) => filmedByServer(ref('ls.court_id'), server.id))
    .orderBy('ls.start_at')
    .orderBy('ls.id')
    .execute();
  if (streams.length === 0) return [];
  const ids = streams.map((s) => s.id);
  const [cameras, rtmp, youtube, facebook] = await Promise.all([
    db
      .selectFrom('courts as c')
      .innerJoin('surfaces as s', (join) => join.on(sql<boolean>`s.id = ANY(c.surface_ids)`))
      .innerJoin('cameras as cam', 'cam.id', 's.camera_id')
      .select(['c.id as court_id', 'cam.id', 'cam.camera_id'])
      .where(
        'c.id',
        'in',
        streams.map((s) => s.court_id),
      )
      .where('cam.venue_server_id', '=', server.id)
      .where('cam.enabled', '=', true)
      .where('cam.allow_live_streams', '=', true)
      .orderBy('cam.camera_id')
      .execute(),
    db
      .selectFrom('live_stream_custom_outputs')
      .select(['id', 'live_stream_id', 'rtmp_url'])
      .where('live_stream_id', 'in', ids)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('live_stream_yt_outputs')
      .select(['id', 'live_stream_id', 'yt_channel_id', 'title', 'description', 'unlisted'])
      .where('live_stream_id', 'in', ids)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('live_stream_fb_outputs')
      .select(['id', 'live_stream_id', 'fb_profile_id', 'title', 'description'])
      .where('live_stream_id', 'in', ids)
      .orderBy('id')
      .execute(),
  ]);
  return streams.map((s) => {
    const camerasOfCourt = new Map(cameras.filter((c) => c.court_id === s.court_id).map((c) => [c.id, { id: String(c.id), cameraId: c.camera_id }]));
    return {
      id: String(s.id),
      name: s.name,
      court: { id: String(s.court_id), name: s.court_name },
      startAt: s.start_at.toISOString(),
      finishAt: s.finish_at.toISOString(),
      outputResolution: s.output_resolution as VenueLiveStream['outputResolution'],
      motioncropEnabled: s.motioncrop_enabled,
      logoVisible: s.logo_visible,
      audioEnabled: s.audio_enabled,
      cameras: [...camerasOfCourt.values()],
      rtmpOutputs: rtmp.filter((o) => o.live_stream_id === s.id).map((o) => ({ id: String(o.id), rtmpUrl: o.rtmp_url })),
      youtubeOutputs: youtube
        .filter((o) => o.live_stream_id === s.id)
        .map((o) => ({ id: String(o.id), ytChannelId: o.yt_channel_id, title: o.title, description: o.description, unlisted: o.unlisted })),
      facebookOutputs: facebook
        .filter((o) => o.live_stream_id === s.id)
        .map((o) => ({ id: String(o.id), fbProfileId: o.fb_profile_id, title: o.title, description: o.description })),
      logPath: venueApiLiveStreamLog(s.id),
      hlsPath: venueApiLiveStreamHls(s.id, 'index.m3u8'),
    };
  });
};

/** A live stream the server may report on: one on a court its cameras film (another's reads as missing). */
export interface ServerLiveStream {
  id: number;
  cancelled: boolean;
  startAt: Date;
  finishAt: Date;
  liveHlsUrl: string | null;
}

export const serverLiveStream = async (db: Db, server: VenueCaller, named: string): Promise<ServerLiveStream> => {
  const id = parseRecordId(named);
  const row = id
    ? await db
        .selectFrom('live_streams as ls')
        .select(['ls.id', 'ls.cancelled', 'ls.start_at', 'ls.finish_at', 'ls.live_hls_url'])
        .where('ls.id', '=', id)
        .where(({ ref }) => filmedByServer(ref('ls.court_id'), server.id))
        .executeTakeFirst()
    : undefined;
  if (!row) throw new VenueApiRefusal(404, `No live stream ${named} on a court that venue server ${server.name}'s cameras film.`);
  return { id: row.id, cancelled: row.cancelled, startAt: row.start_at, finishAt: row.finish_at, liveHlsUrl: row.live_hls_url };
};

/**
 * Adds the server's lines to the stream's Log tab (LiveStreamLog), in one transaction. Not audited: the log is
 * itself the record of what happened, and a stream's encoder reports often.
 */
export const recordLiveStreamLog = async (
  db: Db,
  server: VenueCaller,
  named: string,
  entries: Required<LiveStreamLogEntry>[],
): Promise<LiveStreamLogAnswer> => {
  const stream = await serverLiveStream(db, server, named);
  await db.transaction().execute((trx) =>
    trx
      .insertInto('live_stream_logs')
      .values(entries.map((e) => ({ live_stream_id: stream.id, logged_at: new Date(e.loggedAt), level: e.level, message: e.message })))
      .execute(),
  );
  return { logged: entries.length };
};

/**
 * Records a span of the stream's encoder for its Encoding Timeline tab: the first report of a pid and start adds
 * the span, a later one with endedAt ends it (the tab computes durations and places from the times).
 */
export const recordEncodingSpan = async (
  db: Db,
  server: VenueCaller,
  named: string,
  span: { pid: number; startedAt: Date; endedAt: Date | null },
): Promise<EncodingSpanAnswer> => {
  const stream = await serverLiveStream(db, server, named);
  const row = await db.transaction().execute(async (trx) => {
    const known = await trx
      .selectFrom('encoding_timeline_items')
      .select('id')
      .where('live_stream_id', '=', stream.id)
      .where('pid', '=', span.pid)
      .where('started_at', '=', span.startedAt)
      .forUpdate()
      .executeTakeFirst();
    if (known)
      return trx
        .updateTable('encoding_timeline_items')
        .set({ ended_at: span.endedAt, updated_at: sql`now()` })
        .where('id', '=', known.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    return trx
      .insertInto('encoding_timeline_items')
      .values({ live_stream_id: stream.id, pid: span.pid, started_at: span.startedAt, ended_at: span.endedAt })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return { span: { id: String(row.id), pid: row.pid, startedAt: row.started_at.toISOString(), endedAt: row.ended_at?.toISOString() ?? null } };
};
