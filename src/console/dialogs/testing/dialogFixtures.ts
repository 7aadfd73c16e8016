import type { CreateResult, DeleteResult, UpdateManyResult, UpdateResult } from 'react-admin';
import type { ApiRecord } from '../../../shared/graphql/request.ts';
import type { AuditVersion } from '../../audit/auditChanges.ts';
import type { ConsoleDataProvider } from '../../operations/consoleOperations.ts';
import { registry } from '../../testing/allTypes.ts';
import { fixtureDataProvider, type Call, type Fixtures } from '../../testing/fixtureDataProvider.ts';
import type { OperationHandlers } from '../../testing/fixtureOperations.ts';
import { countries } from '../../../metadata/optionSources/countries.ts';
import { OPTION_SOURCES, isOptionSourceName } from '../../../metadata/optionSources/index.ts';
import type { OperationAnswer } from '../results/operationAnswer.ts';
import type { RangeVideo } from '../../inputs/videoRange/rangeVideoRequest.ts';
import type { RecordingScheduleRow, RecordingSchedulesParams } from '../../custom/tabs/cameraRequests.ts';
import type { OrgStats, OrgStatsParams } from '../../custom/tabs/orgDashboard/orgStatsRequest.ts';
import type { ProbeName } from '../../../metadata/probes.ts';
import { PROBE_QUERIES } from '../probes/probeQueries.ts';

type Row = Record<string, unknown>;

