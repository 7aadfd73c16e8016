import type { Db } from '../db/database.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { ServerRegistry } from '../records/serverRegistry.ts';
import type { RecordObject } from '../records/record.ts';
import { RecordStore } from '../records/store.ts';
import { parseRecordId } from '../input/ids.ts';

/**
 * The record a route's id parameter names, as `viewer` may read it (the record store's access rules and masks),
 * or null for a malformed id, a missing record and one out of reach alike: a route answers all three 404, so
 * ids reveal nothing.
 */
export const readableRecord = async (
  db: Db,
  registry: ServerRegistry,
  viewer: Viewer,
  typename: string,
  rawId: string,
): Promise<{ id: number; record: RecordObject } | null> => {
  const id = parseRecordId(rawId);
  if (id === null) return null;
  const record = await new RecordStore(db, registry, viewer).get(typename, id).catch(() => null);
  return record ? { id, record } : null;
};
