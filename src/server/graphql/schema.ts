import { createSchema } from 'graphql-yoga';
import { GraphQLError, GraphQLScalarType } from 'graphql';
import { readFileSync } from 'node:fs';
import type { Registry } from '../../metadata/normalized.ts';
import type { Installed } from '../install.ts';
import type { Feature, FieldResolver, RootResolver } from '../feature.ts';
import type { RequestContext } from '../context.ts';
import { schemaSdl } from '../../metadata/sdl/sdl.ts';
import { recordTypeResolvers } from './recordResolvers.ts';
import { changePassword, currentUser, login, logout } from './sessionResolvers.ts';
import { createRecord, removeRecords, updateRecords } from '../operations/recordWrites.ts';
import { rowToRecord } from '../records/record.ts';
import { OPTION_SOURCES } from '../../metadata/optionSources/index.ts';
import { fieldOptions } from '../../metadata/optionSources/fieldOptions.ts';
import * as exportsApi from './exportResolvers.ts';
import { invalidInput, unauthenticated } from '../errors.ts';
import type { FilterBar, ListArgs } from '../records/listQuery.ts';
import { listSelection } from './selectedComputed.ts';
import { argumentProblems, type ArgumentCheckOptions } from './argumentChecks.ts';
import { inputTypeName } from '../../metadata/naming.ts';
import { runOperation } from '../operations/customOperation.ts';

type Resolver = RootResolver;

/** The engine's operations anyone may call (sign-in); a feature names its own (the public link pages, whose token is the credential). */
const SIGN_IN_OPERATIONS = ['currentUser', 'login', 'logout'];

/**
 * The one wrapper every root resolver passes through (Pothos-style): mutations require the CSRF header,
 * everything but sign-in requires a session, and every argument passes the generic input checks (ids,
 * NUL characters, bounded text and lists). A request refused here has changed nothing.
 */
const guard =
  (kind: 'Query' | 'Mutation', name: string, resolve: Resolver, checks: ArgumentCheckOptions, anonymous: ReadonlySet<string>): Resolver =>
  (parent, args, ctx, info) => {
    if (kind === 'Mutation' && !ctx.csrfValid()) {
      throw new GraphQLError('Missing or invalid CSRF token.', { extensions: { code: 'CSRF', http: { status: 403 } } });
    }
    if (!anonymous.has(name) && !ctx.viewer) throw unauthenticated();
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

/** A feature's SDL, read from the files its `graphql.sdl` names (the generator reads the same files). */
const featureSdl = (feature: Feature) => (feature.graphql ? [{ name: feature.name, sdl: readFileSync(feature.graphql.sdl, 'utf8') }] : []);

/** Adds one map of root resolvers to another, refusing a name given twice (two features, or a feature and the engine). */
const addRoot = (into: Record<string, Resolver>, from: Record<string, Resolver> | undefined, owner: string) => {
  for (const [name, resolve] of Object.entries(from ?? {})) {
    if (Object.hasOwn(into, name)) throw new Error(`${owner} gives the root field '${name}', which another part of the server already gives`);
    into[name] = resolve;
  }
};

/**
 * The installed features' GraphQL (their SDL applied by schemaSdl): root fields, the operations they let through
 * without a session, and fields on record types, each given the engine's own resolver of that name to wrap.
 */
const addFeatures = (
  features: readonly Feature[],
  query: Record<string, Resolver>,
  mutation: Record<string, Resolver>,
  typeResolvers: Record<string, Record<string, FieldResolver>>,
  anonymous: Set<string>,
) => {
  for (const feature of features) {
    const graphql = feature.graphql!;
    addRoot(query, graphql.query, feature.name);
    addRoot(mutation, graphql.mutation, feature.name);
    for (const name of graphql.anonymous ?? []) anonymous.add(name);
    for (const [typename, fields] of Object.entries(graphql.fields ?? {})) {
      const resolvers = (typeResolvers[typename] ??= {});
      for (const [name, make] of Object.entries(fields)) resolvers[name] = make(resolvers[name]);
    }
  }
};

/**
 * The executable schema, for a server whose context has at least a RequestContext (yoga's has its server's context
 * and its own as well).
 */
export const buildSchema = <Context extends RequestContext = RequestContext>({ registry, features }: Installed) => {
  const { sdl, applied } = schemaSdl(registry, features.flatMap(featureSdl));
  const query: Record<string, Resolver> = {
    currentUser: (_p, _a, ctx) => currentUser(ctx),
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
    paperTrailVersions: (_p, a, ctx) =>
      ctx.store.history(a.itemType as string, a.itemId as string, {
        filterBar: { dateRange: a.dateRange as FilterBar['dateRange'] },
        limit: (a.limit as number | null) ?? 10,
        offset: a.offset as number,
      }),
    paperTrailVersionsCount: (_p, a, ctx) =>
      ctx.store.history(a.itemType as string, a.itemId as string, { filterBar: { dateRange: a.dateRange as FilterBar['dateRange'] } }, true),
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
  const typeResolvers: Record<string, Record<string, FieldResolver>> = {};
  for (const type of Object.values(registry.types)) {
    typeResolvers[type.typename] = recordTypeResolvers(registry, type);
    const { create, update, remove } = type.operations;
    type Input = { id?: string; ids?: string[]; attributes?: Record<string, unknown> } & Record<string, unknown>;
    if (create) mutation[create.name] = async (_p, a, ctx) => rowToRecord(type, await createRecord(ctx, type, a.input as Input));
    if (update)
      mutation[update.name] = async (_p, a, ctx) => {
        const input = a.input as Input;
        const rows = await updateRecords(ctx, type, update.batch ? input.ids! : [input.id!], input.attributes ?? {}, input);
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
  const anonymous = new Set(SIGN_IN_OPERATIONS);
  addFeatures(
    features.filter((f) => applied.includes(f.name)),
    query,
    mutation,
    typeResolvers,
    anonymous,
  );
  const checks: ArgumentCheckOptions = { metadataInputs: metadataInputs(registry) };
  const wrap = (kind: 'Query' | 'Mutation', map: Record<string, Resolver>) =>
    Object.fromEntries(Object.entries(map).map(([name, r]) => [name, guard(kind, name, r, checks, anonymous)]));

  return createSchema<Context>({
    typeDefs: sdl,
    resolvers: {
      JSON: JSONScalar,
      ReadminObject: { __resolveType: (obj: { __typename: string }) => obj.__typename },
      Query: wrap('Query', query),
      Mutation: wrap('Mutation', mutation),
      ...typeResolvers,
    },
  });
};
