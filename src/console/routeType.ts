import { useParams } from 'react-router-dom';
import { ownEntry, type NormalizedType, type TypeIndex } from '../metadata/normalized.ts';
import { pageTypes, registry, typeIndex, useTypes } from './registry.ts';

export type RoutedType = NormalizedType & { route: string };

/**
 * The type a page shows: named by its route element, or, under /readmin/api_partners/:id/:route, found
 * by the route segment and only if the type declares ownership.apiPartnerRoute. Read from the index, so
 * that the page knows which types to load before any of them has.
 */
export const routeTypename = (
  typename: string | undefined,
  route: string | undefined,
  apiPartnerId: string | undefined,
  index: TypeIndex = typeIndex,
): string | undefined => {
  const type = typename ? ownEntry(index.types, typename) : Object.values(index.types).find((t) => t.route === route && route !== undefined);
  if (!type?.route) return undefined;
  if (!typename && apiPartnerId !== undefined && !type.ownership.apiPartnerRoute) return undefined;
  return type.typename;
};

/**
 * The route's type for a list or detail page, once the types that page reads have loaded (the component
 * suspends until then); undefined when the URL names no page.
 */
export const useRouteType = (typename: string | undefined, page: 'list' | 'detail'): RoutedType | undefined => {
  const { route, apiPartnerId } = useParams();
  const name = routeTypename(typename, route, apiPartnerId);
  useTypes(name === undefined ? [] : pageTypes(name, page));
  return name === undefined ? undefined : (registry.types[name] as RoutedType);
};
