import { use } from 'react';
import { pages, types } from '../generated/consoleIndex.json';
import type { ConsoleIndex } from '../generator/consoleRegistry.ts';
import { ownEntry, type NormalizedType, type Registry, type TypeIndex } from '../metadata/normalized.ts';
import { applyViewerAccess } from '../shared/viewerAccess.ts';
import { onViewerAccess, viewerAccessNow } from './auth/viewerAccessState.ts';

/**
 * The registry as the browser receives it (src/generator/consoleRegistry.ts): without table and column
 * names, ownership paths, effects or permission model. JSON imports widen literal unions (e.g. 'table' |
 * 'grid') to string, so the casts state the contract that `npm run generate` guarantees.
 */
const index = { types, pages } as unknown as ConsoleIndex; // named imports: the $comment banner stays out of the bundle

/** Every type's summary: all the shell (sidebar, routes, home, pickers) reads, loaded with it. */
export const typeIndex: TypeIndex = index;

/** One chunk per type, so that a page loads the types it reads and no more (consoleIndex.json `pages`). */
const typeModules = import.meta.glob<NormalizedType>('../generated/consoleTypes/*.json', { import: 'type' });

const loaded: Record<string, NormalizedType> = {};
const loading = new Map<string, Promise<void>>();

const notLoaded = (typename: string) =>
  new Error(`Record type '${typename}' is read before it was loaded: add it to what its page loads (src/generator/consoleRegistry.ts, pageNeeds)`);

/** Throws for a type the index knows but that has not loaded; unknown names read as absent, as on any object. */
const guard = (name: string | symbol) => {
  if (typeof name === 'string' && !Object.hasOwn(loaded, name) && Object.hasOwn(index.types, name)) throw notLoaded(name);
};

/**
 * The types loaded so far. Reading one that has not loaded throws rather than giving undefined, so a page
 * that forgets a type it reads fails at once; enumerating gives the loaded ones (use typeIndex for all).
 */
export const registry: Registry = {
  types: new Proxy(loaded, {
    get: (target, name, receiver) => (guard(name), Reflect.get(target, name, receiver)),
    has: (target, name) => (guard(name), Reflect.has(target, name)),
    getOwnPropertyDescriptor: (target, name) => (guard(name), Reflect.getOwnPropertyDescriptor(target, name)),
  }),
};

/**
 * The bundle is public, so it holds no permission model: every type's `permissions` and every action's
 * `roles` come with the signed-in user (currentUser.access, their own roles only) and are put into each
 * type as it loads and again whenever the user changes. Until then (signed-out pages) they are empty, so
 * `type.permissions[role]` and `action.roles` grant nothing and never throw.
 */
onViewerAccess((access) => applyViewerAccess(registry, access));

const loadType = (typename: string): Promise<void> => {
  const started = loading.get(typename);
  if (started) return started;
  const load = typeModules[`../generated/consoleTypes/${typename}.json`];
  if (!load) return Promise.reject(new Error(`No record type '${typename}' in the console registry`));
  const done = load().then((type) => {
    applyViewerAccess({ types: { [typename]: type } }, viewerAccessNow());
    loaded[typename] = type;
  });
  // A failed chunk (network) may be tried again by the next page.
  loading.set(
    typename,
    done.catch((error: unknown) => {
      loading.delete(typename);
      throw error;
    }),
  );
  return loading.get(typename)!;
};

const batches = new Map<string, Promise<void>>();

/** Loads the types (each once); the same promise for the same names, as React's use() wants. */
export const loadTypes = (typenames: readonly string[]): Promise<void> => {
  const key = [...typenames].sort().join(',');
  let batch = batches.get(key);
  if (!batch) batches.set(key, (batch = Promise.all(typenames.map(loadType)).then(() => undefined)));
  return batch;
};

/** The types a list or detail page of `typename` reads: its own and those the generator found (pageNeeds). */
export const pageTypes = (typename: string, page: 'list' | 'detail'): string[] => [typename, ...(ownEntry(index.pages, typename)?.[page] ?? [])];

/** Whether the types have all loaded already. */
export const typesLoaded = (typenames: readonly string[]): boolean => typenames.every((t) => Object.hasOwn(loaded, t));

/** Suspends the calling component until the types have loaded; returns at once when they have. */
export const useTypes = (typenames: readonly string[]): void => {
  if (!typesLoaded(typenames)) use(loadTypes(typenames));
};

/** Types that have a console route, i.e. a list and a detail page. */
export const routedTypes = (reg: Registry): (NormalizedType & { route: string })[] =>
  Object.values(reg.types).filter((t): t is NormalizedType & { route: string } => t.route !== null);

/** The type of a console route; for the console's registry, the type must have loaded (the dataProvider loads it). */
export const typeByRoute = (route: string, reg: Registry = registry): NormalizedType | undefined => {
  const summary = Object.values(reg === registry ? index.types : reg.types).find((t) => t.route === route);
  return summary && reg.types[summary.typename];
};
