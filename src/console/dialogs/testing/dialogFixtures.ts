import type { DataProvider } from 'react-admin';
import type { AuditVersion } from '../../audit/auditChanges.ts';
import { SHELL } from '../../graphql/shellResources.ts';
import { registry } from '../../testing/allTypes.ts';
import { fixtureDataProvider, type Fixtures } from '../../testing/fixtureDataProvider.ts';
import { countries } from '../../../shared/optionSources/countries.ts';
import { OPTION_SOURCES, isOptionSourceName } from '../../../shared/optionSources/index.ts';
import type { OperationAnswer } from '../results/operationAnswer.ts';
import { DIALOG_SHELL } from '../shellNames.ts';
import type { RangeVideo } from '../../inputs/videoRange/rangeVideoRequest.ts';
import type { ProbeName } from '../../../shared/probes.ts';
import { PROBE_QUERIES } from '../probes/probeQueries.ts';

type Row = Record<string, unknown>;
type Call = { method: string; resource: string; params: unknown };

export interface DialogFixtures extends Fixtures {
  /** Audit versions of every record, newest first. */
  versions?: AuditVersion[];
  /** The time zones offered (default three); every other option source answers its real options (src/shared/optionSources). */
  timeZones?: string[];
  /** Errors to throw instead of answering, by 'method resource' (e.g. 'update teams'). */
  failures?: Record<string, unknown>;
  /** Who writes new notes. */
  author?: string;
  /** The password changePassword takes as the current one (default FIXTURE_PASSWORD). */
  password?: string;
  /** Court snapshot URLs by court id (the rectangle editor's background); courts without one answer null. */
  snapshots?: Record<string, string>;
  /** The video of each record a range input names, by id (an incident's game → its video); others have none. */
  rangeVideos?: Record<string, RangeVideo>;
  /**
   * What each probe's query answers, as the server would (e.g. { recordingsAny: { any, recordings } }), from its
   * arguments; read by the console's own PROBE_QUERIES. A probe without one finds nothing.
   */
  probes?: Partial<Record<ProbeName, (args: Row) => Row>>;
  /** What an address template query answers, by query (default https://leagues.readmin.example/{slug}). */
  urlTemplates?: Record<string, string>;
  /** Camera live image addresses by camera id, or the server's refusal to throw (cameras without one answer url null). */
  liveImages?: Record<string, string | Error>;
  /** A camera's recording periods, from the tab's meta { id, dateRange, timeZone } (default none); may throw a refusal. */
  recordingSchedules?: (meta: Row) => Row[];
  /** An organisation's Dashboard stats from the panel's id and meta { dateRange, timeZone } (default: all zero); may throw a refusal. */
  orgStats?: (id: string, meta: Row) => Row | null;
  /** What custom operations answer, by mutation, from their input (default: nothing, { kind: 'none' }). */
  answers?: Record<string, (input: Row) => OperationAnswer>;
}

/** The signed-in user's password in the fixtures: changePassword refuses any other current password. */
export const FIXTURE_PASSWORD = 'old horse battery';

/**
 * A refused input (the server's invalidInput: BAD_USER_INPUT with extensions.problems) as ra-data-graphql
 * hands it over: an HttpError whose body is Apollo's error.
 */
export const refusedInput = (problems: { field: string; message: string }[]) => {
  const message = problems.map((p) => p.message).join('; ');
  return Object.assign(new Error(message), { status: 200, body: { graphQLErrors: [{ message, extensions: { code: 'BAD_USER_INPUT', problems } }] } });
};

/** A refusal whose fields do not matter to the test, only its messages. */
export const refusal = (...messages: string[]) => refusedInput(messages.map((message) => ({ field: 'x', message })));

const routeOf = (typename: unknown) => registry.types[String(typename)]?.route ?? '';

/** An option source's rows as optionsQuery answers them: the fixture's time zones, the real values of every other source. */
const optionRows = (query: unknown, timeZones: string[]) => {
  if (query === 'timeZones' || !isOptionSourceName(query)) return timeZones.map((name) => ({ id: name, name }));
  return OPTION_SOURCES[query].options().map((o) => ({ id: o.value, name: o.label }));
};

