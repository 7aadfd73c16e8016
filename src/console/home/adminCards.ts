import type { TypeIndex } from '../../metadata/normalized.ts';
import { CONSOLE_BASE, recordPath } from '../../metadata/naming.ts';
import type { CurrentUser } from '../auth/currentUser.ts';

export interface AdminCard {
  key: string;
  title: string;
  kind: string;
  href: string;
}

/** One card per organisation, venue and API partner the user administers (spec 000 §2.13). */
export const adminCards = (user: CurrentUser, registry: TypeIndex): AdminCard[] => {
  const label = (typename: string, fallback: string) => registry.types[typename]?.label.singular ?? fallback;
  const venueRoute = registry.types.Venue?.route;
  const partnerRoute = registry.types.ApiPartner?.route;
  return [
    ...user.orgAdmins.map((a) => ({
      key: `org:${a.orgId}`,
      title: a.org?.readminName ?? a.orgId,
      kind: label('Org', 'Organisation'),
      href: `${CONSOLE_BASE}/orgs/${a.orgId}`,
    })),
    ...(venueRoute
      ? user.venueAdmins.map((a) => ({
          key: `venue:${a.venueId}`,
          title: a.venue?.readminName ?? a.venueId,
          kind: label('Venue', 'Venue'),
          href: recordPath(venueRoute, a.venueId),
        }))
      : []),
    ...(partnerRoute
      ? user.apiAdmins.map((a) => ({
          key: `api:${a.apiPartnerId}`,
          title: a.apiPartner?.readminName ?? a.apiPartnerId,
          kind: label('ApiPartner', 'API Partner'),
          href: recordPath(partnerRoute, a.apiPartnerId),
        }))
      : []),
  ];
};
