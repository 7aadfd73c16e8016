import type { Insertable } from 'kysely';
import { attachDemoFile } from './demoFiles.ts';
import { demoVideoFiles, storeDemoFiles } from './demoVideo.ts';
import type { ObjectStore } from '../../files/storage/objectStore.ts';
import { hashSecretToken } from '../../auth/secretTokens.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../../generated/database.ts';
import { demoUtc } from '../demoCalendar.ts';

type Table = keyof Database;

const MINUTE = 60_000;
const at = (base: Date | string, minutes: number): Date => new Date(new Date(base).getTime() + minutes * MINUTE);
const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * Fixed secrets, so the demo links are the same after every reseed (README "Public pages"); like every
 * link secret only their SHA-256 is stored. Never use fixed secrets outside the demo.
 */
export const DEMO_ORIGINAL_VIDEO_LINK = 'demo-original-video-0000000000000001';
export const DEMO_LIVE_SCORER_LINK = 'demo-live-scorer-00000000000000000001';
const ORIGINAL_VIDEO_LINKS = [DEMO_ORIGINAL_VIDEO_LINK, 'demo-original-video-expired-000000002', 'demo-original-video-0000000000000003'];
const ARCHIVED_ORIGINAL_VIDEO_LINK = 'demo-original-video-archived-00000004';

/**
 * The video side of the demo: game videos with their recordings, cut attempts, stored objects, encodings
 * and versions; live streams with outputs, logs and encoding timelines; original video links and
 * motioncrop tests. Linked to the orgs, courts and games the main seed wrote in the same transaction.
 */
