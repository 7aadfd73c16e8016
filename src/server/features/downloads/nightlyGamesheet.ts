import { sql, type RawBuilder } from 'kysely';
import type { Registry } from '../../../metadata/normalized.ts';
import { accessFilter, accessFor, type Access } from '../../access/ownership.ts';
import type { ExportQuery } from '../../exports/exportQuery.ts';
import { nameSql } from '../../fieldTypes/nameSql.ts';
import { addDays, dateParam, todayIn } from './dateParams.ts';
import type { OrgDownload } from './orgDownload.ts';
import { reportQuery, timeThenIdKeys } from './reportQuery.ts';
import { videoBlockedSql } from '../media/videoBlock.ts';
import { inZone, localTimeText, withinDays } from './reportColumns.ts';
import { publicUrlOf } from '../../config/publicUrl.ts';

export const GAMESHEET_FILENAME = 'nightly_gamesheet.csv';

const yesNo = (col: RawBuilder<unknown>) => sql<string>`CASE WHEN ${col} THEN 'Yes' ELSE 'No' END`;

/**
 * The gamesheet of one day: every game of the organisation played (scheduled to start) on that calendar
 * day in its time zone, among the games `access` reaches, in the order played, with where, who, the
 * score, whether it is completed, and its video (the first enabled video cut for it: id and playback URL).
 */
export const gamesheetRows = (registry: Registry, access: Access, orgId: number, date: string, timeZone: string, publicUrl: string): ExportQuery => {
  const { Game, League, Venue, Court, Team } = registry.types;
  const columns = {
    'Game ID': sql`t.id`,
    [inZone('Played at', timeZone)]: localTimeText(sql`t.played_at`, timeZone),
    League: sql`(SELECT ${nameSql(registry, League, 'l')} FROM leagues AS l WHERE l.id = t.league_id)`,
    Venue: sql`(SELECT ${nameSql(registry, Venue, 'v')} FROM courts AS c JOIN venues AS v ON v.id = c.venue_id WHERE c.id = t.court_id)`,
    Court: sql`(SELECT ${nameSql(registry, Court, 'c')} FROM courts AS c WHERE c.id = t.court_id)`,
    'Home team': sql`(SELECT ${nameSql(registry, Team, 'h')} FROM teams AS h WHERE h.id = t.home_team_id)`,
    'Away team': sql`(SELECT ${nameSql(registry, Team, 'a')} FROM teams AS a WHERE a.id = t.away_team_id)`,
    'Home score': sql`t.home_score`,
    'Away score': sql`t.away_score`,
    'Home forfeit': yesNo(sql`t.home_forfeit`),
    'Away forfeit': yesNo(sql`t.away_forfeit`),
    Completed: yesNo(sql`t.completed_at IS NOT NULL`),
    [inZone('Completed at', timeZone)]: localTimeText(sql`t.completed_at`, timeZone),
    'Video ID': sql`video.id`,
    // A video its organisation's Video Block covers is listed without its address (media/videoBlock.ts).
    // The server's own media URLs are paths: a file read outside the console needs the server's address.
    'Video URL': sql`CASE WHEN ${videoBlockedSql(sql`video.id`)} THEN NULL
      WHEN video.playback_url LIKE '/%' THEN ${publicUrl} || video.playback_url ELSE video.playback_url END`,
  };
  const rows = sql`SELECT ${sql.join(Object.entries(columns).map(([name, value]) => sql`${value} AS ${sql.id(name)}`))},
      t.played_at AS key_at, t.id AS key_id
    FROM games AS t
    LEFT JOIN LATERAL (SELECT vd.id, vd.playback_url FROM videos AS vd WHERE vd.game_id = t.id AND NOT vd.disabled ORDER BY vd.id LIMIT 1) AS video ON true
    WHERE t.org_id = ${orgId} AND ${accessFilter(registry, Game, access)}
      AND ${withinDays(sql`t.played_at`, date, date, timeZone)}`;
  return reportQuery(rows, Object.keys(columns), timeThenIdKeys('key_at', 'key_id'));
};

/** The day a nightly gamesheet covers by default: yesterday in the organisation's time zone. */
export const gamesheetDay = (timeZone: string, now = new Date()) => addDays(todayIn(timeZone, now), -1);

/**
 * Spec 002 §7 "Downloads by link", the nightly gamesheet: GET /readmin/orgs/{orgId}/nightly_gamesheet.csv?date=yyyy-MM-dd
 * (default yesterday in the organisation's time zone), the file the nightly email carries (nightlyGamesheetJob.ts).
 */
export const nightlyGamesheetCsv: OrgDownload = {
  filename: GAMESHEET_FILENAME,
  reads: ['Game'],
  rows: ({ registry }, { viewer, orgId, timeZone, query }) =>
    gamesheetRows(
      registry,
      accessFor(viewer, registry.types.Game, 'read'),
      orgId,
      dateParam(query, 'date', gamesheetDay(timeZone)),
      timeZone,
      publicUrlOf({}),
    ),
};
