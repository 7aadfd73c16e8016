import { typeNamed, type NormalizedField, type Registry } from '../../metadata/normalized.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { RecordObject } from './record.ts';
import { attributeName } from '../../metadata/naming.ts';
import { readableFields } from '../access/fieldAccess.ts';

type Changes = Record<string, [unknown, unknown]>;

/**
 * An audit version as its viewer may read it: only the changes of fields the viewer may read on that
 * type, so history never shows what the record itself hides (admin-only fields to organisation admins,
 * write-only ones to anybody). A version of a type no longer known shows no changes.
 */
export const withVisibleChanges = (registry: Registry, viewer: Viewer | null, version: RecordObject): RecordObject => {
  const type = typeNamed(registry, String(version.itemType));
  const changes = (version.objectChanges ?? {}) as Changes;
  const readable = new Set(type ? readableFields(type, viewer).map(attributeName) : []);
  return { ...version, objectChanges: Object.fromEntries(Object.entries(changes).filter(([name]) => readable.has(name))) };
};

/** A version of a record whose `hidden` fields the viewer reads masked: that they changed shows, their values do not. */
export const withMaskedChanges = (version: RecordObject, hidden: NormalizedField[]): RecordObject => {
  if (!hidden.length) return version;
  const changes = { ...((version.objectChanges ?? {}) as Changes) };
  for (const name of hidden.map(attributeName)) if (changes[name]) changes[name] = ['***', '***'];
  return { ...version, objectChanges: changes };
};