export interface DialogFixtures extends Fixtures {
  /** Audit versions of every record, newest first. */
  versions?: AuditVersion[];
  /** The time zones offered (default three); every other option source answers its real options (src/metadata/optionSources). */
  timeZones?: string[];
  /** Errors to throw instead of answering, by 'method resource' (e.g. 'update teams') or 'method operation' (e.g. 'consoleQuery picker'). */
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
  /** A camera's live image: its address (its snapshot's time not known), or the address and time, or the refusal. */
  liveImages?: Record<string, string | { url: string; takenAt: string | null } | Error>;
  /** A camera's recording periods, from the tab's { cameraId, dateRange, timeZone } (default none); may throw a refusal. */
  recordingSchedules?: (params: RecordingSchedulesParams) => Omit<RecordingScheduleRow, 'id'>[];
  /** An organisation's Dashboard stats from the panel's orgId and { dateRange, timeZone } (default: all zero); may throw a refusal. */
  orgStats?: (orgId: string, params: Omit<OrgStatsParams, 'orgId'>) => OrgStats | null;
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

/** An option source's choices as optionsQuery answers them: the fixture's time zones, the real values of every other source. */
const optionValues = (query: string, timeZones: string[]) => {
  if (query === 'timeZones' || !isOptionSourceName(query)) return timeZones.map((name) => ({ value: name, label: name }));
  return OPTION_SOURCES[query].options().map((o) => ({ value: o.value, label: o.label }));
};

/** The values a string field suggests: those the fixture rows of its type hold, as readminFieldSuggestions answers. */
const suggestionValues = (rows: Record<string, ApiRecord[]>, typename: string, field: string, search = '') => {
  const values = (rows[routeOf(typename)] ?? []).map((r) => r[field]).filter((v): v is string => typeof v === 'string');
  return [...new Set(values)].filter((v) => v.toLowerCase().includes(search.toLowerCase()));
};
const page = <T>(rows: T[], p: { page?: number; perPage?: number }) =>
  p.perPage ? rows.slice(((p.page ?? 1) - 1) * p.perPage, (p.page ?? 1) * p.perPage) : rows;
const ZERO_STATS = {
  gamesCount: 0,
  activePlayersCount: 0,
  activeUsersCount: 0,
  activeUsersWithEmailCount: 0,
  liveStreamsCount: 0,
  liveStreamsDurationSec: 0,
};

/** The operations of the detail page and the dialogs, answered from the fixtures. */
const dialogOperations = (fixtures: DialogFixtures, rows: Record<string, ApiRecord[]>): OperationHandlers => {
  const { versions = [], timeZones = ['Australia/Perth', 'Pacific/Auckland', 'UTC'] } = fixtures;
  return {
    queries: {
      paperTrail: (p) => ({ versions: page(versions, p), total: versions.length }),
      optionsQuery: ({ query }) => optionValues(query, timeZones),
      cameraRecordingSchedules: (p) => (fixtures.recordingSchedules?.(p) ?? []).map((r, i) => ({ id: String(i), ...r })),
      countryStates: () => Object.fromEntries(countries.options().map((c) => [c.value, c.states.map((s) => s.label)])),
      suggestions: ({ typename, field, search }) => suggestionValues(rows, typename, field, search),
      picker: (p) => {
        const all = (rows[routeOf(p.typename)] ?? []).filter((r) =>
          String(r.readminName ?? '')
            .toLowerCase()
            .includes(String(p.searchTerm ?? '').toLowerCase()),
        );
        const data = p.ids ? all.filter((r) => p.ids!.includes(String(r.id))) : page(all, p);
        return { rows: data, hasNextPage: !p.ids && data.length === p.perPage };
      },
      courtSnapshot: ({ courtId }) => fixtures.snapshots?.[courtId] ?? null,
      probe: ({ query, arguments: args }) => {
        const answer = fixtures.probes?.[query];
        return answer ? PROBE_QUERIES[query].answer(answer(args)) : { found: false, items: [] };
      },
      urlTemplate: ({ query }) => fixtures.urlTemplates?.[query] ?? 'https://leagues.readmin.example/{slug}',
      cameraLiveImage: ({ cameraId }) => {
        const image = fixtures.liveImages?.[cameraId];
        if (image instanceof Error) throw image;
        return typeof image === 'string' ? { url: image, takenAt: null } : (image ?? null);
      },
      orgStats: ({ orgId, ...params }) => (fixtures.orgStats ? fixtures.orgStats(orgId, params) : ZERO_STATS),
      rangeVideo: ({ id }) => fixtures.rangeVideos?.[id] ?? null,
      tabData: ({ typename, id, associations }) => ({
        associations: Object.fromEntries(associations.map((a) => [a, Boolean(fixtures.associations?.[a]?.length)])),
        notes: (rows.notes ?? []).some((n) => n.itemType === typename && String(n.itemId) === String(id)),
      }),
    },
    mutations: {
      // As the server does: no proof of the current password, no change.
      changePassword: ({ currentPassword }) => {
        if (currentPassword !== (fixtures.password ?? FIXTURE_PASSWORD))
          throw refusedInput([{ field: 'currentPassword', message: 'Current password is incorrect' }]);
        return { success: true };
      },
    },
    runOperation: (mutation, input) => fixtures.answers?.[mutation]?.(input) ?? { kind: 'none' },
  };
};

/**
 * The fixture dataProvider plus what the detail page and dialogs ask for: tab data, audit versions,
 * time zones, picker pages, single-record updates and System Notes that really change. Shared by
 * component tests and stories.
 */
export const dialogDataProvider = (fixtures: DialogFixtures = {}): ConsoleDataProvider & { calls: Call[] } => {
  const rows = (fixtures.rows ??= {});
  const { failures = {} } = fixtures;
  const failIfAsked = (key: string) => {
    const failure = failures[key];
    if (failure) throw failure;
  };
  const base = fixtureDataProvider(fixtures, {
    operations: dialogOperations(fixtures, rows),
    onCall: (call) => failIfAsked(`${call.method} ${call.operation}`),
  });
  const log = (method: string, resource: string, params: unknown) => {
    base.calls.push({ method, resource, params });
    failIfAsked(`${method} ${resource}`);
  };
  const record = (resource: string, id: unknown) =>
    fixtures.records?.[resource]?.[String(id)] ?? rows[resource]?.find((r) => String(r.id) === String(id));
  const provider: ConsoleDataProvider = {
    ...base,
    update: async (resource, params): Promise<UpdateResult> => {
      log('update', resource, params);
      const target = record(resource, params.id);
      if (!target) throw Object.assign(new Error('Record Not Found'), { status: 404 });
      Object.assign(target, params.data);
      return { data: target };
    },
    updateMany: async (resource, params): Promise<UpdateManyResult> => {
      log('updateMany', resource, params);
      for (const r of rows[resource] ?? []) if (params.ids.includes(String(r.id))) Object.assign(r, params.data);
      return { data: params.ids };
    },
    create: async (resource, params): Promise<CreateResult> => {
      log('create', resource, params);
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
    delete: async (resource, params): Promise<DeleteResult> => {
      log('delete', resource, params);
      if (rows[resource]) rows[resource] = rows[resource].filter((r) => String(r.id) !== String(params.id));
      return { data: { id: params.id } };
    },
  };
  return Object.assign(provider, { calls: base.calls });
};
