import { useParams } from 'react-router-dom';
import { ownEntry, type NormalizedType, type TypeIndex, type TypeSummary } from '../metadata/normalized.ts';
import { pageTypes, registry, typeIndex, useTypes } from './registry.ts';

export type RoutedType = NormalizedType & { route: string };

/**
 * The type a page shows: named by its route element, or, under /readmin/api_partners/:id/:route, found
 * by the route segment (a list page's own segment, list.route) and only if the type declares
 * ownership.apiPartnerRoute. A type without a list page has none. Read from the index, so that the page
 * knows which types to load before any of them has.
 */
export const routeTypename = (
  typename: string | undefined,
  route: string | undefined,
  apiPartnerId: string | undefined,
  page: 'list' | 'detail' = 'detail',
  index: TypeIndex = typeIndex,
): string | undefined => {
  const segment = (t: TypeSummary) => (page === 'list' ? t.list.route : t.route);
  const type = typename ? ownEntry(index.types, typename) : Object.values(index.types).find((t) => route !== undefined && segment(t) === route);
  if (!type?.route || !segment(type)) return undefined;
  if (!typename && apiPartnerId !== undefined && !type.ownership.apiPartnerRoute) return undefined;
  return type.typename;
};

/**
 * The route's type for a list or detail page, once the types that page reads have loaded (the component
 * suspends until then); undefined when the URL names no page.
 */
export const useRouteType = (typename: string | undefined, page: 'list' | 'detail'): RoutedType | undefined => {
  const { route, apiPartnerId } = useParams();
  const name = routeTypename(typename, route, apiPartnerId, page);
  useTypes(name === undefined ? [] : pageTypes(name, page));
  return name === undefined ? undefined : (registry.types[name] as RoutedType);
};
