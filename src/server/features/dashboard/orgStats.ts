import { sql } from 'kysely';
import type { RequestContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { RecordObject } from '../../records/record.ts';
import { scheduleWindow } from '../media/recordingSchedules.ts';
import { todayIn } from '../../../shared/dateRange/calendarDay.ts';
import type { OrgStats } from '../../../shared/orgStats.ts';

/** The longest range one stats call covers: a year, a leap year included. */
export const MAX_STATS_DAYS = 366;

export type { OrgStats } from '../../../shared/orgStats.ts';

/**
 * The one SQL statement of aggregates behind the figures of organisation `orgId` over the instants [from, to).
 * The range's games come from the organisation's leagues by (league_id, played_at) (migration 0059), their
 * rosters by the (game_id, person_id, role) key, the streams by (court_id, start_at).
 */
export const orgStatsQuery = (orgId: number, fromDate: Date, toDate: Date) => {
  const [from, to] = [sql`${fromDate.toISOString()}::timestamptz`, sql`${toDate.toISOString()}::timestamptz`];
  return sql<Record<keyof OrgStats, number | string>>`
      WITH range_games AS MATERIALIZED (
        SELECT g.id FROM games g JOIN leagues l ON l.id = g.league_id
        WHERE l.org_id = ${orgId} AND g.played_at >= ${from} AND g.played_at < ${to}
      ),
      players AS MATERIALIZED (
        SELECT DISTINCT gp.person_id FROM game_people gp JOIN range_games rg ON rg.id = gp.game_id WHERE gp.role = 'player'
      ),
      active_users AS MATERIALIZED (
        SELECT DISTINCT p.user_id FROM people p JOIN players ON players.person_id = p.id WHERE p.user_id IS NOT NULL
      ),
      streams AS (
        SELECT count(*) AS n,
               COALESCE(sum(GREATEST(EXTRACT(EPOCH FROM LEAST(ls.finish_at, now()) - ls.start_at), 0)), 0) AS seconds
        FROM live_streams ls JOIN courts c ON c.id = ls.court_id
        WHERE c.org_id = ${orgId} AND NOT ls.cancelled AND ls.start_at >= ${from} AND ls.start_at < ${to} AND ls.start_at <= now()
      )
      SELECT (SELECT count(*) FROM range_games) AS "gamesCount",
             (SELECT count(*) FROM players) AS "activePlayersCount",
             (SELECT count(*) FROM active_users) AS "activeUsersCount",
             (SELECT count(*) FROM active_users au JOIN users u ON u.id = au.user_id
               WHERE btrim(u.email) <> '' AND NOT u.unsubscribed_notifications) AS "activeUsersWithEmailCount",
             streams.n AS "liveStreamsCount",
             round(streams.seconds) AS "liveStreamsDurationSec"
      FROM streams`;
};

/** The figures of organisation `orgId` over the instants [from, to). */
export const orgStatsBetween = async (db: Db, orgId: number, from: Date, to: Date): Promise<OrgStats> => {
  const row = (await orgStatsQuery(orgId, from, to).execute(db)).rows[0];
  return {
    gamesCount: Number(row.gamesCount),
    activePlayersCount: Number(row.activePlayersCount),
    activeUsersCount: Number(row.activeUsersCount),
    activeUsersWithEmailCount: Number(row.activeUsersWithEmailCount),
    liveStreamsCount: Number(row.liveStreamsCount),
    liveStreamsDurationSec: Number(row.liveStreamsDurationSec),
  };
};

/**
 * Org.stats(dateRange, timeZone): the figures over the days of dateRange (at most MAX_STATS_DAYS; null: all time,
 * every game and stream up to the end of today), read in timeZone, else the organisation's own zone. The organisation was read through the record store,
 * so only those who may read it (platform admins, its own admins) get here; one reached only by reference
 * (restricted) answers null, as its other fields do.
 */
export const orgStats = async (
  ctx: RequestContext,
  org: RecordObject,
  args: { dateRange?: { start?: string | null; end?: string | null } | null; timeZone?: string | null },
): Promise<OrgStats | null> => {
  const timeZone = args.timeZone || (typeof org.timeZone === 'string' && org.timeZone) || 'UTC';
  const allTime = args.dateRange === null || args.dateRange === undefined;
  // All time ends with today, as a range ending today does; its start is before any game.
  const today = allTime ? todayIn(timeZone, new Date()) : null;
  const window = scheduleWindow(allTime ? { start: today, end: today } : args.dateRange, timeZone, MAX_STATS_DAYS);
  if (org.__restricted) return null;
  return orgStatsBetween(ctx.db, Number(org.id), allTime ? new Date(0) : new Date(window.from), new Date(window.to));
};
