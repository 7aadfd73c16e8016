import { sql } from 'kysely';
import { GraphQLError } from 'graphql';
import type { NormalizedType } from '../../metadata/normalized.ts';
import type { Row } from '../db/row.ts';
import type { RequestContext } from '../context.ts';
import { invalidInput } from '../errors.ts';
import { parseRecordId } from '../input/ids.ts';
import { AUDIT_TYPE } from '../audit/versions.ts';
import { readminName } from '../records/present.ts';
import { attributeName } from '../../metadata/naming.ts';
import type { ChangeSince, Conflict } from '../../shared/conflicts.ts';

/**
 * Optimistic concurrency (docs/adr/0016-lock-versions-from-the-audit.md): every row's lock_version counts its
 * audited changes (audit/versions.ts adds one with each update version it writes). A write that says which
 * version the user saw is refused with CONFLICT when another change came in between, naming who changed what.
 */

/** The versions the caller saw, by record id: `lockVersion` of a one-record write, `lockVersions` of a batch. */
export const seenVersionsOf = (input: Record<string, unknown>, targetIds: number[]): Map<number, number> => {
  const seen = new Map<number, number>();
  if (typeof input.lockVersion === 'number' && targetIds.length === 1) seen.set(targetIds[0], input.lockVersion);
  for (const entry of Array.isArray(input.lockVersions) ? (input.lockVersions as { id: unknown; lockVersion: number }[]) : []) {
    const id = parseRecordId(entry.id);
    if (id === null || !targetIds.includes(id))
      throw invalidInput([{ field: 'lockVersions', message: `lockVersions names record ${String(entry.id)}, which this write does not change` }]);
    seen.set(id, entry.lockVersion);
  }
  return seen;
};

type VersionRow = { whodunnit: number | null; created_at: Date | string; via: string | null; object_changes: unknown };

/** The `count` newest update versions of a record, oldest first. */
const changesSince = async (ctx: RequestContext, type: NormalizedType, id: number, count: number): Promise<ChangeSince[]> => {
  const audit = ctx.registry.types[AUDIT_TYPE];
  if (!audit || count <= 0) return [];
  const whodunnit = audit.fields.find((f) => f.name === 'whodunnit');
  const { rows } = await sql<VersionRow>`SELECT ${sql.ref(whodunnit?.column ?? 'whodunnit_id')} AS whodunnit, created_at, via, object_changes
    FROM ${sql.table(audit.table)} WHERE item_type = ${type.typename} AND item_id = ${id} AND event = 'update'
    ORDER BY id DESC LIMIT ${count}`.execute(ctx.db);
  const userType = whodunnit?.typename ? ctx.registry.types[whodunnit.typename] : undefined;
  const nameOf = async (userId: number | null): Promise<string | null> => {
    if (userId === null || !userType) return null;
    const user = await ctx.store.get(userType.typename, String(userId));
    return user ? readminName(ctx.store, userType, user) : null;
  };
  const changes = await Promise.all(
    rows.map(async (r) => ({
      by: await nameOf(r.whodunnit),
      at: new Date(r.created_at).toISOString(),
      via: r.via ?? 'console',
      changes: (typeof r.object_changes === 'string' ? JSON.parse(r.object_changes) : (r.object_changes ?? {})) as ChangeSince['changes'],
    })),
  );
  return changes.reverse();
};

const fieldLabels = (type: NormalizedType, changes: ChangeSince[]): string[] => {
  const keys = new Set(changes.flatMap((c) => Object.keys(c.changes)));
  return [...keys].map((key) => type.fields.find((f) => attributeName(f) === key)?.label ?? key);
};

const people = (changes: ChangeSince[]): string => {
  const names = [...new Set(changes.map((c) => c.by ?? `a ${c.via}`))];
  return names.length ? names.join(', ') : 'someone else';
};

/** What the user reads: which record, who changed it and which fields, and what to do. */
const conflictMessage = (type: NormalizedType, conflicts: Conflict[]): string => {
  const parts = conflicts.map((c) => {
    const fields = fieldLabels(type, c.changes);
    return `${type.label.singular} '${c.name}' was changed by ${people(c.changes)} since you opened it${fields.length ? ` (${fields.join(', ')})` : ''}`;
  });
  return `${parts.join('; ')}. Review the changes, then save again.`;
};

/** A target the caller saw at an older version: thrown inside the transaction, which then rolls back. */
export class StaleVersions extends Error {
  constructor(readonly stale: { id: number; seenVersion: number; lockVersion: number }[]) {
    super('stale lock versions');
  }
}

/** Stops the write when a target the caller named a version of has changed since that version. */
export const assertCurrentVersions = (targets: Row[], seen: Map<number, number>): void => {
  // A version the record never had is a wrong input, not someone else's change.
  const never = targets.filter((t) => seen.has(t.id) && (seen.get(t.id)! < 0 || seen.get(t.id)! > Number(t.lock_version)));
  if (never.length)
    throw invalidInput(
      never.map((t) => ({
        field: 'lockVersion',
        message: `lockVersion ${seen.get(t.id)} is not a version record ${t.id} has had: it is at ${Number(t.lock_version)}`,
      })),
    );
  const stale = targets
    .filter((t) => seen.has(t.id) && seen.get(t.id) !== Number(t.lock_version))
    .map((t) => ({ id: t.id, seenVersion: seen.get(t.id)!, lockVersion: Number(t.lock_version) }));
  if (stale.length) throw new StaleVersions(stale);
};

/**
 * The CONFLICT answer, read once the write has rolled back: each stale record's name and the changes made
 * since the version the caller saw, so the console can show them field by field and let the user merge.
 */
export const conflictError = async (ctx: RequestContext, type: NormalizedType, { stale }: StaleVersions): Promise<GraphQLError> => {
  const conflicts: Conflict[] = [];
  for (const s of stale) {
    const record = await ctx.store.get(type.typename, String(s.id));
    conflicts.push({
      ...s,
      name: record ? await readminName(ctx.store, type, record) : `#${s.id}`,
      changes: await changesSince(ctx, type, s.id, s.lockVersion - s.seenVersion),
    });
  }
  return new GraphQLError(conflictMessage(type, conflicts), { extensions: { code: 'CONFLICT', http: { status: 200 }, conflicts } });
};