export const seedVideo = async (db: Db, storage: ObjectStore, clip: Buffer | null): Promise<void> => {
  // Typed by the metadata's tables, so a misspelt column does not compile.
  const add = async <T extends Table>(table: T, values: Insertable<Database[T]>): Promise<number> =>
    (await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id as number;

  const orgs = await db.selectFrom('orgs').select('id').orderBy('id').execute();
  const admin = await db.selectFrom('users').select('id').where('admin', '=', true).orderBy('id').executeTakeFirst();
  const teamNames = new Map((await db.selectFrom('teams').select(['id', 'name']).execute()).map((t) => [t.id, t.name]));
  const videosByOrg: { id: number; game: number }[][] = [];
  const files = clip && (await demoVideoFiles(clip, ['1080p', '720p', '480p']));

  for (const [orgIndex, org] of orgs.entries()) {
    const first = orgIndex === 0;
    const courts = await db.selectFrom('courts').select(['id', 'name']).where('org_id', '=', org.id).orderBy('id').execute();
    const games = await db
      .selectFrom('games')
      .select(['id', 'court_id', 'home_team_id', 'away_team_id', 'played_at', 'completed_at'])
      .where('org_id', '=', org.id)
      .where('completed_at', 'is not', null)
      .orderBy('played_at')
      .orderBy('id')
      .limit(4)
      .execute();

    // Game videos: one per completed game, cut from two recordings of its court.
    const videos: { id: number; game: number }[] = [];
    for (const [i, game] of games.entries()) {
      const title = `${teamNames.get(game.home_team_id)} vs ${teamNames.get(game.away_team_id)}`;
      const start = at(game.played_at, -5);
      const end = at(game.completed_at!, 5);
      const duration = Math.round((end.getTime() - start.getTime()) / 1000);
      const archived = i === 2;
      const video = await add('videos', {
        name: `${title}, ${new Date(game.played_at).toISOString().slice(0, 10)}`,
        game_id: game.id,
        court_id: game.court_id,
        cut_start_time: start,
        cut_end_time: end,
        duration_seconds: duration,
        disabled: i === 3,
        prevent_deletion: first && i === 0,
        original_video_available: false,
        original_video_archived: archived,
      });
      videos.push({ id: video, game: game.id });
      if (clip)
        await attachDemoFile(
          db,
          storage,
          { typename: 'Video', table: 'videos', id: video, field: 'clip', column: 'clip' },
          `${slug(title)}.mp4`,
          clip,
        );

      const qualities = i < 2 ? ['1080p', '720p', '480p'] : ['720p', '480p'];
      if (files) await storeDemoFiles(db, storage, video, files, { archived, qualities, disabledQuality: i === 1 ? '480p' : null });
      else
        for (const quality of qualities)
          await add('video_versions', { video_id: video, quality, codec: 'h264', footage_deleted: true, disabled: true });

      const halfway = at(start, Math.round(duration / 120));
      for (const [from, to] of [
        [at(start, -10), halfway],
        [halfway, at(end, 10)],
      ])
        await add('recordings', {
          court_id: game.court_id,
          started_at: from,
          finished_at: to,
          duration_seconds: Math.round((to.getTime() - from.getTime()) / 1000),
          state: archived ? 'archived' : 'uploaded',
          size_mb: Math.round((to.getTime() - from.getTime()) / MINUTE) * 90,
          video_ids: [video],
        });

      if (i === 1)
        await add('video_cut_attempts', {
          video_id: video,
          state: 'failed',
          cut_start_time: start,
          cut_end_time: end,
          recordings_count: 1,
          started_at: at(end, 20),
          finished_at: at(end, 21),
          error_message: 'Recording gap of 94 seconds on the court camera; waiting for the second recording to upload.',
        });
      await add('video_cut_attempts', {
        video_id: video,
        state: 'succeeded',
        cut_start_time: start,
        cut_end_time: end,
        recordings_count: 2,
        started_at: at(end, 45),
        finished_at: at(end, 52),
      });

      const request = await add('video_encoding_job_requests', {
        video_id: video,
        queue: 'standard',
        debug: false,
        cancelled: false,
        requested_by_id: admin?.id,
      });
      await add('video_encoding_jobs', {
        video_encoding_job_request_id: request,
        state: i === 1 ? 'failed' : 'completed',
        progress_percent: i === 1 ? 62 : 100,
        instance_id: `i-0${(0x3a9f1c + video * 7919).toString(16)}e5b7d2c`,
        started_at: at(end, 55),
        finished_at: at(end, i === 1 ? 71 : 80),
        error_message: i === 1 ? 'ffmpeg exited with code 137 (out of memory) while encoding 1080p.' : null,
      });
      if (i === 1) {
        await add('video_encoding_jobs', {
          video_encoding_job_request_id: request,
          state: 'completed',
          progress_percent: 100,
          instance_id: `i-0${(0x5c2e8b + video * 104729).toString(16)}a1f3`,
          started_at: at(end, 75),
          finished_at: at(end, 101),
        });
        // A canary re-encode asked for with debug output, then cancelled before it started.
        const canary = await add('video_encoding_job_requests', {
          video_id: video,
          queue: 'canary',
          debug: true,
          requested_by_id: admin?.id,
          cancelled: true,
        });
        await add('video_encoding_jobs', { video_encoding_job_request_id: canary, state: 'cancelled', progress_percent: 0 });
      }
    }
    // A recording that is not (yet) part of any video: the camera is still uploading it.
    await add('recordings', {
      court_id: courts[courts.length - 1].id,
      started_at: demoUtc(2026, 9, 3, 6, 0),
      finished_at: demoUtc(2026, 9, 3, 7, 0),
      duration_seconds: 3600,
      state: first ? 'uploading' : 'failed',
      size_mb: first ? 5400 : null,
      video_ids: [],
    });
    videosByOrg.push(videos);

    // Live streams: one played, one to come, one cancelled.
    const streams = first
      ? [
          ['Harbour City Senior Championship: Grand Final', 0, demoUtc(2026, 8, 26, 8, 0).getTime(), '1080p', false],
          ['Harbour City Junior Cup: Round 9', 1, demoUtc(2026, 9, 10, 0, 30).getTime(), '720p', false],
          ['Bondi Breakers preseason scrimmage', 2, demoUtc(2026, 8, 19, 7, 0).getTime(), '720p', true],
        ]
      : [
          ['Southern Lakes Premier: Semi Final', 0, demoUtc(2026, 8, 25, 6, 0).getTime(), '1080p', false],
          ['Southern Lakes Reserve Grade: Round 8', 2, demoUtc(2026, 9, 9, 5, 0).getTime(), '720p', false],
          ['Wakatipu Waves training match', 1, demoUtc(2026, 8, 18, 4, 0).getTime(), '720p', true],
        ];
    const streamIds: number[] = [];
    for (const [name, courtIndex, start, resolution, cancelled] of streams as [string, number, number, string, boolean][]) {
      streamIds.push(
        await add('live_streams', {
          name,
          court_id: courts[courtIndex].id,
          start_at: new Date(start),
          finish_at: at(new Date(start), 120),
          output_resolution: resolution,
          motioncrop_enabled: courtIndex !== 2,
          logo_visible: true,
          cancelled,
          audio_enabled: false,
        }),
      );
    }
    const [played, upcoming] = streamIds;
    if (first)
      await add('live_stream_scorers', {
        live_stream_id: upcoming,
        team1_display: 'Bondi Breakers',
        team2_display: 'Glebe Giants',
        team1_score: 0,
        team2_score: 0,
        period: 'Q1',
        token_hash: hashSecretToken(DEMO_LIVE_SCORER_LINK),
      });
    const playedStart = new Date((streams[0] as [string, number, number])[2]);
    await add('live_stream_custom_outputs', {
      live_stream_id: played,
      rtmp_url: first
        ? 'rtmp://live.harbourcitybasketball.example.com/app/hcba-final-7f3k'
        : 'rtmps://stream.lakesnetball.example.nz:443/live/slnl-sf-2q9x',
    });
    if (first) await add('live_stream_custom_outputs', { live_stream_id: upcoming, rtmp_url: 'rtmp://a.rtmp.youtube.com/live2/hcba-jc-r9-p4m1' });
    await add('live_stream_yt_outputs', {
      live_stream_id: played,
      yt_channel_id: first ? 'UCh4rb0urC1tyB4sk3tb4ll0' : 'UCs0uth3rnL4k3sN3tb4llNZ',
      title: first ? 'LIVE: Harbour City Grand Final' : 'LIVE: Southern Lakes Premier Semi Final',
      description: first
        ? 'Watch the Harbour City Senior Championship decider live from Darling Harbour.'
        : 'Premier Grade semi final from Lakeside Stadium.',
      unlisted: !first,
    });
    await add('live_stream_fb_outputs', {
      live_stream_id: first ? upcoming : played,
      fb_profile_id: first ? '104839271655123' : '100064829371042',
      title: first ? 'Junior Cup Round 9 live' : 'Semi Final live on Facebook',
      description: first ? 'Under 14 Mixed and Under 16 Girls, live from Bondi.' : null,
    });
    const logs: [number, string, string][] = [
      [-5, 'info', 'Encoder started on the venue server (pid 21877).'],
      [0, 'info', 'Live stream started; HLS and RTMP outputs connected.'],
      [38, 'warning', 'Upload bandwidth fell to 3.1 Mbit/s; dropping to 720p for the RTMP output.'],
      [41, 'error', 'Encoder exited unexpectedly (signal 9); restarting.'],
      [42, 'info', 'Encoder restarted (pid 22310); outputs reconnected.'],
      [120, 'info', 'Live stream finished.'],
    ];
    for (const [minutes, level, message] of first ? logs : logs.filter(([, level]) => level !== 'error'))
      await add('live_stream_logs', { live_stream_id: played, logged_at: at(playedStart, minutes), level, message });
    const spans: [number, number, number][] = first
      ? [
          [21877, -5, 41],
          [22310, 42, 120],
        ]
      : [[18452, -3, 120]];
    for (const [pid, from, to] of spans)
      await add('encoding_timeline_items', {
        live_stream_id: played,
        pid,
        started_at: at(playedStart, from),
        ended_at: at(playedStart, to),
        duration_seconds: (to - from) * 60,
        started_percentage: Math.max(0, (from / 120) * 100),
        ended_percentage: Math.min(100, (to / 120) * 100),
      });
  }

  // Original video links the platform sent to organisations: one expired, the others open (one of an archived original).
  const links: [number, number, Date, string, string][] = [
    [0, 0, new Date(Date.UTC(2036, 0, 1)), 'Requested by the Glebe Giants coach for match review.', ORIGINAL_VIDEO_LINKS[0]],
    [0, 1, demoUtc(2026, 8, 20), 'Tribunal hearing evidence (incident in the third quarter).', ORIGINAL_VIDEO_LINKS[1]],
    [1, 0, new Date(Date.UTC(2036, 0, 1)), 'Southern Lakes umpire development programme.', ORIGINAL_VIDEO_LINKS[2]],
    [0, 2, new Date(Date.UTC(2036, 0, 1)), 'Season highlights reel (the original is archived).', ARCHIVED_ORIGINAL_VIDEO_LINK],
  ];
  for (const [orgIndex, videoIndex, expiresAt, notes, secret] of links)
    await add('original_video_requests', {
      game_id: videosByOrg[orgIndex][videoIndex].game,
      expires_at: expiresAt,
      uuid_hash: hashSecretToken(secret),
      notes,
    });

  // Motioncrop tests on moments of the demo videos, and two runs of them.
  const [hc, sl] = videosByOrg;
  const tests: [number, string, string, boolean, number, { x: number; y: number; width: number; height: number }][] = [
    [hc[0].id, 'Fast break to the left basket', 'basketball', true, 754_000, { x: 80, y: 140, width: 640, height: 360 }],
    [hc[1].id, 'Free throw, camera side', 'basketball', true, 1_312_500, { x: 420, y: 200, width: 480, height: 270 }],
    [sl[0].id, 'Centre pass after a goal', 'netball', true, 402_000, { x: 320, y: 180, width: 640, height: 360 }],
    [sl[1].id, 'Shooting circle, far end', 'netball', false, 2_045_000, { x: 700, y: 120, width: 560, height: 315 }],
  ];
  const testIds: number[] = [];
  for (const [source, name, sport, active, ms, rect] of tests)
    testIds.push(
      await add('motioncrop_tests', {
        source_video_id: source,
        name,
        sport,
        description: `${name}: the crop must keep the ball carrier and the nearest defender in frame.`,
        active,
        source_video_start_ms: ms - 5_000,
        expected_rect_ms: 5_000,
        expected_rect: rect,
      }),
    );
  const active = testIds.slice(0, 3);
  await add('motioncrop_test_reports', {
    name: 'Nightly run 2026-10-01',
    algorithm_version: 'motioncrop 4.12.0',
    state: 'completed',
    motioncrop_test_ids: active,
    passed_count: 2,
    failed_count: 1,
    mean_iou: 0.71,
    results: JSON.stringify(
      active.map((id, i) => ({
        motioncropTestId: id,
        iou: [0.86, 0.81, 0.46][i],
        passed: i < 2,
        chosen: [tests[i][5], tests[i][5], { x: 120, y: 160, width: 640, height: 360 }][i],
      })),
    ),
    started_at: demoUtc(2026, 9, 1, 14, 0),
    finished_at: demoUtc(2026, 9, 1, 14, 7),
  });
  await add('motioncrop_test_reports', {
    name: 'Canary 4.13.0-rc1',
    algorithm_version: 'motioncrop 4.13.0-rc1',
    state: 'running',
    motioncrop_test_ids: active,
    started_at: demoUtc(2026, 9, 2, 9, 30),
  });
};
