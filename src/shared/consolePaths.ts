import type { TypeIndex } from '../metadata/normalized.ts';
import { CONSOLE_BASE } from '../metadata/naming.ts';

/** An API partner's GraphiQL page, /readmin/api_partners/:id/graphiql (not a record type's). */
export const API_PARTNER_GRAPHIQL = 'graphiql';

/** Console pages that are not a record type's list or detail. */
const FIXED_PAGES = new Set(['', 'login', 'logout', 'reset-password', 'help']);

/**
 * Whether a path is a page of the console (spec 000 §2.14, 002 §2.4–2.7), judged from the registry the
 * console's router is built from: the home, login and password pages, a CSV export, each routed type's
 * list and detail, and those under an organisation or API partner (the route owner). The server answers 404 for anything
 * else under /readmin, while the console shows its not-found page.
 */
export const isConsolePath = (registry: TypeIndex, pathname: string): boolean => {
  if (pathname !== CONSOLE_BASE && !pathname.startsWith(`${CONSOLE_BASE}/`)) return false;
  const parts = pathname
    .slice(CONSOLE_BASE.length + 1)
    .replace(/\/$/, '')
    .split('/');
  if (parts.length === 1 && FIXED_PAGES.has(parts[0])) return true;
  if (parts.some((p) => p === '')) return false;
  const types = Object.values(registry.types);
  // A list is at the type's list route (which may differ from its route, or be none); a detail page under its route.
  const listOrDetail = (rest: string[], allowed: (t: (typeof types)[number]) => boolean) =>
    types.some((t) => allowed(t) && (rest.length === 1 ? t.list.route === rest[0] : rest.length === 2 && t.route === rest[0]));
  if (parts[0] === 'csv_exports') return parts.length === 2;
  if (parts[0] === 'orgs' && parts.length >= 3 && listOrDetail(parts.slice(2), (t) => t.ownership.orgRoute)) return true;
  if (parts[0] === 'api_partners' && parts.length === 3 && parts[2] === API_PARTNER_GRAPHIQL) return true;
  if (parts[0] === 'api_partners' && parts.length >= 3 && listOrDetail(parts.slice(2), (t) => t.ownership.apiPartnerRoute)) return true;
  return listOrDetail(parts, () => true);
};
