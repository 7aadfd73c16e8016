import type { NormalizedType, Registry } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';
import { attributeName } from '../../shared/naming.ts';

/** Who made a change: a signed-in user through the console, or a public link (no user). */
export interface Actor {
  userId: number | null;
  via: string;
}

export type Event = 'create' | 'update' | 'destroy';
type Row = Record<string, unknown>;

/** Values that never enter an audit version: only the fact that they changed. */
const FILTERED = '[FILTERED]';
export const AUDIT_TYPE = 'PaperTrailVersion';

const comparable = (v: unknown): string => JSON.stringify(v instanceof Date ? v.toISOString() : (v ?? null));
const plain = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : (v ?? null));

/** {field: [before, after]} for every field that differs; secrets (write-only fields) filtered. */
export const changesOf = (type: NormalizedType, before: Row | null, after: Row | null): Record<string, [unknown, unknown]> => {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const f of type.fields) {
    const was = before?.[f.column];
    const is = after?.[f.column];
    if (comparable(was) === comparable(is)) continue;
    changes[attributeName(f)] =
      f.writeOnly || f.type === 'password' ? [was == null ? null : FILTERED, is == null ? null : FILTERED] : [plain(was), plain(is)];
  }
  return changes;
};

/**
 * Writes one version per changed row, in the caller's transaction, so a change and its record stand or
 * fall together. Rows whose update changed nothing get no version.
 */
export const recordVersions = async (
  trx: Db,
  registry: Registry,
  type: NormalizedType,
  event: Event,
  actor: Actor,
  pairs: { id: number; before: Row | null; after: Row | null }[],
): Promise<void> => {
  if (type.typename === AUDIT_TYPE) return;
  const audit = registry.types[AUDIT_TYPE];
  if (!audit) return;
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
  if (values.length) await trx.insertInto(audit.table).values(values).execute();
};
