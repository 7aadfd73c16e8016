import { sql, type CompiledQuery, type SelectQueryBuilder } from 'kysely';
import { runtimeTables, type Db } from '../db/database.ts';
import type { Registry, Role, OwnerKind } from '../../metadata/normalized.ts';

/** Who is asking, with the ids of everything each of their roles covers. */
export interface Viewer {
  userId: number;
  email: string;
  isAdmin: boolean;
  memberships: Record<Exclude<Role, 'platformAdmin'>, { kind: OwnerKind; ids: number[] }>;
}

/** The record types whose rows grant a role, and the reference that names what the role administers. */
const ROLE_SOURCES = {
  orgAdmin: { typename: 'OrgAdmin', field: 'org', kind: 'org' },
  venueAdmin: { typename: 'VenueAdmin', field: 'venue', kind: 'venue' },
  apiPartnerAdmin: { typename: 'ApiAdmin', field: 'apiPartner', kind: 'apiPartner' },
  scorekeeper: { typename: 'ScorekeeperUser', field: 'org', kind: 'org' },
} as const;

/** The tables a session's viewer is read from: a change to any of them must reach every process's ViewerCache. */
export const viewerTables = (registry: Registry): string[] => [
  'sessions',
  registry.types.User.table,
  ...Object.values(ROLE_SOURCES).map((src) => registry.types[src.typename].table),
];

/** One query for the user and the ids behind every role (an array per role). */
export const loadViewer = async (db: Db, registry: Registry, userId: number): Promise<Viewer | null> => {
  const user = await viewerSelect(db, registry, (users) => users.where('u.id', '=', userId)).executeTakeFirst();
  return user ? toViewer(user as UserRow) : null;
};

/** The viewer of a live session and when the session ends (a cached viewer must not outlive it). */
export interface SessionViewer {
  viewer: Viewer;
  expiresAt: Date;
}

/**
 * The viewer of a live session (by its token's hash), in the same one query: a request pays one round trip
 * for who is asking, not one for the session and another for the user. Every request asks this, so the
 * statement is built and compiled once per database and registry; each request only puts in its hash.
 */
export const loadSessionViewer = async (db: Db, registry: Registry, tokenHash: string): Promise<SessionViewer | null> => {
  const compiled = sessionViewerQuery(db, registry);
  const parameters = compiled.parameters.map((p) => (p === TOKEN_HASH_SLOT ? tokenHash : p));
  const { rows } = await db.executeQuery<SessionRow>({ ...compiled, parameters });
  return rows.length ? { viewer: toViewer(rows[0]), expiresAt: new Date(rows[0].session_expires_at) } : null;
};

/** Stands for the token's hash in the compiled statement (a real hash is hex, so it cannot collide). */
const TOKEN_HASH_SLOT = '<session token hash>';

type SessionRow = UserRow & { session_expires_at: Date | string };

const sessionViewerQueries = new WeakMap<Db, WeakMap<Registry, CompiledQuery<SessionRow>>>();

const sessionViewerQuery = (db: Db, registry: Registry): CompiledQuery<SessionRow> => {
  let byRegistry = sessionViewerQueries.get(db);
  if (!byRegistry) sessionViewerQueries.set(db, (byRegistry = new WeakMap()));
  let compiled = byRegistry.get(registry);
  if (!compiled) {
    const live = (users: UserQuery) =>
      users
        .innerJoin('sessions as s', 's.user_id', 'u.id')
        .where('s.token_hash', '=', TOKEN_HASH_SLOT)
        .where('s.expires_at', '>', sql<Date>`now()`)
        .select('s.expires_at as session_expires_at');
    compiled = viewerSelect(db, registry, live).compile() as CompiledQuery<SessionRow>;
    byRegistry.set(registry, compiled);
  }
  return compiled;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the users table's query, narrowed by the caller
type UserQuery = SelectQueryBuilder<any, any, any>;

/** A user row with an array of ids per role (ROLE_SOURCES). */
type UserRow = { id: number; email: string; admin: boolean } & Record<string, unknown>;

const viewerSelect = (db: Db, registry: Registry, which: (users: UserQuery) => UserQuery): UserQuery => {
  const userType = registry.types.User;
  const roleArrays = Object.entries(ROLE_SOURCES).map(([role, src]) => {
    const type = registry.types[src.typename];
    const column = type.fields.find((f) => f.name === src.field)!.column;
    const userColumn = type.fields.find((f) => f.name === 'user')!.column;
    return sql<number[]>`ARRAY(SELECT r.${sql.ref(column)} FROM ${sql.table(type.table)} AS r WHERE r.${sql.ref(userColumn)} = u.id)`.as(role);
  });
  return which(
    runtimeTables(db)
      .selectFrom(`${userType.table} as u`)
      .select(['u.id', 'u.email', 'u.admin', ...roleArrays]),
  );
};

/** Frozen all the way down: one viewer may serve many requests (see viewerCache.ts), so none may change it. */
const toViewer = (user: UserRow): Viewer => {
  const memberships = Object.fromEntries(
    Object.entries(ROLE_SOURCES).map(([role, src]) => [role, Object.freeze({ kind: src.kind, ids: Object.freeze((user[role] as number[]) ?? []) })]),
  );
  return Object.freeze({
    userId: user.id,
    email: user.email,
    isAdmin: user.admin,
    memberships: Object.freeze(memberships) as Viewer['memberships'],
  });
};
