import { sql } from 'kysely';
import { exportQuery } from '../../exports/exportQuery.ts';
import type { OrgDownload } from './orgDownload.ts';

/** `?active_leagues_only=true` (or 1): only members of teams in at least one active league. */
const activeLeaguesOnly = (query: unknown): boolean => {
  const v = (query as Record<string, unknown> | undefined)?.active_leagues_only;
  return v === 'true' || v === '1';
};

/**
 * Spec 002 §2 "Downloads by link": GET /readmin/orgs/{orgId}/team_members.csv, the organisation's team
 * members as a CSV file (the columns of the Team Members list's export, times in the organisation's zone),
 * with the list's access (orgDownload.ts).
 */
export const teamMembersCsv: OrgDownload = {
  filename: 'team_members.csv',
  reads: ['TeamMember'],
  rows: ({ registry }, { viewer, orgId, timeZone, query }) => {
    const inOrg = sql<boolean>`t.team_id IN (SELECT id FROM teams WHERE org_id = ${orgId})`;
    const active = sql<boolean>`EXISTS (SELECT 1 FROM teams tm JOIN leagues l ON l.id = ANY(tm.league_ids) WHERE tm.id = t.team_id AND l.active)`;
    const where = activeLeaguesOnly(query) ? sql<boolean>`${inOrg} AND ${active}` : inOrg;
    return exportQuery(registry, registry.types.TeamMember, viewer, { where }, timeZone);
  },
};
