import type { CreateResult, DeleteManyResult, DeleteResult, GetListResult, GetManyResult, GetOneResult, UpdateManyResult } from 'react-admin';
import type { ApiRecord } from '../../shared/graphql/request.ts';
import type { CsvExport } from '../graphql/csvExportRequests.ts';
import type { ShellOrg } from '../graphql/frameRequests.ts';
import type { SearchResult } from '../graphql/searchRequest.ts';
import type { ConsoleDataProvider } from '../operations/consoleOperations.ts';
import type { OpsWarningCategory } from '../opsWarnings/opsWarningRequests.ts';
import { registry } from './allTypes.ts';
import { fixtureOperations, type OperationCall, type OperationHandlers } from './fixtureOperations.ts';

type Row = ApiRecord;
type Params = Record<string, unknown>;

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
  /** When the ops checks last ran (default: 2026-01-10 09:00 UTC); null: not yet. */
  opsChecksLastRunAt?: string | null;
}

/** What the console asked for: a react-admin method on a resource, or one of the console's operations by name (OperationCall). */
export interface Call {
  method: string;
  resource?: string;
  operation?: string;
  params: unknown;
}
type ListParams = { pagination?: { page: number; perPage: number }; filter?: Params; meta?: Params };

/** What a fixture dataProvider adds to its own answers: other operations' handlers, and who hears of each operation call. */
export interface FixtureOptions {
  operations?: OperationHandlers;
  /** Told of each operation call before it is answered (by default it is only recorded); may throw a failure instead. */
  onCall?: (call: OperationCall) => void;
}

/** The filter bar as a fixture understands it: search in names, filters on equal ids or values. */
const filtered = <R extends Row>(rows: R[], filter: Params = {}): R[] => {
  const term = String(filter.searchTerm ?? '').toLowerCase();
  const hash = (filter.filtersHash ?? {}) as Record<string, string>;
  return rows.filter(
    (r) =>
      String(r.readminName ?? '')
        .toLowerCase()
        .includes(term) && Object.entries(hash).every(([k, v]) => String(r[`${k}Id`] ?? r[k]) === String(v)),
  );
};

/** One page of rows (pages from 1), and whether more follow; all of them without a page size. */
const pageOf = <T>(all: T[], { page = 1, perPage }: { page?: number; perPage?: number }) => {
  const rows = perPage ? all.slice((page - 1) * perPage, page * perPage) : all;
  return { rows, hasNextPage: perPage !== undefined && page * perPage < all.length };
};

/** Picker rows (readminObjects by typename): by ids, or searched; the server refuses to search a type without search fields. */
const pickerRows = (rows: Record<string, Row[]>, params: { typename: string; ids?: string[]; searchTerm?: string; filtersHash?: Params }): Row[] => {
  const type = registry.types[params.typename];
  const all = rows[type?.route ?? ''] ?? [];
  if (params.ids) return all.filter((r) => params.ids!.includes(String(r.id)));
  if (params.searchTerm && !type?.list.search.length) throw new Error(`${type?.label.plural ?? 'Records'} cannot be searched`);
  return filtered(all, { searchTerm: params.searchTerm, filtersHash: params.filtersHash });
};

/** A row's text field as the API selects it: null when the row has none. */
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The home search (searchRequest): the matching rows of each type asked for, in that order, ids prefixed with the type. */
const searchRows = (rows: Record<string, Row[]>, params: { searchTerm: string; typenames: string[] }): SearchResult[] =>
  params.typenames.flatMap((typename) =>
    filtered(rows[registry.types[typename]?.route ?? ''] ?? [], { searchTerm: params.searchTerm }).map((r) => ({
      ...r,
      id: `${typename}:${String(r.id)}`,
      typename,
    })),
  );

const emptyOrg = (id: string): ShellOrg => ({ id, name: null, timeZone: null, usePublicLeaguePages: false, venues: [] });

