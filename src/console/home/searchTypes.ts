import type { TypeIndex } from '../../metadata/normalized.ts';

/** Spec 000 §2.13: the home search covers organisations, venues, venue servers and cameras. */
const SEARCHED = ['Org', 'Venue', 'VenueServer', 'Camera'];

export const homeSearchTypes = (registry: TypeIndex): string[] => SEARCHED.filter((t) => Object.hasOwn(registry.types, t));
