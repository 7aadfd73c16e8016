import type { GraphqlRequest } from './request.ts';
import { ORG_SHELL_FIELDS, shellOrgsQuery, SIDEBAR_API_PARTNERS_QUERY } from '../../shared/sessionDocuments.ts';

/**
 * Data the console frame needs that is not a list or record of one type. They go through the
 * dataProvider as pseudo resources so that react-admin's hooks cache them and a story or test mocks
 * one object; the names cannot collide with routes, which never contain ':'.
 */
export const SHELL = {
  /** getOne / getMany → org(id): name, time zone, public league pages flag, venues. */
  org: 'shell:org',
  /** getOne → apiPartner(id). */
  apiPartner: 'shell:apiPartner',
  /** getList → the API partners of a platform admin's sidebar (id, name, time zone), without their record type. */
  sidebarApiPartners: 'shell:sidebarApiPartners',
  /** getList with meta.typenames and filter.searchTerm → readminObjects of each type (home search). */
  search: 'shell:search',
  /** getList with meta { typename, id, association } → readminObject(...).readminAssociationObjects. */
  association: 'shell:association',
  /** getOne → readminCsvExport(id); create → exportReadminObjectsCsv; delete → readminCsvExportDelete. */
  csvExport: 'shell:csvExport',
  /** getList → currentUser.readminCsvExports. */
  csvExports: 'shell:csvExports',
  /** getList → opsWarningCategories, keyed by category (the Ops Warnings page). */
  opsWarningCategories: 'shell:opsWarningCategories',
} as const;

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

export const orgRequest = (params: { id: unknown }): GraphqlRequest => ({
  query: `query ShellOrg($id: ID!) { org(id: $id) { ${ORG_SHELL_FIELDS} } }`,
  variables: { id: params.id },
  parseResponse: ({ data }) => ({
    data: data.org ?? { id: params.id, name: null, timeZone: null, usePublicLeaguePages: false, venues: [], missing: true },
  }),
});

/** Several organisations in one request (the sidebar shows one group per administered organisation). */
export const orgsRequest = (params: { ids: unknown[] }): GraphqlRequest => ({
  query: shellOrgsQuery(params.ids.length),
  variables: Object.fromEntries(params.ids.map((id, i) => [`id${i}`, id])),
  parseResponse: ({ data }) => ({ data: params.ids.map((_, i) => data[`o${i}`]).filter(Boolean) }),
});

/** The sidebar's API partners: a shell query, so the sidebar needs neither the ApiPartner type's chunk nor its full rows. */
export const sidebarApiPartnersRequest = (): GraphqlRequest => ({
  query: SIDEBAR_API_PARTNERS_QUERY,
  variables: {},
  parseResponse: ({ data }) => ({ data: data.items as ShellApiPartner[], total: (data.items as unknown[]).length }),
});

export const apiPartnerRequest = (params: { id: unknown }): GraphqlRequest => ({
  query: 'query ShellApiPartner($id: ID!) { apiPartner(id: $id) { id name timeZone readminUrl } }',
  variables: { id: params.id },
  parseResponse: ({ data }) => ({ data: data.apiPartner ?? { id: params.id, name: null, timeZone: null, missing: true } }),
});
