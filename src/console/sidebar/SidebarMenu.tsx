import { useDeferredValue, useMemo } from 'react';
import { useGetIdentity } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { ConsoleIdentity } from '../auth/authProvider.ts';
import { bootSidebar } from '../auth/bootData.ts';
import type { ShellOrg } from '../graphql/frameRequests.ts';
import { useConsoleQuery } from '../operations/useConsoleQuery.ts';
import { typeIndex } from '../registry.ts';
import { routeOwnerOfPath } from '../../shared/routeOwner.ts';
import { buildSidebar } from './buildSidebar.ts';
import { SidebarView } from './SidebarView.tsx';
import { useOrgsSharingCache } from './useOrgsSharingCache.ts';

/** The organisations shown in the sidebar: those administered, plus the URL's one for platform admins. */
const shownOrgIds = (user: ConsoleIdentity | undefined, pathname: string): string[] => {
  if (!user) return [];
  const urlOrgId = routeOwnerOfPath(pathname).orgId;
  return [...new Set([...user.orgAdmins.map((a) => a.orgId), ...(user.isAdmin && urlOrgId ? [urlOrgId] : [])])];
};

/**
 * Data the page inlined (auth/bootData.ts) seeds the queries, fresh until something invalidates them (a
 * refresh, a change): the first page then makes no request for the sidebar.
 */
const seeded = <T,>(data: T | undefined) => (data === undefined ? {} : { initialData: data, staleTime: Infinity });

// One empty list for every render without data, so that the memoized model below stays the same.
const NONE: never[] = [];

/** The sidebar: loads what buildSidebar needs (user, organisations, API partners) and renders its model. */
export const SidebarMenu = () => {
  const { pathname } = useLocation();
  const identity = useGetIdentity().identity as ConsoleIdentity | undefined;
  const boot = bootSidebar(identity?.id);
  const orgIds = shownOrgIds(identity, pathname);
  const bootOrgs = orgIds.map((id) => boot?.orgs.find((o) => o.id === id));
  const { data: orgs = NONE } = useOrgsSharingCache(orgIds, seeded(bootOrgs.every(Boolean) ? (bootOrgs as ShellOrg[]) : undefined));
  const showPartners = Boolean(identity?.isAdmin && typeIndex.types.ApiPartner?.route);
  const { data: apiPartners = NONE } = useConsoleQuery('sidebarApiPartners', {}, { enabled: showPartners, ...seeded(boot?.apiPartners) });
  // The same model while its inputs stay the same, so that SidebarView (dozens of links) skips the renders the page's
  // own loading causes (a list's request starting re-renders the frame).
  const model = useMemo(
    () => identity && buildSidebar(identity, typeIndex, pathname, Object.fromEntries(orgs.map((o) => [o.id, o])), apiPartners),
    [identity, pathname, orgs, apiPartners],
  );
  // The page's content first: the first render leaves the sidebar's links out, and React renders them straight
  // after the first paint, in a background render of their own. The links are a large share of a list page's
  // elements; drawn with the page, they would hold its first row back. The sidebar's width is fixed, so nothing
  // moves when they appear.
  const shown = useDeferredValue(model, undefined);
  return shown ? <SidebarView model={shown} /> : null;
};