/** The values a string field suggests: those the fixture rows of its type hold, as readminFieldSuggestions answers. */
const suggestionRows = (rows: Record<string, Row[]>, meta: Row = {}, search = '') => {
  const values = (rows[routeOf(meta.typename)] ?? []).map((r) => r[String(meta.field)]).filter((v): v is string => typeof v === 'string');
  return [...new Set(values)].filter((v) => v.toLowerCase().includes(search.toLowerCase())).map((v) => ({ id: v, name: v }));
};
const page = <T>(rows: T[], p?: { page: number; perPage: number }) => (p ? rows.slice((p.page - 1) * p.perPage, p.page * p.perPage) : rows);

/**
 * The fixture dataProvider plus what the detail page and dialogs ask for: tab data, audit versions,
 * time zones, picker pages, single-record updates and System Notes that really change. Shared by
 * component tests and stories.
 */
export const dialogDataProvider = (fixtures: DialogFixtures = {}): DataProvider & { calls: Call[] } => {
  const base = fixtureDataProvider(fixtures);
  const rows = (fixtures.rows ??= {});
  const { versions = [], timeZones = ['Australia/Perth', 'Pacific/Auckland', 'UTC'], failures = {} } = fixtures;
  const log = (method: string, resource: string, params: unknown) => {
    base.calls.push({ method, resource, params });
    const failure = failures[`${method} ${resource}`];
    if (failure) throw failure;
  };
  const record = (resource: string, id: unknown) =>
    fixtures.records?.[resource]?.[String(id)] ?? rows[resource]?.find((r) => String(r.id) === String(id));
  const dialogLists: Record<string, (params: { meta?: Row; filter?: Row; pagination?: { page: number; perPage: number } }) => unknown> = {
    [DIALOG_SHELL.paperTrail]: (p) => ({ data: page(versions, p.pagination), total: versions.length }),
    [DIALOG_SHELL.optionsQuery]: (p) => {
      const data = optionRows(p.meta?.query, timeZones);
      return { data, total: data.length };
    },
    [DIALOG_SHELL.cameraRecordingSchedules]: (p) => {
      const data = (fixtures.recordingSchedules?.(p.meta ?? {}) ?? []).map((r, i) => ({ id: String(i), ...r }));
      return { data, total: data.length };
    },
    [DIALOG_SHELL.countryStates]: () => {
      const data = countries.options().map((c) => ({ id: c.value, states: c.states.map((s) => s.label) }));
      return { data, total: data.length };
    },
    [DIALOG_SHELL.suggestions]: (p) => {
      const data = suggestionRows(rows, p.meta, String(p.filter?.search ?? ''));
      return { data, total: data.length };
    },
    [DIALOG_SHELL.picker]: (p) => {
      const all = (rows[routeOf(p.meta?.typename)] ?? []).filter((r) =>
        String(r.readminName ?? '')
          .toLowerCase()
          .includes(String(p.filter?.searchTerm ?? '').toLowerCase()),
      );
      const ids = p.meta?.ids as string[] | undefined;
      const data = ids ? all.filter((r) => ids.includes(String(r.id))) : page(all, p.pagination);
      return { data, pageInfo: { hasNextPage: !ids && data.length === p.pagination?.perPage, hasPreviousPage: false } };
    },
  };
  return Object.assign(
    {
      ...base,
      getList: async (resource: string, params: Parameters<DataProvider['getList']>[1]) => {
        const list = dialogLists[resource];
        if (!list) return base.getList(resource, params);
        log('getList', resource, params);
        return list(params as never);
      },
      getOne: async (resource: string, params: { id: string; meta?: Row }) => {
        if (resource === DIALOG_SHELL.courtSnapshot) {
          log('getOne', resource, params);
          return { data: { id: params.id, url: fixtures.snapshots?.[String(params.id)] ?? null } };
        }
        if (resource === DIALOG_SHELL.probe) {
          log('getOne', resource, params);
          const query = params.meta!.query as ProbeName;
          const answer = fixtures.probes?.[query];
          const found = answer ? PROBE_QUERIES[query].answer(answer(params.meta!.arguments as Row)) : { found: false, items: [] };
          return { data: { id: params.id, ...found } };
        }
        if (resource === DIALOG_SHELL.urlTemplate) {
          log('getOne', resource, params);
          return {
            data: { id: params.id, template: fixtures.urlTemplates?.[String(params.meta?.query)] ?? 'https://leagues.readmin.example/{slug}' },
          };
        }
        if (resource === DIALOG_SHELL.cameraLiveImage) {
          log('getOne', resource, params);
          const image = fixtures.liveImages?.[String(params.id)];
          if (image instanceof Error) throw image;
          return { data: { id: params.id, url: image ?? null } };
        }
        if (resource === DIALOG_SHELL.orgStats) {
          log('getOne', resource, params);
          const zero = {
            gamesCount: 0,
            activePlayersCount: 0,
            activeUsersCount: 0,
            activeUsersWithEmailCount: 0,
            liveStreamsCount: 0,
            liveStreamsDurationSec: 0,
          };
          return { data: { id: params.id, stats: fixtures.orgStats ? fixtures.orgStats(String(params.id), params.meta ?? {}) : zero } };
        }
        if (resource === DIALOG_SHELL.rangeVideo) {
          log('getOne', resource, params);
          return { data: { id: params.id, video: fixtures.rangeVideos?.[String(params.id)] ?? null } };
        }
        if (resource !== DIALOG_SHELL.associationAny) return base.getOne(resource, params);
        log('getOne', resource, params);
        const associations = Object.fromEntries(
          ((params.meta?.associations as string[]) ?? []).map((a) => [a, Boolean(fixtures.associations?.[a]?.length)]),
        );
        const notes = (rows.notes ?? []).some((n) => n.itemType === params.meta?.typename && String(n.itemId) === String(params.id));
        return { data: { id: params.id, associations, notes } };
      },
      update: async (resource: string, params: { id: string; data: Row }) => {
        log('update', resource, params);
        const target = record(resource, params.id);
        if (!target) throw Object.assign(new Error('Record Not Found'), { status: 404 });
        Object.assign(target, params.data);
        return { data: target };
      },
      updateMany: async (resource: string, params: { ids: string[]; data: Row }) => {
        log('updateMany', resource, params);
        for (const r of rows[resource] ?? []) if (params.ids.includes(String(r.id))) Object.assign(r, params.data);
        return { data: params.ids };
      },
      create: async (resource: string, params: { data: Row }) => {
        if (resource === SHELL.csvExport) return base.create(resource, params);
        log('create', resource, params);
        // As the server does: no proof of the current password, no change.
        if (resource === DIALOG_SHELL.changePassword && params.data.currentPassword !== (fixtures.password ?? FIXTURE_PASSWORD)) {
          throw refusedInput([{ field: 'currentPassword', message: 'Current password is incorrect' }]);
        }
        if (resource === DIALOG_SHELL.changePassword) return { data: { id: resource } };
        if (resource === DIALOG_SHELL.customAction) {
          const { mutation, input } = params.data as { mutation: string; input: Row };
          return { data: { id: mutation, answer: fixtures.answers?.[mutation]?.(input) ?? { kind: 'none' } } };
        }
        if (resource !== 'notes') return base.create(resource, params);
        const note = {
          ...params.data,
          id: String(9000 + base.calls.length),
          createdAt: new Date().toISOString(),
          author: { id: '1', readminName: fixtures.author ?? 'admin@readmin.example' },
        };
        (rows.notes ??= []).unshift(note);
        return { data: note };
      },
      delete: async (resource: string, params: { id: string }) => {
        log('delete', resource, params);
        if (rows[resource]) rows[resource] = rows[resource].filter((r) => String(r.id) !== String(params.id));
        return { data: { id: params.id } };
      },
    } as unknown as DataProvider,
    { calls: base.calls },
  );
};
