import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/database.ts';
import type { NormalizedAssociation, NormalizedType, OwnerKind, Registry } from '../../../src/metadata/normalized.ts';
import { ownerIdSql } from '../../../src/server/access/ownership.ts';
import type { MatrixRole } from './expectations.ts';

/** What a role's rows are owned by: the organisations, venues or partners it administers. */
export interface Scope {
  kind: OwnerKind;
  ids: number[];
}

/** The row of a type inside a role's scope and one outside it, or why the demo data has none. */
export interface RowPair {
  own: number | null;
  foreign: number | null;
  /** Listed gaps: why a row is missing (the cells that need it say so instead of passing silently). */
  gaps: string[];
  /** The type is not owned by the role's kind of scope: the role has no own row by design, every row is foreign. */
  unowned: boolean;
}

/**
 * The user rows behind the demo roles: removing one would take a role away in the middle of the matrix, so the
 * own row a remove targets is never one of them.
 */
const ROLE_TABLES = new Set(['org_admins', 'venue_admins', 'api_admins', 'scorekeeper_users']);

/** SQL for the owner (of `kind`) of row `t`, or null when the type has no such ownership path. */
export const ownerOf = (registry: Registry, type: NormalizedType, kind: OwnerKind) => {
  const path = type.ownership[kind];
  return path ? ownerIdSql(registry, type, path, 't') : null;
};

/**
 * The first row of a type under the scope's owners and the first under another owner, following the type's
 * ownership path by SQL. With no scope (a type nobody but platform admins owns) the first and the last row. A type
 * not owned by the scope's kind has no own row for that role: every row is foreign to it (not a gap of the demo data).
 */
export const pickRows = async (
  db: Db,
  registry: Registry,
  type: NormalizedType,
  scope: Scope | null,
  opts: { lastOwn?: boolean; demoUserIds?: number[] } = {},
): Promise<RowPair> => {
  const owner = scope && ownerOf(registry, type, scope.kind);
  const notRole = opts.demoUserIds && ROLE_TABLES.has(type.table) ? sql`AND t.user_id <> ALL(${sql.val(opts.demoUserIds)}::integer[])` : sql``;
  const first = async (condition: ReturnType<typeof sql>, last = false) =>
    (
      await sql<{ id: number }>`SELECT t.id FROM ${sql.table(type.table)} AS t WHERE ${condition} ${notRole}
        ORDER BY t.id ${sql.raw(last ? 'DESC' : 'ASC')} LIMIT 1`.execute(db)
    ).rows[0]?.id ?? null;
  const pair: RowPair = { own: null, foreign: null, gaps: [], unowned: false };
  if (!scope) {
    pair.own = await first(sql`true`, opts.lastOwn);
    pair.foreign = await first(sql`t.id <> ${pair.own ?? 0}`, !opts.lastOwn);
    if (pair.own === null) pair.gaps.push('no demo row at all');
    if (pair.foreign === null && pair.own !== null) pair.gaps.push('only one demo row: no second row');
    return pair;
  }
  const ids = sql`${sql.val(scope.ids)}::integer[]`;
  if (!owner) {
    pair.unowned = true;
    pair.foreign = await first(sql`true`);
  } else {
    pair.own = await first(sql`${owner} = ANY(${ids})`, opts.lastOwn);
    pair.foreign = await first(sql`${owner} IS NOT NULL AND NOT (${owner} = ANY(${ids}))`);
    if (pair.own === null) pair.gaps.push(`no demo row under the ${scope.kind} ${scope.ids.join(', ')}`);
  }
  if (pair.foreign === null) pair.gaps.push(owner ? `no demo row under another ${scope.kind}` : 'no demo row at all');
  return pair;
};

/** Ids among `ids` whose owner lies in the scope (a platform admin's scope is every row). */
export const ownedAmong = async (db: Db, registry: Registry, type: NormalizedType, scope: Scope | 'all', ids: number[]): Promise<Set<number>> => {
  if (!ids.length) return new Set();
  const owner = scope === 'all' ? sql`true` : ownerOf(registry, type, scope.kind);
  if (!owner) return new Set();
  const condition = scope === 'all' ? sql`true` : sql`${owner} = ANY(${sql.val(scope.ids)}::integer[])`;
  const { rows } = await sql<{ id: number }>`SELECT t.id FROM ${sql.table(type.table)} AS t
    WHERE t.id = ANY(${sql.val(ids)}::integer[]) AND ${condition}`.execute(db);
  return new Set(rows.map((r) => r.id));
};

