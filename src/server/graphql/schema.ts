import { createSchema } from 'graphql-yoga';
import { GraphQLError, GraphQLScalarType, type GraphQLFieldResolver } from 'graphql';
import type { Registry } from '../../metadata/normalized.ts';
import type { RequestContext } from '../context.ts';
import { buildSdl } from '../../metadata/sdl/sdl.ts';
import { recordTypeResolvers } from './recordResolvers.ts';
import { changePassword, currentUser, login, logout } from './sessionResolvers.ts';
import { createRecord, removeRecords, updateRecords } from '../records/write.ts';
import { rowToRecord, type RecordObject } from '../records/record.ts';
import { OPTION_SOURCES } from '../../shared/optionSources/index.ts';
import { fieldOptions } from '../../shared/optionSources/fieldOptions.ts';
import * as exportsApi from '../exports/exportResolvers.ts';
import { invalidInput, unauthenticated } from '../records/errors.ts';
import type { ListArgs } from '../records/listQuery.ts';
import { listSelection } from './selectedComputed.ts';
import { argumentProblems, type ArgumentCheckOptions } from '../input/argumentChecks.ts';
import { inputTypeName } from '../../shared/naming.ts';
import { runOperation } from '../operations/customOperation.ts';
import { recordingsAny, type RecordingsAnyArgs } from '../media/recordingsAny.ts';
import * as videoQueries from '../media/videoQueries.ts';
import { opsWarningCategories } from '../opsWarnings/opsWarningCategories.ts';
import * as cameraQueries from '../media/cameraQueries.ts';
import { gameReferees, refereeGames, refereeGamesCount, type RefereeGamesArgs } from '../referees/refereeGames.ts';
import { leaderboardSegments, leaderboardTable } from '../leaderboards/leaderboardContent.ts';
import { placeOnWindow } from '../liveStreams/encodingTimeline.ts';
import { orgStats } from '../dashboard/orgStats.ts';
import { publicLeaguePageUrlTemplate } from '../publicLeaguePages/urlTemplate.ts';
import { PUBLIC_APIS, publicOperationNames } from '../publicPages/index.ts';

type Resolver = GraphQLFieldResolver<unknown, RequestContext, Record<string, unknown>>;

/** Operations anyone may call (sign-in, and the public link pages whose token is the credential); everything else needs a session. */
const PUBLIC_OPERATIONS = new Set(['currentUser', 'login', 'logout', ...publicOperationNames()]);

/**
 * The one wrapper every root resolver passes through (Pothos-style): mutations require the CSRF header,
 * everything but sign-in requires a session, and every argument passes the generic input checks (ids,
 * NUL characters, bounded text and lists). A request refused here has changed nothing.
 */
const guard =
  (kind: 'Query' | 'Mutation', name: string, resolve: Resolver, checks: ArgumentCheckOptions): Resolver =>
  (parent, args, ctx, info) => {
    if (kind === 'Mutation' && !ctx.csrfValid()) {
      throw new GraphQLError('Missing or invalid CSRF token.', { extensions: { code: 'CSRF', http: { status: 403 } } });
    }
    if (!PUBLIC_OPERATIONS.has(name) && !ctx.viewer) throw unauthenticated();
    const problems = argumentProblems(info.parentType.getFields()[info.fieldName].args, args, checks);
    if (problems.length) throw invalidInput(problems);
    return resolve(parent, args, ctx, info);
  };

/** The generated inputs that carry a record's own fields: their text and lists are bounded by the metadata. */
const metadataInputs = (registry: Registry): Set<string> =>
  new Set(
    Object.values(registry.types).flatMap((t) => [
      ...(t.operations.create || t.operations.update ? [`${t.typename}AttributesInput`] : []),
      ...(t.operations.create ? [inputTypeName(t.operations.create.name)] : []),
    ]),
  );

const JSONScalar = new GraphQLScalarType({ name: 'JSON', serialize: (v) => v, parseValue: (v) => v });

const typedef = (ctx: RequestContext, typename: string) => {
  const t = ctx.store.type(typename);
  return {
    typename: t.typename,
    associations: Object.entries(t.associations).map(([name, a]) => ({ name, typename: a.typename, view: a.view })),
    readminFilters: t.list.filters.map((f) => {
      // A filter on a field with an option source offers the source's options.
      const field = t.fields.find((x) => x.name === f.field);
      const options = f.options.length || !field ? f.options : fieldOptions(field);
      return { ...f, options: options.map(({ label, value }) => ({ label, value })) };
    }),
    readminScopes: t.list.scopes.map(({ label, value }) => ({ label, value })),
    readminOrderOptions: t.list.orderOptions.map(({ name, label }) => ({ name, label })),
    searchEnabled: t.list.search.length > 0,
    dateRangeFilterEnabled: t.list.dateRange !== null,
    dateRangeFilterFuture: t.list.dateRange?.future ?? false,
    dateRangeFilterDefault: t.list.dateRange?.default ?? null,
  };
};

