import { storedFields, type NormalizedType, type Registry } from '../../metadata/normalized.ts';
import { runtimeTables, type Db } from '../db/database.ts';
import { attributeName } from '../../metadata/naming.ts';
import { SERVER_FIELD_TYPES } from '../fieldTypes/index.ts';
import { filteredValue } from '../fieldTypes/serverFieldType.ts';

/** Who made a change: a signed-in user through the console, or a public link (no user). */
export interface Actor {
  userId: number | null;
  via: string;
}

export type Event = 'create' | 'update' | 'destroy';
type Row = Record<string, unknown>;

export const AUDIT_TYPE = 'PaperTrailVersion';

const comparable = (v: unknown): string => JSON.stringify(v instanceof Date ? v.toISOString() : (v ?? null));

/**
 * {field: [before, after]} for every field that differs, each value as its field type records it (a file's
 * name and size, not its content; a password only as changed); other write-only fields filtered.
 */
export const changesOf = (type: NormalizedType, before: Row | null, after: Row | null): Record<string, [unknown, unknown]> => {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const f of storedFields(type)) {
    const was = before?.[f.column];
    const is = after?.[f.column];
    if (comparable(was) === comparable(is)) continue;
    const audit = f.writeOnly ? filteredValue : SERVER_FIELD_TYPES[f.type].audit;
    changes[attributeName(f)] = [audit(was), audit(is)];
  }
  return changes;
};

/**
 * Writes one version per changed row, in the caller's transaction, so a change and its record stand or
 * fall together. Rows whose update changed nothing get no version. Each updated row's lock_version counts
 * its update versions (operations/lockVersions.ts); the ids of the rows versioned are answered.
 */
export const recordVersions = async (
  trx: Db,
  registry: Registry,
  type: NormalizedType,
  event: Event,
  actor: Actor,
  pairs: { id: number; before: Row | null; after: Row | null }[],
): Promise<number[]> => {
  if (type.typename === AUDIT_TYPE) return [];
  const audit = registry.types[AUDIT_TYPE];
  if (!audit) return [];
  const values = pairs
    .map(({ id, before, after }) => ({ id, changes: changesOf(type, before, after) }))
    .filter(({ changes }) => event !== 'update' || Object.keys(changes).length > 0)
    .map(({ id, changes }) => ({
      item_type: type.typename,
      item_id: id,
      event,
      whodunnit_id: actor.userId,
      via: actor.via,
      object_changes: JSON.stringify(changes),
    }));
  if (!values.length) return [];
  await runtimeTables(trx).insertInto(audit.table).values(values).execute();
  const ids = values.map((v) => v.item_id);
  if (event === 'update')
    await runtimeTables(trx)
      .updateTable(type.table)
      .set((eb) => ({ lock_version: eb('lock_version', '+', 1) }))
      .where('id', 'in', ids)
      .execute();
  return ids;
};
