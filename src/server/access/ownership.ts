import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Grant, NormalizedType, Registry, Role, OwnerKind } from '../../metadata/normalized.ts';
import type { Viewer } from '../auth/viewer.ts';

/**
 * The one place that decides which rows a viewer may touch. Every read and write of a record goes through
 * `accessFilter`, so no resolver can forget who owns a row (its organisation, venue or partner).
 */
export type Access = { all: true } | { all: false; byKind: Partial<Record<OwnerKind, number[]>> };

export const NO_ACCESS: Access = { all: false, byKind: {} };

/**
 * What a viewer may do with a type: every row (platform admin), rows owned by what the viewer administers, or nothing. With
 * `roles`, only those of the viewer's roles count (an operation that only some roles may run).
 */
export const accessFor = (viewer: Viewer | null, type: NormalizedType, grant: Grant, roles?: readonly Role[]): Access => {
  if (!viewer) return NO_ACCESS;
  if (roles) return accessOfRoles(viewer, type, grant, roles);
  // A viewer never changes (a changed user or role makes a new one, see viewerCache.ts), so neither does its access
  // to a type: worked out once per viewer, type and grant, not on every request (a detail page asks for five types').
  let byType = accessByViewer.get(viewer);
  if (!byType) accessByViewer.set(viewer, (byType = new WeakMap()));
  let byGrant = byType.get(type);
  if (!byGrant) byType.set(type, (byGrant = new Map()));
  let access = byGrant.get(grant);
  if (!access) byGrant.set(grant, (access = Object.freeze(accessOfRoles(viewer, type, grant))));
  return access;
};

const accessByViewer = new WeakMap<Viewer, WeakMap<NormalizedType, Map<Grant, Access>>>();

const accessOfRoles = (viewer: Viewer, type: NormalizedType, grant: Grant, roles?: readonly Role[]): Access => {
  const counts = (role: Role) => !roles || roles.includes(role);
  if (viewer.isAdmin && counts('platformAdmin') && type.permissions.platformAdmin.includes(grant)) return { all: true };
  const byKind: Partial<Record<OwnerKind, number[]>> = {};
  for (const [role, membership] of Object.entries(viewer.memberships)) {
    if (!counts(role as Role)) continue;
    if (!membership.ids.length || !type.permissions[role as keyof Viewer['memberships']].includes(grant)) continue;
    if (!type.ownership[membership.kind]) continue;
    byKind[membership.kind] = [...new Set([...(byKind[membership.kind] ?? []), ...membership.ids])];
  }
  return { all: false, byKind };
};

export const canAtAll = (a: Access): boolean => a.all || Object.values(a.byKind).some((ids) => ids.length > 0);

/**
 * SQL that is true when the row aliased `alias` lies under one of `ids` along an ownership path: a path like
 * ["court", "venue"] becomes court_id IN (SELECT id FROM courts WHERE venue_id = ANY(ids)).
 */
export const pathCondition = (registry: Registry, type: NormalizedType, path: string[], ids: number[], alias: string): RawBuilder<boolean> => {
  const [step, ...rest] = path;
  const idArray = sql`${sql.val(ids)}::integer[]`;
  if (step === 'id') return sql<boolean>`${sql.ref(`${alias}.id`)} = ANY(${idArray})`;
  const field = type.fields.find((f) => f.name === step)!;
  const column = sql.ref(`${alias}.${field.column}`);
  if (!rest.length) return sql<boolean>`${column} = ANY(${idArray})`;
  const next = registry.types[field.typename!];
  if (rest.length === 1 && rest[0] === 'id') return sql<boolean>`${column} = ANY(${idArray})`;
  const inner = `s${path.length}`;
  return sql<boolean>`${column} IN (SELECT ${sql.ref(`${inner}.id`)} FROM ${sql.table(next.table)} AS ${sql.table(inner)} WHERE ${pathCondition(registry, next, rest, ids, inner)})`;
};

/** The WHERE condition that limits `alias` rows to what the access allows. */
export const accessFilter = (registry: Registry, type: NormalizedType, access: Access, alias = 't'): RawBuilder<boolean> => {
  if (access.all) return sql<boolean>`true`;
  const parts = Object.entries(access.byKind)
    .filter(([kind, ids]) => ids.length && type.ownership[kind as OwnerKind])
    .map(([kind, ids]) => pathCondition(registry, type, type.ownership[kind as OwnerKind]!, ids, alias));
  return parts.length ? sql<boolean>`(${sql.join(parts, sql` OR `)})` : sql<boolean>`false`;
};

/** SQL for the id of the record that owns row `alias` (its organisation, say), following the path. */
export const ownerIdSql = (registry: Registry, type: NormalizedType, path: string[], alias: string): RawBuilder<number | null> => {
  const [step, ...rest] = path;
  if (step === 'id') return sql<number>`${sql.ref(`${alias}.id`)}`;
  const field = type.fields.find((f) => f.name === step)!;
  const column = sql.ref(`${alias}.${field.column}`);
  if (!rest.length || (rest.length === 1 && rest[0] === 'id')) return sql<number | null>`${column}`;
  const next = registry.types[field.typename!];
  const inner = `s${path.length}`;
  return sql<
    number | null
  >`(SELECT ${ownerIdSql(registry, next, rest, inner)} FROM ${sql.table(next.table)} AS ${sql.table(inner)} WHERE ${sql.ref(`${inner}.id`)} = ${column})`;
};

/** Which of these ids are rows the access allows (one query, whatever the number of ids). */
export const allowedIds = async (db: Db, registry: Registry, type: NormalizedType, access: Access, ids: readonly number[]): Promise<Set<number>> => {
  if (!ids.length || !canAtAll(access)) return new Set();
  const { rows } = await sql<{ id: number }>`SELECT t.id FROM ${sql.table(type.table)} AS t
    WHERE t.id = ANY(${sql.val([...ids])}::integer[]) AND ${accessFilter(registry, type, access)}`.execute(db);
  return new Set(rows.map((r) => r.id));
};
