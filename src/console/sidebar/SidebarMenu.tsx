import { useGetIdentity, useGetList, useGetMany } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { ConsoleIdentity } from '../auth/authProvider.ts';
import { SHELL, type ShellApiPartner, type ShellOrg } from '../graphql/shellResources.ts';
import { typeIndex } from '../registry.ts';
import { routeOwnerOfPath } from '../routeOwner.ts';
import { buildSidebar } from './buildSidebar.ts';
import { SidebarView } from './SidebarView.tsx';

/** The organisations shown in the sidebar: those administered, plus the URL's one for platform admins. */
const shownOrgIds = (user: ConsoleIdentity | undefined, pathname: string): string[] => {
  if (!user) return [];
  const urlOrgId = routeOwnerOfPath(pathname).orgId;
  return [...new Set([...user.orgAdmins.map((a) => a.orgId), ...(user.isAdmin && urlOrgId ? [urlOrgId] : [])])];
};

/** The sidebar: loads what buildSidebar needs (user, organisations, API partners) and renders its model. */
export const SidebarMenu = () => {
  const { pathname } = useLocation();
  const identity = useGetIdentity().identity as ConsoleIdentity | undefined;
  const orgIds = shownOrgIds(identity, pathname);
  const { data: orgs = [] } = useGetMany<ShellOrg>(SHELL.org, { ids: orgIds }, { enabled: orgIds.length > 0 });
  const partnerRoute = typeIndex.types.ApiPartner?.route;
  const { data: apiPartners = [] } = useGetList<ShellApiPartner>(
    partnerRoute ?? 'none',
    { pagination: { page: 1, perPage: 100 } },
    { enabled: Boolean(identity?.isAdmin && partnerRoute) },
  );
  if (!identity) return null;
  const model = buildSidebar(identity, typeIndex, pathname, Object.fromEntries(orgs.map((o) => [o.id, o])), apiPartners);
  return <SidebarView model={model} />;
};
