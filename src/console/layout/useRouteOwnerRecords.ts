import { useLocation } from 'react-router-dom';
import type { ShellApiPartner, ShellOrg } from '../graphql/frameRequests.ts';
import { useConsoleQuery } from '../operations/useConsoleQuery.ts';
import { routeOwnerOfPath, type RouteOwner } from '../../shared/routeOwner.ts';

export interface RouteOwnerRecords {
  routeOwner: RouteOwner;
  org?: ShellOrg;
  apiPartner?: ShellApiPartner;
  /** The URL's organisation or API partner does not exist for this viewer (another's, or no such id). */
  ownerMissing: boolean;
}

/** The organisation or API partner of the current URL, for the footer, sidebar and time zone. */
export const useRouteOwnerRecords = (): RouteOwnerRecords => {
  const routeOwner = routeOwnerOfPath(useLocation().pathname);
  const org = useConsoleQuery('org', { id: routeOwner.orgId ?? '' }, { enabled: routeOwner.orgId !== undefined });
  const apiPartner = useConsoleQuery('apiPartner', { id: routeOwner.apiPartnerId ?? '' }, { enabled: routeOwner.apiPartnerId !== undefined });
  const found = <T extends { missing?: true }>(data: T | undefined) => (data && !data.missing ? data : undefined);
  return {
    routeOwner,
    org: routeOwner.orgId !== undefined ? found(org.data) : undefined,
    apiPartner: routeOwner.apiPartnerId !== undefined ? found(apiPartner.data) : undefined,
    ownerMissing: Boolean(org.data?.missing || apiPartner.data?.missing || org.error || apiPartner.error),
  };
};
