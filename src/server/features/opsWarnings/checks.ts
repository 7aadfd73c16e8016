import { sql, type RawBuilder } from 'kysely';

/** One warning found by a check: the record it is about, named, and what shows the problem. */
export interface Finding {
  subject: string;
  details: unknown;
}

/**
 * One ops check: a category of the OpsWarning type (metadata/OpsWarning.json lists the same values as
 * its options), what it means, and the query finding its cases, one row per warning.
 */
export interface OpsCheck {
  category: string;
  description: string;
  findings: RawBuilder<Finding>;
  /**
   * The order of its details' attributes as columns (the page sorts a table by time when its first column
   * is a date-time): the details are stored as jsonb, which keeps no key order of its own.
   */
  detailColumns: string[];
}

const utc = (column: string) => sql`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** What a game's warning details hold, in the order the page shows them: when it was played first. */
const GAME_DETAIL_COLUMNS = ['playedAt', 'gameId', 'organisation', 'league', 'completedAt', 'homeScore', 'awayScore'];

/** Games matching `condition`, each with what an admin needs to find and fix it. */
const gamesWhere = (condition: RawBuilder<unknown>) => sql<Finding>`SELECT
    home.name || ' vs ' || away.name || ' (game ' || g.id || ')' AS subject,
    jsonb_build_object(
      'playedAt', ${utc('g.played_at')},
      'gameId', g.id,
      'organisation', o.name,
      'league', l.name,
      'completedAt', ${utc('g.completed_at')},
      'homeScore', g.home_score,
      'awayScore', g.away_score) AS details
  FROM games g
  JOIN orgs o ON o.id = g.org_id
  JOIN leagues l ON l.id = g.league_id
  JOIN teams home ON home.id = g.home_team_id
  JOIN teams away ON away.id = g.away_team_id
  WHERE ${condition}
  ORDER BY g.played_at, g.id`;

export const OPS_CHECKS: OpsCheck[] = [
  {
    category: 'game_completed_without_final_score',
    description: 'The game is marked completed but its home or away score is missing, so standings and scoresheets cannot count it.',
    findings: gamesWhere(sql`g.completed_at IS NOT NULL AND (g.home_score IS NULL OR g.away_score IS NULL)`),
    detailColumns: GAME_DETAIL_COLUMNS,
  },
  {
    category: 'game_not_completed',
    description: 'The game was played more than a day ago and is still not completed: its score was probably never entered.',
    findings: gamesWhere(sql`g.completed_at IS NULL AND g.played_at < now() - interval '1 day'`),
    detailColumns: GAME_DETAIL_COLUMNS,
  },
];