/** The live view of a camera (spec 002 §2.10 and §7), beyond its record's fields; see cameraQueries.ts. */
const cameraFieldResolvers: Record<string, GraphQLFieldResolver<RecordObject, RequestContext, Record<string, unknown>>> = {
  liveImageUrl: (camera, _a, ctx) => cameraQueries.liveImageUrl(ctx, camera),
  recordingSchedules: (camera, a, ctx) => cameraQueries.recordingSchedules(ctx, camera, a as Parameters<typeof cameraQueries.recordingSchedules>[2]),
};

/**
 * Fields beyond the metadata's: a leaderboard table's content (its segments) and a live stream's encoding
 * spans placed on its window. Both answer nothing for a record reached only by reference (restricted), as the
 * generated fields do, and read the rest through the record store.
 */
const addTimelineAndContent = (typeResolvers: Record<string, Record<string, Resolver>>) => {
  typeResolvers.LeaderboardTable.segments = (obj, _a, ctx) =>
    (obj as RecordObject).__restricted ? [] : leaderboardSegments(ctx, obj as RecordObject);
  const storedSpans = typeResolvers.LiveStream.encodingTimelineItems;
  typeResolvers.LiveStream.encodingTimelineItems = async (obj, a, ctx, info) =>
    placeOnWindow(obj as RecordObject, ((await storedSpans(obj, a, ctx, info)) ?? []) as RecordObject[]);
};

/** Referee Game Management (spec 002 §2.10): an organisation's games with their referees; see refereeGames.ts. */
const addRefereeGames = (typeResolvers: Record<string, Record<string, Resolver>>) => {
  if (!typeResolvers.Org || !typeResolvers.Game || !typeResolvers.GamePerson) return;
  typeResolvers.Org.refereeGames = (obj, a, ctx) => refereeGames(ctx, obj as RecordObject, a as RefereeGamesArgs);
  typeResolvers.Org.refereeGamesCount = (obj, a, ctx) => refereeGamesCount(ctx, obj as RecordObject, a as RefereeGamesArgs);
  typeResolvers.Game.referees = (obj, _a, ctx) => gameReferees(ctx, obj as RecordObject);
};

