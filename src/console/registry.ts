import registryJson from '../generated/consoleRegistry.json';
import { typeNamed, type NormalizedType, type Registry } from '../metadata/normalized.ts';
import { applyViewerAccess, type ViewerAccess } from '../shared/viewerAccess.ts';

/**
 * The generated registry as the browser receives it: without table and column names, ownership paths or
 * effects (src/generator/consoleRegistry.ts), which the console never reads. JSON imports widen literal unions (e.g. 'table' | 'grid') to string, so the cast
 * states the contract that `npm run generate` guarantees; nothing else in the console casts metadata.
 */
export const registry: Registry = registryJson as unknown as Registry;

/**
 * The bundle is public, so it holds no permission model: every type's `permissions` and every action's
 * `roles` come with the signed-in user (currentUser.access, their own roles only) and are put back here,
 * by the authProvider alone, whenever the current user is loaded or forgotten. Until then (signed-out
 * pages) they are empty, so `type.permissions[role]` and `action.roles` grant nothing and never throw.
 */
export const setViewerAccess = (access: ViewerAccess | null): void => applyViewerAccess(registry, access);
setViewerAccess(null);

/** Types that have a console route, i.e. a list and a detail page. */
export const routedTypes = (reg: Registry = registry): (NormalizedType & { route: string })[] =>
  Object.values(reg.types).filter((t): t is NormalizedType & { route: string } => t.route !== null);

export const typeByRoute = (route: string, reg: Registry = registry): NormalizedType | undefined =>
  Object.values(reg.types).find((t) => t.route === route);

export const typeByName = (typename: string, reg: Registry = registry): NormalizedType | undefined => typeNamed(reg, typename);
