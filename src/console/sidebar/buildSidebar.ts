import type { TypeIndex, TypeSummary } from '../../metadata/normalized.ts';
import { evaluate } from '../../metadata/jsonLogic.ts';
import { CONSOLE_BASE, listPath, recordPath, REFEREE_MANAGEMENT_ROUTE } from '../../metadata/naming.ts';
import type { CurrentUser } from '../auth/currentUser.ts';
import type { ShellApiPartner, ShellOrg } from '../graphql/frameRequests.ts';
import { routeOwnerOfPath } from '../../shared/routeOwner.ts';
import { withActiveLink } from './highlight.ts';
import { GRAPHIQL_PAGE, groupRank, rankInApiPartner, rankInGroup } from './platformGroups.ts';
import { link, type SidebarGroup, type SidebarLink, type SidebarModel } from './sidebarModel.ts';

type Routed = TypeSummary & { route: string; list: { route: string } };

/** Types with a list page: the sidebar links lists (detail-only types are reached from their parents). */
const routed = (registry: TypeIndex): Routed[] => Object.values(registry.types).filter((t): t is Routed => t.route !== null && t.list.route !== null);

const unique = (ids: string[]) => [...new Set(ids)];

/**
 * Organisation pages that are not a type's list, placed among the types by the same order: Referee Access
 * (spec 000 §2.12) between Incidents (90) and Game Submissions (95), where game people can be written.
 */
const ORG_PAGES = [{ order: 92, label: 'Referee Access', route: REFEREE_MANAGEMENT_ROUTE, needs: ['Game', 'GamePerson'] }];

/** Dashboard, the types with sidebar.orgGroupOrder, one link per venue for orgGroupEach types, and ORG_PAGES. */
const orgGroup = (registry: TypeIndex, orgId: string, org: ShellOrg | undefined, fallbackName: string | undefined): SidebarGroup => {
  const types = routed(registry).filter((t) => t.sidebar.orgGroupOrder !== undefined && evaluate(t.sidebar.visibleWhen, { org: org ?? {} }));
  const entries = [
    ...types.map((t) => ({ order: t.sidebar.orgGroupOrder!, label: t.sidebar.label, type: t as Routed | null, route: t.route })),
    ...ORG_PAGES.filter((p) => p.needs.every((n) => registry.types[n])).map((p) => ({ ...p, type: null })),
  ].sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
  const links = entries.flatMap(({ type: t, label, route }): SidebarLink[] =>
    !t
      ? [link(`org:${orgId}:${route}`, label, listPath(route, { orgId }))]
      : t.sidebar.orgGroupEach
        ? (org?.venues ?? []).map((v) =>
            link(`org:${orgId}:${t.route}:${v.id}`, v.name ?? `${t.label.singular} ${v.id}`, recordPath(t.route, v.id, { orgId })),
          )
        : [link(`org:${orgId}:${t.route}`, t.sidebar.label, listPath(t.list.route, { orgId }))],
  );
  return {
    key: `org:${orgId}`,
    title: org?.name ?? fallbackName ?? `Organisation ${orgId}`,
    links: [link(`org:${orgId}`, 'Dashboard', `${CONSOLE_BASE}/orgs/${orgId}`), ...links],
  };
};

/** An API partner's page, the types listed under it (ownership.apiPartnerRoute) and its GraphiQL page. */
const apiPartnerLinks = (registry: TypeIndex, keyPrefix: string, partner: { id: string; name: string }): SidebarLink[] => {
  const partnerRoute = registry.types.ApiPartner?.route;
  if (!partnerRoute) return [];
  const pages = [
    ...routed(registry)
      .filter((t) => t.ownership.apiPartnerRoute)
      .map((t) => ({ route: t.route, label: t.sidebar.label, path: t.list.route })),
    { ...GRAPHIQL_PAGE, path: GRAPHIQL_PAGE.route },
  ];
  const subPages = pages
    .sort((a, b) => rankInApiPartner(a.route) - rankInApiPartner(b.route) || a.label.localeCompare(b.label))
    .map((p) => link(`${keyPrefix}:${p.route}`, p.label, listPath(p.path, { apiPartnerId: partner.id }), { depth: 1 }));
  return [link(keyPrefix, partner.name, recordPath(partnerRoute, partner.id)), ...subPages];
};

