import { attributeName } from '../../metadata/naming.ts';
import type { NormalizedType, OwnerKind, Registry } from '../../metadata/normalized.ts';
import type { RecordObject } from './record.ts';

/**
 * Whose time zone a record's times read in (docs/time-zones.md), first that has one: the organisation it
 * belongs to (the zone its staff, its public team registration form and its pages under /readmin/orgs/:id
 * use), else its venue, else its API partner.
 */
export const OWNER_ZONE_ORDER: readonly OwnerKind[] = ['org', 'venue', 'apiPartner'];

/** Looks a record up by reference as the request's store does: null when missing, `__restricted` when out of reach. */
export type RefLookup = (typename: string, id: number | null | undefined) => RecordObject | null | Promise<RecordObject | null>;

const zoneOf = (record: RecordObject | null): string | null =>
  record && !record.__restricted && typeof record.timeZone === 'string' && record.timeZone ? record.timeZone : null;

/** The zone of the owner at the end of an ownership path (['court', 'org'], or ['id'] for the record itself). */
const zoneAlong = async (registry: Registry, type: NormalizedType, record: RecordObject, path: string[], ref: RefLookup): Promise<string | null> => {
  let current = type;
  let at: RecordObject | null = record;
  for (const step of path) {
    if (step === 'id' || !at) break;
    const field = current.fields.find((f) => f.name === step);
    if (!field?.typename || at.__restricted) return null;
    at = await ref(field.typename, at[attributeName(field)] as number | null);
    current = registry.types[field.typename];
  }
  return zoneOf(at);
};

/**
 * The time zone a record's times read in, or null for a record that belongs to no organisation, venue or
 * API partner and has no zone of its own (a city has one). Owners the viewer may not read are passed over.
 */
export const recordTimeZone = async (registry: Registry, type: NormalizedType, record: RecordObject, ref: RefLookup): Promise<string | null> => {
  for (const kind of OWNER_ZONE_ORDER) {
    const path = type.ownership[kind];
    const zone = path ? await zoneAlong(registry, type, record, path, ref) : null;
    if (zone) return zone;
  }
  const own = type.fields.find((f) => f.optionsQuery === 'timeZones');
  const value = own ? record[own.name] : null;
  return typeof value === 'string' && value ? value : null;
};
