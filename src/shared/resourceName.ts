import type { NormalizedType, Registry } from '../metadata/normalized.ts';

type Named = Pick<NormalizedType, 'route' | 'typename'>;

/**
 * The react-admin resource of a record type: its console route ('teams'), or, for a type without pages of
 * its own (a team's roster entries, created and edited on its parent's tab), its typename ('TeamMember').
 * Routes are snake_case and typenames PascalCase, so the two never meet.
 */
export const resourceOf = (type: Named): string => type.route ?? type.typename;

/** The typename of a react-admin resource among `types` (the index, or the loaded types); undefined for an unknown name. */
export const typenameOfResource = (resource: string, types: Record<string, Named>): string | undefined =>
  Object.values(types).find((t) => resourceOf(t) === resource)?.typename;

/** The record type of a react-admin resource, or undefined for an unknown name. */
export const typeOfResource = (resource: string, registry: Registry): NormalizedType | undefined => {
  const typename = typenameOfResource(resource, registry.types);
  return typename === undefined ? undefined : registry.types[typename];
};
