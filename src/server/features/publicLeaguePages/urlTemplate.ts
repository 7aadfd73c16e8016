/** Where a public league page's slug goes in its address. */
export const SLUG_PLACEHOLDER = '{slug}';

/**
 * The address of a public league page with {slug} in place of its slug (spec 002 §7 form-data query
 * publicLeaguePageUrlTemplate): PUBLIC_LEAGUE_PAGE_URL_TEMPLATE when set (the public site's own pattern),
 * else the pages under this server's public address, /leagues/{slug}: PUBLIC_URL when set, else `origin` (the
 * one a request came to), else http://localhost:$PORT.
 */
export const publicLeaguePageUrlTemplate = (env: Record<string, string | undefined> = process.env, origin?: string): string => {
  const configured = env.PUBLIC_LEAGUE_PAGE_URL_TEMPLATE?.trim();
  if (configured?.includes(SLUG_PLACEHOLDER)) return configured;
  const publicUrl = env.PUBLIC_URL || origin || `http://localhost:${env.PORT ?? 3000}`;
  return `${publicUrl.replace(/\/+$/, '')}/leagues/${SLUG_PLACEHOLDER}`;
};