/** The console frame's queries and the CSV exports' operations, answered from the fixtures. */
const frameOperations = (fixtures: Fixtures, missing: () => Error): OperationHandlers => {
  const { rows = {}, orgs = {}, associations = {}, csvExports = {} } = fixtures;
  return {
    queries: {
      org: ({ id }) => orgs[id] ?? emptyOrg(id),
      orgs: ({ ids }) => ids.map((id) => orgs[id]).filter(Boolean),
      apiPartner: ({ id }) => ({ id, name: `Partner ${id}`, timeZone: null }),
      // The sidebar's query reads the ApiPartner rows, as the server's does.
      sidebarApiPartners: () =>
        filtered(rows[registry.types.ApiPartner?.route ?? ''] ?? []).map((r) => ({
          id: r.id,
          name: textOrNull(r.name),
          timeZone: textOrNull(r.timeZone),
          readminUrl: r.readminUrl ?? null,
        })),
      search: (params) => searchRows(rows, params).slice(0, params.limit ?? 10),
      association: (params) => {
        const all = associations[params.association] ?? [];
        return { ...pageOf(all, params), total: all.length };
      },
      picker: (params) => pageOf(pickerRows(rows, params), params.ids ? {} : params),
      csvExport: ({ id }) => {
        if (!csvExports[id]) throw missing();
        return csvExports[id];
      },
      csvExports: () => Object.values(csvExports),
      opsWarningCategories: () => fixtures.opsWarningCategories ?? [],
      opsChecksLastRun: () => (fixtures.opsChecksLastRunAt === undefined ? '2026-01-10T09:00:00.000Z' : fixtures.opsChecksLastRunAt),
    },
    mutations: {
      exportCsv: () => ({ id: '900' }),
      deleteCsvExport: ({ id }) => ({ id }),
    },
  };
};

/**
 * A dataProvider answering from fixtures; `calls` records what the console asked for. `options.operations` answers
 * more of the console's operations (or answers some differently).
 */
export const fixtureDataProvider = (fixtures: Fixtures = {}, options: FixtureOptions = {}): ConsoleDataProvider & { calls: Call[] } => {
  const { rows = {}, records = {}, approximateTotals = {} } = fixtures;
  const calls: Call[] = [];
  const log = (method: string, resource: string, params: unknown) => calls.push({ method, resource, params });
  const missing = () => Object.assign(new Error('Record Not Found'), { status: 404 });
  const own = frameOperations(fixtures, missing);
  const extra = options.operations ?? {};
  const operations = fixtureOperations(
    {
      queries: { ...own.queries, ...extra.queries },
      mutations: { ...own.mutations, ...extra.mutations },
      runOperation: extra.runOperation,
    },
    (call) => {
      calls.push(call);
      options.onCall?.(call);
    },
  );
  const listOf = (resource: string, params: ListParams): Row[] => filtered(rows[resource] ?? [], params.filter);
  const unsupported = async () => Promise.reject(new Error('not in fixtures'));
  // Answers take react-admin's result types at their default record type: they hold the fixture's rows.
  const provider: ConsoleDataProvider = {
    ...operations,
    getList: async (resource, params): Promise<GetListResult> => {
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
    getOne: async (resource, params): Promise<GetOneResult> => {
      log('getOne', resource, params);
      const record = records[resource]?.[String(params.id)] ?? rows[resource]?.find((r) => String(r.id) === params.id);
      if (!record) throw missing();
      return { data: record };
    },
    getMany: async (resource, params): Promise<GetManyResult> => {
      log('getMany', resource, params);
      return { data: (rows[resource] ?? []).filter((r) => params.ids.includes(String(r.id))) };
    },
    create: async (resource, params): Promise<CreateResult> => {
      log('create', resource, params);
      const record = { ...params.data, id: String(1000 + calls.length), readminName: String(params.data.name ?? 'New record') };
      (rows[resource] ??= []).push(record);
      return { data: record };
    },
    updateMany: async (resource, params): Promise<UpdateManyResult> => {
      log('updateMany', resource, params);
      for (const r of rows[resource] ?? []) if (params.ids.includes(String(r.id))) Object.assign(r, params.data);
      return { data: params.ids };
    },
    deleteMany: async (resource, params): Promise<DeleteManyResult> => {
      log('deleteMany', resource, params);
      if (rows[resource]) rows[resource] = rows[resource].filter((r) => !params.ids.includes(String(r.id)));
      return { data: params.ids };
    },
    delete: async (resource, params): Promise<DeleteResult> => {
      log('delete', resource, params);
      return { data: { id: params.id } };
    },
    getManyReference: unsupported,
    update: unsupported,
  };
  return Object.assign(provider, { calls });
};
