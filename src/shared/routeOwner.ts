import type { NormalizedType } from '../metadata/normalized.ts';
import { CONSOLE_BASE } from '../metadata/naming.ts';

/** The organisation or API partner a console URL is inside of (spec 000 §2.11 footer, §2.12 sidebar). */
export interface RouteOwner {
  orgId?: string;
  apiPartnerId?: string;
}

const ORG = new RegExp(`^${CONSOLE_BASE}/orgs/([^/?#]+)`);
const API_PARTNER = new RegExp(`^${CONSOLE_BASE}/api_partners/([^/?#]+)`);

export const routeOwnerOfPath = (pathname: string): RouteOwner => {
  const org = ORG.exec(pathname);
  if (org) return { orgId: decodeURIComponent(org[1]) };
  const partner = API_PARTNER.exec(pathname);
  return partner ? { apiPartnerId: decodeURIComponent(partner[1]) } : {};
};

/**
 * Where a type's pages are, seen from a page inside `owner`: inside the same organisation when the type
 * has organisation routes, inside the same API partner when it is listed under partners, else on the
 * platform routes. Links to rows, Back to List and a created record's page all follow it.
 */
export const routeOwnerFor = (
  type: { ownership: Pick<NormalizedType['ownership'], 'orgRoute' | 'apiPartnerRoute'> },
  owner: RouteOwner,
): RouteOwner =>
  owner.orgId && type.ownership.orgRoute
    ? { orgId: owner.orgId }
    : owner.apiPartnerId && type.ownership.apiPartnerRoute
      ? { apiPartnerId: owner.apiPartnerId }
      : {};
