import type { ConsoleRequest, NoParams } from '../operations/consoleRequest.ts';
import { ORG_SHELL_FIELDS, shellOrgsQuery, SIDEBAR_API_PARTNERS_QUERY } from '../../shared/sessionDocuments.ts';

/** What the console frame (sidebar, title bar) reads of an organisation: name, time zone, public league pages flag, venues. */
export interface ShellOrg {
  id: string;
  name: string | null;
  timeZone: string | null;
  usePublicLeaguePages: boolean | null;
  venues: { id: string; name: string | null }[];
  readminUrl?: string | null;
  /** The URL names an organisation the viewer cannot read, or none at all: the page says Record Not Found. */
  missing?: true;
}

export interface ShellApiPartner {
  id: string;
  name: string | null;
  timeZone: string | null;
  readminUrl?: string | null;
  missing?: true;
}

export const orgRequest = (params: { id: string }): ConsoleRequest<ShellOrg> => ({
  query: `query ShellOrg($id: ID!) { org(id: $id) { ${ORG_SHELL_FIELDS} } }`,
  variables: { id: params.id },
  parse: (data) =>
    (data.org as ShellOrg | null) ?? { id: params.id, name: null, timeZone: null, usePublicLeaguePages: false, venues: [], missing: true },
});

/** Several organisations in one request (the sidebar shows one group per administered organisation). */
export const orgsRequest = (params: { ids: string[] }): ConsoleRequest<ShellOrg[]> => ({
  query: shellOrgsQuery(params.ids.length),
  variables: Object.fromEntries(params.ids.map((id, i) => [`id${i}`, id])),
  parse: (data) => params.ids.map((_, i) => data[`o${i}`] as ShellOrg | null).filter((o): o is ShellOrg => Boolean(o)),
});

/** The sidebar's API partners: a shell query, so the sidebar needs neither the ApiPartner type's chunk nor its full rows. */
export const sidebarApiPartnersRequest = (_: NoParams): ConsoleRequest<ShellApiPartner[]> => ({
  query: SIDEBAR_API_PARTNERS_QUERY,
  variables: {},
  parse: (data) => data.items as ShellApiPartner[],
});

export const apiPartnerRequest = (params: { id: string }): ConsoleRequest<ShellApiPartner> => ({
  query: 'query ShellApiPartner($id: ID!) { apiPartner(id: $id) { id name timeZone readminUrl } }',
  variables: { id: params.id },
  parse: (data) => (data.apiPartner as ShellApiPartner | null) ?? { id: params.id, name: null, timeZone: null, missing: true },
});