/** The ids of rows of `type` whose reference field `name` points at any of `targets`. */
const pointingAt = async (db: Db, type: NormalizedType, name: string, targets: number[]): Promise<number[]> => {
  const field = type.fields.find((f) => f.name === name)!;
  const column = sql`t.${sql.ref(field.column)}`;
  const match = field.type === 'references' ? sql`${column} && ${sql.val(targets)}::integer[]` : sql`${column} = ANY(${sql.val(targets)}::integer[])`;
  const { rows } = await sql<{ id: number }>`SELECT t.id FROM ${sql.table(type.table)} AS t WHERE ${match}`.execute(db);
  return rows.map((r) => r.id);
};

/** The ids of rows `ids` of `type` point at through reference field `name` (unnested for references). */
const pointedAt = async (db: Db, type: NormalizedType, name: string, ids: number[]): Promise<number[]> => {
  const field = type.fields.find((f) => f.name === name)!;
  const column = sql`t.${sql.ref(field.column)}`;
  const value = field.type === 'references' ? sql`unnest(${column})` : column;
  const { rows } = await sql<{ id: number | null }>`SELECT DISTINCT ${value} AS id FROM ${sql.table(type.table)} AS t
    WHERE t.id = ANY(${sql.val(ids)}::integer[])`.execute(db);
  return rows.flatMap((r) => (r.id === null ? [] : [r.id]));
};

/** The ids of the rows of `child` that reach any of `targets` along any of the reference paths `via`, followed one step at a time from the targets' end. */
const reaching = async (db: Db, registry: Registry, child: NormalizedType, via: string[], targets: number[]): Promise<number[]> => {
  const found = new Set<number>();
  for (const path of via) {
    // The type at each step: child, then the type each reference leads to.
    const steps = path.split('.');
    const types = [child];
    for (const step of steps.slice(0, -1)) types.push(registry.types[types.at(-1)!.fields.find((f) => f.name === step)!.typename!]);
    let at = targets;
    for (let i = steps.length - 1; i >= 0 && at.length; i--) at = await pointingAt(db, types[i], steps[i], at);
    for (const id of at) found.add(id);
  }
  return [...found].sort((a, b) => a - b);
};

/**
 * The ids of the rows of an association of record `parentId` of `parent`: its `from` path walked a step at
 * a time (references forward, associations through their own via), then the rows whose `via` reaches them.
 */
export const childrenOf = async (
  db: Db,
  registry: Registry,
  parent: NormalizedType,
  association: NormalizedAssociation,
  parentId: number,
): Promise<number[]> => {
  let anchors = [parentId];
  let at = parent;
  for (const step of association.from) {
    const field = at.fields.find((f) => f.name === step);
    if (field) {
      anchors = await pointedAt(db, at, step, anchors);
      at = registry.types[field.typename!];
    } else {
      const inner = at.associations[step];
      at = registry.types[inner.typename];
      anchors = await reaching(db, registry, at, inner.via, anchors);
    }
  }
  if (!association.via.length) return [...anchors].sort((a, b) => a - b);
  return reaching(db, registry, registry.types[association.typename], association.via, anchors);
};

/** A row as stored, to compare before and after a refused write (null: the row is gone). */
export const snapshot = async (db: Db, type: NormalizedType, id: number): Promise<string | null> => {
  const { rows } = await sql<{ row: unknown }>`SELECT to_jsonb(t) AS row FROM ${sql.table(type.table)} AS t WHERE t.id = ${id}`.execute(db);
  return rows[0] ? JSON.stringify(rows[0].row) : null;
};

export const rowCount = async (db: Db, type: NormalizedType): Promise<number> =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(type.table)}`.execute(db)).rows[0].n;

type RoleScopes = Record<'orgAdmin' | 'venueAdmin' | 'apiPartnerAdmin', Scope>;

/**
 * The scope a role's rows are judged by. Roles without one of their own (platform admins, scorekeeper-only users,
 * anonymous visitors) take the first kind the type is owned by, organisation first; null for a platform type.
 */
export const scopeOf = (role: MatrixRole, type: NormalizedType, scopes: RoleScopes): Scope | null => {
  if (role === 'orgAdmin' || role === 'venueAdmin' || role === 'apiPartnerAdmin') return scopes[role];
  return [scopes.orgAdmin, scopes.apiPartnerAdmin, scopes.venueAdmin].find((s) => type.ownership[s.kind]) ?? null;
};
