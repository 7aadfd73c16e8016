import { sql } from 'kysely';
import { accessFilter, accessFor } from '../../access/ownership.ts';
import { readableValueSql } from '../../access/fieldMasks.ts';
import { nameSql } from '../../fieldTypes/nameSql.ts';
import { enumText } from '../../fieldTypes/exportText.ts';
import { addDays, dateParam, DownloadParameterError, todayIn } from './dateParams.ts';
import type { OrgDownload } from './orgDownload.ts';
import { reportQuery, timeThenIdKeys } from './reportQuery.ts';
import { inZone, localTimeText, withinDays } from './reportColumns.ts';

/** The default range: the last 7 days, today included, in the organisation's time zone. */
export const DEFAULT_DAYS = 7;
/** A longer range is refused: the file is a recent-joiners report, not an archive. */
export const MAX_DAYS = 366;

/**
 * Spec 002 §7 "Downloads by link", the new-team-members-with-game CSV:
 * GET /readmin/orgs/{orgId}/new_team_members_with_game.csv?from=yyyy-MM-dd&to=yyyy-MM-dd.
 * A row per team member (TeamMember) who joined their team (was added to its roster) on a day from–to in
 * the organisation's time zone and has since played for that team: they are on the roster of at least one
 * of the team's games (GamePerson with that team and person: a player or coach of the game) played at or
 * after they joined, and the game has been played (it is completed, or its time has passed). Emails read as
 * the viewer may read them (masked where the organisation masks people's emails).
 */
export const newTeamMembersCsv: OrgDownload = {
  filename: 'new_team_members_with_game.csv',
  reads: ['TeamMember', 'Game'],
  rows: ({ registry }, { viewer, orgId, timeZone, query }) => {
    const to = dateParam(query, 'to', todayIn(timeZone));
    const from = dateParam(query, 'from', addDays(to, 1 - DEFAULT_DAYS));
    if (from > to) throw new DownloadParameterError(`Parameter 'from' (${from}) must not be after 'to' (${to}).`);
    if (addDays(from, MAX_DAYS) <= to) throw new DownloadParameterError(`Parameters 'from' and 'to' may span at most ${MAX_DAYS} days.`);
    const { TeamMember, Person, Team, League } = registry.types;
    const email = Person.fields.find((f) => f.name === 'email')!;
    const role = TeamMember.fields.find((f) => f.name === 'role')!;
    const columns = {
      ID: sql`t.id`,
      Team: nameSql(registry, Team, 'team'),
      Leagues: sql`(SELECT string_agg(${nameSql(registry, League, 'l')}, '; ' ORDER BY l.name) FROM leagues AS l WHERE l.id = ANY(team.league_ids))`,
      Person: nameSql(registry, Person, 'p'),
      // The person row is `t` inside the subquery, where the mask's SQL looks for it.
      Email: sql`(SELECT ${readableValueSql(registry, Person, email, viewer)} FROM people AS t WHERE t.id = p.id)`,
      Role: enumText({ registry, field: role, col: sql`t.role`, timeZone }),
      'Player number': sql`t.player_number`,
      [inZone('Joined at', timeZone)]: localTimeText(sql`t.created_at`, timeZone),
      [inZone('First game at', timeZone)]: localTimeText(sql`played.first_at`, timeZone),
      'Games played': sql`played.games`,
    };
    const rows = sql`SELECT ${sql.join(Object.entries(columns).map(([name, value]) => sql`${value} AS ${sql.id(name)}`))},
        t.created_at AS key_at, t.id AS key_id
      FROM team_members AS t
      JOIN teams AS team ON team.id = t.team_id
      JOIN people AS p ON p.id = t.person_id
      JOIN LATERAL (
        SELECT min(g.played_at) AS first_at, count(DISTINCT g.id) AS games
        FROM game_people AS gp JOIN games AS g ON g.id = gp.game_id
        WHERE gp.team_id = t.team_id AND gp.person_id = t.person_id
          AND g.played_at >= t.created_at AND (g.completed_at IS NOT NULL OR g.played_at <= now())
      ) AS played ON played.games > 0
      WHERE team.org_id = ${orgId} AND ${accessFilter(registry, TeamMember, accessFor(viewer, TeamMember, 'read'))}
        AND ${withinDays(sql`t.created_at`, from, to, timeZone)}`;
    return reportQuery(rows, Object.keys(columns), timeThenIdKeys('key_at', 'key_id'));
  },
};