/** Integration, Organisation Management, Venue Management and Others. */
const platformGroups = (registry: TypeIndex, apiPartners: ShellApiPartner[]): SidebarGroup[] => {
  const byGroup = new Map<string, Routed[]>();
  // 'none': no platform link: an API partner's types are listed in its own block, others are reached inside an organisation or from their parent.
  for (const t of routed(registry).filter((r) => r.sidebar.platformGroup !== 'none'))
    byGroup.set(t.sidebar.platformGroup, [...(byGroup.get(t.sidebar.platformGroup) ?? []), t]);
  const groups = [...byGroup.entries()]
    .sort(([a], [b]) => groupRank(a) - groupRank(b) || a.localeCompare(b))
    .map(([title, types]): SidebarGroup => ({
      key: `platform:${title}`,
      title,
      links: types
        .sort((a, b) => rankInGroup(title, a.route) - rankInGroup(title, b.route) || a.sidebar.label.localeCompare(b.sidebar.label))
        .map((t) => link(`platform:${t.route}`, t.sidebar.label, listPath(t.list.route!))),
    }));
  const integration = groups.find((g) => g.key === 'platform:Integration');
  for (const p of apiPartners)
    integration?.links.push(...apiPartnerLinks(registry, `platform:api:${p.id}`, { id: p.id, name: p.name ?? `API Partner ${p.id}` }));
  return groups;
};

const externalLinks = (user: CurrentUser, which: (l: CurrentUser['externalLinks'][number]) => boolean): SidebarLink[] =>
  // A link within the console (Help's own page) opens in place; one to another site in a new tab.
  (user.externalLinks ?? []).filter(which).map((l) => link(l.key, l.label, l.url, { external: /^https?:\/\//.test(l.url) }));

/**
 * The sidebar of spec 000 §2.12 for one user on one page, as data; SidebarMenu only renders it.
 * `orgs` holds the shell data (name, venues, flags) of the organisations shown, `apiPartners` the
 * partners listed in the Integration group for platform admins.
 *
 * @example buildSidebar(user, registry, '/readmin/orgs/10/teams', { '10': org })
 */
export const buildSidebar = (
  user: CurrentUser,
  registry: TypeIndex,
  currentPath: string,
  orgs: Record<string, ShellOrg>,
  apiPartners: ShellApiPartner[] = [],
): SidebarModel => {
  const urlOrgId = routeOwnerOfPath(currentPath).orgId;
  const orgIds = unique([...user.orgAdmins.map((a) => a.orgId), ...(user.isAdmin && urlOrgId ? [urlOrgId] : [])]);
  const orgNames = Object.fromEntries(user.orgAdmins.map((a) => [a.orgId, a.org?.readminName]));
  const venueRoute = registry.types.Venue?.route;
  const venues = venueRoute
    ? user.venueAdmins.map((a) => link(`venue:${a.venueId}`, a.venue?.readminName ?? `Venue ${a.venueId}`, recordPath(venueRoute, a.venueId)))
    : [];

  const model: SidebarModel = [
    { key: 'main', title: null, links: [link('dashboard', 'Dashboard', CONSOLE_BASE, { exactOnly: true })] },
    ...orgIds.map((id) => orgGroup(registry, id, orgs[id], orgNames[id])),
    ...(venues.length ? [{ key: 'venues', title: 'Venues', links: venues }] : []),
    ...user.apiAdmins.map((a) => ({
      key: `api:${a.apiPartnerId}`,
      title: a.apiPartner?.readminName ?? `API Partner ${a.apiPartnerId}`,
      links: apiPartnerLinks(registry, `api:${a.apiPartnerId}`, { id: a.apiPartnerId, name: 'Dashboard' }),
    })),
    ...(user.isAdmin ? platformGroups(registry, apiPartners) : []),
    // The server sends only the tools it has addresses for, and those to platform admins only.
    { key: 'platform:tools', title: 'Tools', links: externalLinks(user, (l) => l.key !== 'help') },
    { key: 'help', title: null, links: externalLinks(user, (l) => l.key === 'help') },
  ];
  return withActiveLink(
    model.filter((g) => g.links.length > 0),
    currentPath,
  );
};
