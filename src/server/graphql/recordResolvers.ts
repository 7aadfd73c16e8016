import { getNullableType, isListType, type GraphQLFieldResolver } from 'graphql';
import { isComputed, ownEntry, type NormalizedType } from '../../metadata/normalized.ts';
import type { RequestContext } from '../context.ts';
import { lacksComputed, type RecordObject } from '../records/record.ts';
import { allEntries, readminLabels, readminName, readminUrl, summaryEntries } from '../records/present.ts';
import type { ListArgs } from '../records/listQuery.ts';
import { associationWhere } from '../records/associationSql.ts';
import { invalidInput } from '../errors.ts';
import { exposedFields } from '../../metadata/sdl/sdl.ts';
import { mayReadField } from '../access/fieldAccess.ts';
import { attributeName } from '../../metadata/naming.ts';
import { fileUrl, thumbnailUrl } from '../files/storedFile.ts';
import { THUMBNAIL_WIDTHS } from '../files/thumbnails.ts';
import { maskedFieldNames } from '../records/rowMasks.ts';
import type { ServerRegistry } from '../records/serverRegistry.ts';
import { selectsNameOnly } from './selectedComputed.ts';
import { encodeCursor } from '../records/ordering.ts';
import { recordTimeZone } from '../records/recordTimeZone.ts';

type Resolver = GraphQLFieldResolver<RecordObject, RequestContext, Record<string, unknown>>;

/** A display field (display.thumbnail, display.video) of the type: a stored file's URL or a url field's value. */
const displayUrl = (type: NormalizedType, name: string | undefined, asFile: (v: unknown) => string | null): Resolver => {
  const field = type.fields.find((f) => f.name === name);
  if (!field) return () => null;
  if (field.type === 'file' || field.type === 'image') return (obj) => asFile(obj[field.name]);
  return (obj) => (typeof obj[attributeName(field)] === 'string' ? obj[attributeName(field)] : null);
};

/** Fields of a restricted record (reached by reference, out of the viewer's reach) that may still show. */
const ALWAYS_VISIBLE = new Set(['id', 'readminName', 'readminUrl', 'readminCursor', '__typename']);

/**
 * Fields of a masked type read as they may be served (records/rowMasks.ts): records the store read are checked
 * already; a mutation's answer, built from the written row, is checked here.
 */
const guardRowMask = (registry: ServerRegistry, type: NormalizedType, resolvers: Record<string, Resolver>): Record<string, Resolver> => {
  for (const name of maskedFieldNames(registry, type)) {
    const resolve = resolvers[name];
    if (!resolve) continue;
    resolvers[name] = (obj, args, ctx, info) =>
      obj.__rowMasked !== undefined
        ? resolve(obj, args, ctx, info)
        : ctx.store.rowMaskApplied(type.typename, obj).then((r) => resolve(r, args, ctx, info));
  }
  return resolvers;
};

/** Restricted records answer null (or an empty list) for everything but their identity. */
const guardRestricted = (resolvers: Record<string, Resolver>): Record<string, Resolver> =>
  Object.fromEntries(
    Object.entries(resolvers).map(([name, resolve]) => [
      name,
      ALWAYS_VISIBLE.has(name)
        ? resolve
        : (((obj, args, ctx, info) => {
            if (!obj.__restricted) return resolve(obj, args, ctx, info);
            return isListType(getNullableType(info.returnType)) ? [] : null;
          }) as Resolver),
    ]),
  );

const association = (type: NormalizedType, name: unknown) => {
  const a = ownEntry(type.associations, String(name));
  if (!a) throw invalidInput([{ field: 'associationName', message: `${type.label.plural} have no association '${String(name)}'` }]);
  return a;
};

const associationArgs = (ctx: RequestContext, type: NormalizedType, obj: RecordObject, args: Record<string, unknown>): [string, ListArgs] => {
  const a = association(type, args.associationName);
  const where = associationWhere(ctx.store.registry, type, a, Number(obj.id));
  return [a.typename, { where, filterBar: args.filterBar as ListArgs['filterBar'], limit: args.limit as number, offset: args.offset as number }];
};

