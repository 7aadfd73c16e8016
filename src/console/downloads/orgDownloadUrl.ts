/** The CSV files of an organisation the server offers by link (src/server/downloads/), by file name. */
export type OrgDownloadFile = 'team_members.csv' | 'new_team_members_with_game.csv' | 'nightly_gamesheet.csv';

/**
 * The address of an organisation's CSV download, with its query parameters; empty values are left out, so
 * the server's defaults (its dates in the organisation's time zone) apply.
 *
 * @example orgDownloadUrl('10', 'nightly_gamesheet.csv', { date: '2026-03-14' }) // '/readmin/orgs/10/nightly_gamesheet.csv?date=2026-03-14'
 */
export const orgDownloadUrl = (orgId: string, file: OrgDownloadFile, params: Record<string, string> = {}): string => {
  const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== ''));
  const text = query.toString();
  return `/readmin/orgs/${encodeURIComponent(orgId)}/${file}${text ? `?${text}` : ''}`;
};
