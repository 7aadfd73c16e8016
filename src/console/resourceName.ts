import type { NormalizedType, Registry } from '../metadata/normalized.ts';

/**
 * The react-admin resource of a record type: its console route ('teams'), or, for a type without pages of
 * its own (a team's roster entries, created and edited on its parent's tab), its typename ('TeamMember').
 * Routes are snake_case and typenames PascalCase, so the two never meet.
 */
export const resourceOf = (type: Pick<NormalizedType, 'route' | 'typename'>): string => type.route ?? type.typename;

/** The record type of a react-admin resource, or undefined for a shell resource or an unknown name. */
export const typeOfResource = (resource: string, registry: Registry): NormalizedType | undefined =>
  Object.values(registry.types).find((t) => resourceOf(t) === resource);