/** Resolvers of one generated object type: references, associations and the generic admin object. */
export const recordTypeResolvers = (registry: ServerRegistry, type: NormalizedType): Record<string, Resolver> => {
  const resolvers: Record<string, Resolver> = {};
  // Plain fields too, so that guardRestricted sees every field of the type.
  const fields = exposedFields(type);
  for (const name of ['createdAt', 'updatedAt']) resolvers[name] = (obj) => obj[name];
  resolvers.lockVersion = (obj) => obj.lockVersion ?? null;
  /**
   * Runs `then` on the record with its computed fields: at once when it has them (lists and lookups select
   * them), else once they are read (a mutation's answer), so lookups of a page stay in one batch.
   */
  const withComputed = <T>(obj: RecordObject, ctx: RequestContext, then: (record: RecordObject) => T): T | Promise<T> =>
    lacksComputed(type, obj) ? ctx.store.completed(type.typename, obj).then(then) : then(obj);
  for (const f of fields) {
    // Worked out here, once, not on every field of every record an answer resolves.
    const attribute = attributeName(f);
    const computed = isComputed(f);
    // A computed field the row already carries (a list selects those its request asks for) costs no query.
    const record = <T>(obj: RecordObject, ctx: RequestContext, then: (record: RecordObject) => T) =>
      computed && !Object.hasOwn(obj, attribute) ? withComputed(obj, ctx, then) : then(obj);
    resolvers[attribute] = computed ? (obj, _a, ctx) => record(obj, ctx, (r) => r[attribute]) : (obj) => obj[attribute];
    if (f.type === 'reference')
      resolvers[f.name] = (obj, _a, ctx, info) => ctx.store.ref(f.typename!, obj[attribute] as number, selectsNameOnly(info));
    if (f.type === 'references')
      resolvers[f.name] = (obj, _a, ctx) =>
        record(obj, ctx, async (r) => (await Promise.all((r[attribute] as number[]).map((id) => ctx.store.ref(f.typename!, id)))).filter(Boolean));
    if (f.type === 'file' || f.type === 'image')
      resolvers[f.name] = (obj) => {
        const v = obj[f.name] as { name: string; size: number; type?: string } | null;
        return v && { name: v.name, size: v.size, url: fileUrl(v), contentType: v.type ?? null };
      };
    if (f.adminOnly) {
      // Around the field's own resolvers (a reference's record and its id, a file's URL), not instead of
      // them; others get no value, which for a list is an empty one.
      const hidden = f.type === 'references' ? [] : null;
      for (const name of new Set([f.name, attributeName(f)])) {
        const resolve = resolvers[name];
        resolvers[name] = (obj, args, ctx, info) => (mayReadField(f, ctx.viewer) ? resolve(obj, args, ctx, info) : hidden);
      }
    }
  }
  for (const f of fields.filter((x) => x.maskedBy !== undefined)) {
    // As the viewer reads it: masked where its flag is on, unless a platform admin (src/server/access/fieldMasks.ts).
    const name = attributeName(f);
    const resolve = resolvers[name];
    resolvers[name] = async (obj, args, ctx, info) => ctx.store.masked.value(type, f, { ...obj, [name]: await resolve(obj, args, ctx, info) });
  }
  for (const [name, a] of Object.entries(type.associations)) resolvers[name] = (obj, _a, ctx) => ctx.store.pointing(type.typename, a, obj.id);
  Object.assign(resolvers, {
    readminName: (obj, _a, ctx) => readminName(ctx.store, type, obj),
    readminUrl: (obj) => readminUrl(type, obj),
    // Logos show at 32-56 px: the smallest thumbnail, not a 2 MB original.
    readminLogoUrl: displayUrl(type, type.display.logo, (v) => thumbnailUrl(v, THUMBNAIL_WIDTHS[0])),
    // Grid cards are at most 600 px wide (GRID_SIZE of the console).
    readminThumbnailUrl: displayUrl(type, type.display.thumbnail, (v) => thumbnailUrl(v, 600)),
    readminVideoUrl: displayUrl(type, type.display.video, fileUrl),
    readminTimeZone: (obj, _a, ctx) => recordTimeZone(registry, type, obj, (typename, id) => ctx.store.ref(typename, id)),
    readminCursor: (obj) => (obj.__cursor === undefined ? null : encodeCursor(obj.__cursor)),
    readminLabels: (obj, _a, ctx) => withComputed(obj, ctx, (r) => readminLabels(type, r)),
    readminSummaryAttributeEntries: (obj, _a, ctx) => withComputed(obj, ctx, (r) => summaryEntries(ctx.store, type, r, ctx.viewer)),
    readminAttributeEntries: (obj, _a, ctx) => withComputed(obj, ctx, (r) => allEntries(ctx.store, type, r, ctx.viewer)),
    readminAssociationObjects: (obj, args, ctx) => ctx.store.list(...associationArgs(ctx, type, obj, args)),
    readminAssociationCount: async (obj, args, ctx) => (await ctx.store.total(...associationArgs(ctx, type, obj, args))).value,
    readminAssociationAny: async (obj, args, ctx) => (await ctx.store.list(...associationArgs(ctx, type, obj, { ...args, limit: 1 }))).length > 0,
  } satisfies Record<string, Resolver>);
  return guardRestricted(guardRowMask(registry, type, resolvers));
};
