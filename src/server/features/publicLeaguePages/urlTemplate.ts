/** Where a public league page's slug goes in its address. */
export const SLUG_PLACEHOLDER = '{slug}';

/**
 * The address of a public league page with {slug} in place of its slug (spec 002 §7 form-data query
 * publicLeaguePageUrlTemplate): PUBLIC_LEAGUE_PAGE_URL_TEMPLATE when set (the public site's own pattern),
 * else the pages under this server's public address (PUBLIC_URL), /leagues/{slug}.
 */
export const publicLeaguePageUrlTemplate = (env: Record<string, string | undefined> = process.env): string => {
  const configured = env.PUBLIC_LEAGUE_PAGE_URL_TEMPLATE?.trim();
  if (configured?.includes(SLUG_PLACEHOLDER)) return configured;
  return `${(env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '')}/leagues/${SLUG_PLACEHOLDER}`;
};
