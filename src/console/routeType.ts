import type { NormalizedType, Registry } from '../metadata/normalized.ts';
import { registry as generated } from './registry.ts';

export type RoutedType = NormalizedType & { route: string };

/**
 * The type a page shows: named by its route element, or, under /readmin/api_partners/:id/:route, found
 * by the route segment and only if the type declares ownership.apiPartnerRoute.
 */
export const routeType = (
  typename: string | undefined,
  route: string | undefined,
  apiPartnerId: string | undefined,
  registry: Registry = generated,
): RoutedType | undefined => {
  const type = typename ? registry.types[typename] : Object.values(registry.types).find((t) => t.route === route && route !== undefined);
  if (!type?.route) return undefined;
  if (!typename && apiPartnerId !== undefined && !type.ownership.apiPartnerRoute) return undefined;
  return type as RoutedType;
};
