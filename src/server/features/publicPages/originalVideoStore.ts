import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { hashSecretToken } from '../../auth/secretTokens.ts';
import { JOB_SCHEMA } from '../../jobs/queue.ts';
import { RESTORE_ORIGINAL_QUEUE } from '../media/videoJobs.ts';
import { videoBlockedSql } from '../media/videoBlock.ts';

/** What a download link (an unexpired original video request) leads to: its game, and the game's video. */
export interface OriginalVideoLink {
  requestId: number;
  gameTitle: string;
  courtTitle: string | null;
  gamePlayedAt: Date | null;
  /** The game's organisation's time zone: the page shows when the game was played in it. */
  timeZone: string;
  videoId: number | null;
  originalVideoUrl: string | null;
  available: boolean;
  archived: boolean;
  /** The organisation's Video Block covers the video (media/videoBlock.ts). */
  blocked: boolean;
}

/** The link of a secret if it exists and has not expired, else null. */
export const findOriginalVideoLink = async (db: Db, uuid: string): Promise<OriginalVideoLink | null> => {
  const row = await db
    .selectFrom('original_video_requests as r')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .leftJoin('teams as h', 'h.id', 'g.home_team_id')
    .leftJoin('teams as a', 'a.id', 'g.away_team_id')
    .leftJoin('courts as c', 'c.id', 'g.court_id')
    .innerJoin('orgs as o', 'o.id', 'g.org_id')
    // The game's current video: an enabled one first, then the newest.
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('videos')
          .distinctOn('game_id')
          .select(['id', 'game_id', 'original_video_url', 'original_video_available', 'original_video_archived'])
          .orderBy('game_id')
          .orderBy('disabled')
          .orderBy('id', 'desc')
          .as('v'),
      (join) => join.onRef('v.game_id', '=', 'g.id'),
    )
    .select([
      'r.id as requestId',
      sql<string>`coalesce(h.name, '?') || ' vs ' || coalesce(a.name, '?')`.as('gameTitle'),
      'c.name as courtTitle',
      'g.played_at as gamePlayedAt',
      'o.time_zone as timeZone',
      'v.id as videoId',
      'v.original_video_url as originalVideoUrl',
      'v.original_video_available as available',
      'v.original_video_archived as archived',
      videoBlockedSql(sql.ref('v.id')).as('blocked'),
    ])
    .where(sql`lower(r.uuid_hash)`, '=', hashSecretToken(uuid))
    .where('r.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, available: Boolean(row.available), archived: Boolean(row.archived), blocked: row.blocked === true } as OriginalVideoLink;
};

/** Whether a restore of the video's archived original is queued or running (videosRestoreOriginalVideo). */
export const isRestoring = async (db: Db, videoId: number): Promise<boolean> => {
  // A server without a job queue (pg-boss never installed its tables) has no restore under way.
  const queue = await sql<{ present: boolean }>`SELECT to_regclass(${`${JOB_SCHEMA}.job`}) IS NOT NULL AS present`.execute(db);
  if (!queue.rows[0].present) return false;
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM ${sql.table(`${JOB_SCHEMA}.job`)}
    WHERE name = ${RESTORE_ORIGINAL_QUEUE} AND data->>'id' = ${String(videoId)} AND state IN ('created', 'retry', 'active')`.execute(db);
  return rows[0].n > 0;
};

/** The original can be downloaded now: not blocked, available and not archived (its file is in the object store). */
export const isDownloadable = (link: OriginalVideoLink): boolean => !link.blocked && link.available && !link.archived && link.videoId !== null;