export const buildSchema = (registry: Registry) => {
  const query: Record<string, Resolver> = {
    currentUser: (_p, _a, ctx) => currentUser(ctx),
    org: (_p, a, ctx) => ctx.store.get('Org', a.id as string),
    apiPartner: (_p, a, ctx) => ctx.store.get('ApiPartner', a.id as string),
    ...Object.fromEntries(Object.entries(OPTION_SOURCES).map(([name, source]) => [name, () => source.options()])),
    readminObject: (_p, a, ctx, info) =>
      ctx.store.getSelected(a.typename as string, a.id as string, listSelection(ctx.store.type(a.typename as string), info)),
    readminObjects: (_p, a, ctx, info) =>
      ctx.store.list(a.typename as string, { ...(a as ListArgs), ...listSelection(ctx.store.type(a.typename as string), info) }),
    readminObjectsCount: async (_p, a, ctx) => (await ctx.store.total(a.typename as string, a as ListArgs)).value,
    readminObjectsTotal: (_p, a, ctx) => ctx.store.total(a.typename as string, a as ListArgs),
    readminObjectTypedef: (_p, a, ctx) => typedef(ctx, a.typename as string),
    readminFieldSuggestions: (_p, a, ctx) =>
      ctx.store.suggestions(a.typename as string, a.field as string, (a.search as string | null) ?? null, (a.limit as number | null) ?? undefined),
    readminCsvExport: (_p, a, ctx) => exportsApi.readminCsvExport(ctx, a.id),
    recordingsAny: (_p, a, ctx) => recordingsAny(ctx, a as unknown as RecordingsAnyArgs),
    video: (_p, a, ctx) => videoQueries.video(ctx, a.id as string),
    videos: (_p, a, ctx) => videoQueries.videos(ctx, a.ids as string[]),
    opsWarningCategories: (_p, _a, ctx) => opsWarningCategories(ctx),
    camera: (_p, a, ctx) => cameraQueries.camera(ctx, a.id as string),
    venueServer: (_p, a, ctx) => cameraQueries.venueServer(ctx, a.id as string),
    leaderboardTable: (_p, a, ctx) => leaderboardTable(ctx, a.id as string),
    liveStream: (_p, a, ctx) => ctx.store.get('LiveStream', a.id as string),
    publicLeaguePageUrlTemplate: () => publicLeaguePageUrlTemplate(),
    paperTrailVersions: (_p, a, ctx) =>
      ctx.store.history(a.itemType as string, a.itemId as string, {
        filterBar: { dateRange: a.dateRange as never },
        limit: (a.limit as number | null) ?? 10,
        offset: a.offset as number,
      }),
    paperTrailVersionsCount: (_p, a, ctx) =>
      ctx.store.history(a.itemType as string, a.itemId as string, { filterBar: { dateRange: a.dateRange as never } }, true),
  };
  const mutation: Record<string, Resolver> = {
    login: (_p, a, ctx) => login(ctx, a.input as { email: string; password: string }),
    logout: (_p, _a, ctx) => logout(ctx),
    changePassword: (_p, a, ctx) => changePassword(ctx, a.input as { currentPassword: string; newPassword: string }),
    exportReadminObjectsCsv: (_p, a, ctx) =>
      exportsApi.exportReadminObjectsCsv(ctx, a.input as Parameters<typeof exportsApi.exportReadminObjectsCsv>[1]),
    readminCsvExportDownload: (_p, a, ctx) =>
      exportsApi.readminCsvExportDownload(ctx, (a.input as { readminCsvExportId: string }).readminCsvExportId),
    readminCsvExportDelete: (_p, a, ctx) => exportsApi.readminCsvExportDelete(ctx, (a.input as { readminCsvExportId: string }).readminCsvExportId),
  };
  for (const api of PUBLIC_APIS) {
    Object.assign(query, api.Query);
    Object.assign(mutation, api.Mutation);
  }
  const typeResolvers: Record<string, unknown> = {};
  for (const type of Object.values(registry.types)) {
    typeResolvers[type.typename] = recordTypeResolvers(type);
    if (type.typename === 'Camera') Object.assign(typeResolvers.Camera as object, cameraFieldResolvers);
    if (type.typename === 'Org')
      Object.assign(typeResolvers.Org as object, {
        stats: (org: RecordObject, a: Record<string, unknown>, ctx: RequestContext) => orgStats(ctx, org, a),
      });
    const { create, update, remove } = type.operations;
    type Input = { id?: string; ids?: string[]; attributes?: Record<string, unknown> } & Record<string, unknown>;
    if (create) mutation[create.name] = async (_p, a, ctx) => rowToRecord(type, await createRecord(ctx, type, a.input as Input));
    if (update)
      mutation[update.name] = async (_p, a, ctx) => {
        const input = a.input as Input;
        const rows = await updateRecords(ctx, type, update.batch ? input.ids! : [input.id!], input.attributes ?? {});
        const records = rows.map((r) => rowToRecord(type, r));
        return update.batch ? records : records[0];
      };
    for (const operation of Object.values(type.operations.custom)) {
      mutation[operation.name] = (_p, a, ctx) => runOperation(ctx, type, operation, (a.input as Record<string, unknown> | null) ?? {});
    }
    if (remove)
      mutation[remove.name] = async (_p, a, ctx) => {
        const input = a.input as Input;
        return { ids: await removeRecords(ctx, type, remove.batch ? input.ids! : [input.id!]) };
      };
  }
  addTimelineAndContent(typeResolvers as Record<string, Record<string, Resolver>>);
  addRefereeGames(typeResolvers as Record<string, Record<string, Resolver>>);
  const checks: ArgumentCheckOptions = { metadataInputs: metadataInputs(registry) };
  const wrap = (kind: 'Query' | 'Mutation', map: Record<string, Resolver>) =>
    Object.fromEntries(Object.entries(map).map(([name, r]) => [name, guard(kind, name, r, checks)]));

  return createSchema<RequestContext>({
    typeDefs: buildSdl(registry),
    resolvers: {
      JSON: JSONScalar,
      ReadminObject: { __resolveType: (obj: { __typename: string }) => obj.__typename },
      Query: wrap('Query', query),
      Mutation: wrap('Mutation', mutation),
      ...typeResolvers,
    },
  });
};
