import type { Registry } from '../../metadata/normalized.ts';

/** Spec 000 §2.13: the home search covers organisations, venues, venue servers and cameras. */
const SEARCHED = ['Org', 'Venue', 'VenueServer', 'Camera'];

export const homeSearchTypes = (registry: Registry): string[] => SEARCHED.filter((t) => registry.types[t]);
