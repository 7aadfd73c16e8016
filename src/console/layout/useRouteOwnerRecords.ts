import { useGetOne } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { SHELL, type ShellApiPartner, type ShellOrg } from '../graphql/shellResources.ts';
import { routeOwnerOfPath, type RouteOwner } from '../routeOwner.ts';

export interface RouteOwnerRecords {
  routeOwner: RouteOwner;
  org?: ShellOrg;
  apiPartner?: ShellApiPartner;
}

/** The organisation or API partner of the current URL, for the footer, sidebar and time zone. */
export const useRouteOwnerRecords = (): RouteOwnerRecords => {
  const routeOwner = routeOwnerOfPath(useLocation().pathname);
  const org = useGetOne<ShellOrg>(SHELL.org, { id: routeOwner.orgId ?? '' }, { enabled: routeOwner.orgId !== undefined });
  const apiPartner = useGetOne<ShellApiPartner>(
    SHELL.apiPartner,
    { id: routeOwner.apiPartnerId ?? '' },
    { enabled: routeOwner.apiPartnerId !== undefined },
  );
  return {
    routeOwner,
    org: routeOwner.orgId !== undefined ? org.data : undefined,
    apiPartner: routeOwner.apiPartnerId !== undefined ? apiPartner.data : undefined,
  };
};
