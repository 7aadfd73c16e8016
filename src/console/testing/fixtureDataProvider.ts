import type { DataProvider } from 'react-admin';
import { DIALOG_SHELL } from '../dialogs/shellNames.ts';
import type { CsvExport } from '../graphql/csvExportRequests.ts';
import type { OpsWarningCategory } from '../opsWarnings/opsWarningRequests.ts';
import { SHELL, type ShellOrg } from '../graphql/shellResources.ts';
import { registry } from './allTypes.ts';

type Row = Record<string, unknown>;

export interface Fixtures {
  /** Rows per route, as readminObjects returns them. Creates, updates and removes change them in place. */
  rows?: Record<string, Row[]>;
  /** Full records for getOne, per route and id (default: the row). */
  records?: Record<string, Record<string, Row>>;
  orgs?: Record<string, ShellOrg>;
  /** Rows of association tabs, by association name. */
  associations?: Record<string, Row[]>;
  /** Per route: pretend the API only estimated the total (readminObjectsTotal.approximate). */
  approximateTotals?: Record<string, number>;
  /** CSV exports by id (readminCsvExport, currentUser.readminCsvExports). */
  csvExports?: Record<string, CsvExport>;
  /** What opsWarningCategories answers (default: none). */
  opsWarningCategories?: OpsWarningCategory[];
}

type Call = { method: string; resource: string; params: unknown };
type ListParams = { pagination?: { page: number; perPage: number }; filter?: Row; meta?: Row };

/** The filter bar as a fixture understands it: search in names, filters on equal ids or values. */
const filtered = (rows: Row[], filter: Row = {}): Row[] => {
  const term = String(filter.searchTerm ?? '').toLowerCase();
  const hash = (filter.filtersHash ?? {}) as Record<string, string>;
  return rows.filter(
    (r) =>
      String(r.readminName ?? '')
        .toLowerCase()
        .includes(term) && Object.entries(hash).every(([k, v]) => String(r[`${k}Id`] ?? r[k]) === String(v)),
  );
};

/** Picker rows (readminObjects by typename): by ids, or searched; the server refuses to search a type without search fields. */
const pickerRows = (rows: Record<string, Row[]>, params: ListParams): Row[] => {
  const type = registry.types[String(params.meta?.typename)];
  const all = rows[type?.route ?? ''] ?? [];
  const ids = params.meta?.ids as string[] | undefined;
  if (ids) return all.filter((r) => ids.includes(String(r.id)));
  if (params.filter?.searchTerm && !type?.list.search.length) throw new Error(`${type?.label.plural ?? 'Records'} cannot be searched`);
  return filtered(all, params.filter);
};

/** The home search (searchRequest): the matching rows of each type asked for, in that order, ids prefixed with the type. */
const searchRows = (rows: Record<string, Row[]>, params: ListParams): Row[] =>
  ((params.meta?.typenames ?? []) as string[]).flatMap((typename) =>
    filtered(rows[registry.types[typename]?.route ?? ''] ?? [], { searchTerm: params.filter?.searchTerm }).map((r) => ({
      ...r,
      id: `${typename}:${String(r.id)}`,
      typename,
    })),
  );

/** A dataProvider answering from fixtures; `calls` records what the console asked for. */
export const fixtureDataProvider = (fixtures: Fixtures = {}): DataProvider & { calls: Call[] } => {
  const { rows = {}, records = {}, orgs = {}, associations = {}, approximateTotals = {}, csvExports = {} } = fixtures;
  const calls: Call[] = [];
  const log = (method: string, resource: string, params: unknown) => calls.push({ method, resource, params });
  const missing = () => Object.assign(new Error('Record Not Found'), { status: 404 });
  const listOf = (resource: string, params: ListParams): Row[] => {
    if (resource === SHELL.association) return associations[String(params.meta?.association)] ?? [];
    if (resource === SHELL.search) return searchRows(rows, params);
    if (resource === DIALOG_SHELL.picker) return pickerRows(rows, params);
    // The sidebar's shell query reads the ApiPartner rows, as the server's does.
    if (resource === SHELL.sidebarApiPartners) return filtered(rows[registry.types.ApiPartner?.route ?? ''] ?? []);
    if (resource === SHELL.csvExports) return Object.values(csvExports) as unknown as Row[];
    if (resource === SHELL.opsWarningCategories) return (fixtures.opsWarningCategories ?? []) as unknown as Row[];
    return filtered(rows[resource] ?? [], params.filter);
  };
  const provider = {
    getList: async (resource: string, params: ListParams) => {
      log('getList', resource, params);
      const all = listOf(resource, params);
      const { page = 1, perPage = all.length } = params.pagination ?? {};
      const approximate = approximateTotals[resource];
      return {
        data: all.slice((page - 1) * perPage, page * perPage),
        total: approximate ?? all.length,
        meta: { approximateTotal: approximate !== undefined },
      };
    },
    getOne: async (resource: string, params: { id: string }) => {
      log('getOne', resource, params);
      if (resource === SHELL.org)
        return { data: orgs[params.id] ?? { id: params.id, name: null, timeZone: null, usePublicLeaguePages: false, venues: [] } };
      if (resource === SHELL.apiPartner) return { data: { id: params.id, name: `Partner ${params.id}`, timeZone: null } };
      const record =
        resource === SHELL.csvExport
          ? csvExports[params.id]
          : (records[resource]?.[params.id] ?? rows[resource]?.find((r) => String(r.id) === params.id));
      if (!record) throw missing();
      return { data: record };
    },
    getMany: async (resource: string, params: { ids: string[] }) => {
      log('getMany', resource, params);
      if (resource === SHELL.org) return { data: params.ids.map((id) => orgs[id]).filter(Boolean) };
      return { data: (rows[resource] ?? []).filter((r) => params.ids.includes(String(r.id))) };
    },
    create: async (resource: string, params: { data: Row }) => {
      log('create', resource, params);
      if (resource === SHELL.csvExport) return { data: { id: '900' } };
      const record = { ...params.data, id: String(1000 + calls.length), readminName: String(params.data.name ?? 'New record') };
      (rows[resource] ??= []).push(record);
      return { data: record };
    },
    updateMany: async (resource: string, params: { ids: string[]; data: Row }) => {
      log('updateMany', resource, params);
      for (const r of rows[resource] ?? []) if (params.ids.includes(String(r.id))) Object.assign(r, params.data);
      return { data: params.ids };
    },
    deleteMany: async (resource: string, params: { ids: string[] }) => {
      log('deleteMany', resource, params);
      if (rows[resource]) rows[resource] = rows[resource].filter((r) => !params.ids.includes(String(r.id)));
      return { data: params.ids };
    },
    delete: async (resource: string, params: { id: string }) => {
      log('delete', resource, params);
      return { data: { id: params.id } };
    },
  };
  const unsupported = async () => Promise.reject(new Error('not in fixtures'));
  return Object.assign({ ...provider, getManyReference: unsupported, update: unsupported } as unknown as DataProvider, { calls });
};
