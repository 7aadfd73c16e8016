import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
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

/** One query for the user and the ids behind every role (an array per role). */
export const loadViewer = (db: Db, registry: Registry, userId: number): Promise<Viewer | null> =>
  queryViewer(db, registry, (users) => users.where('u.id', '=', userId));

/**
 * The viewer of a live session (by its token's hash), in the same one query: a request pays one round trip
 * for who is asking, not one for the session and another for the user.
 */
export const loadSessionViewer = (db: Db, registry: Registry, tokenHash: string): Promise<Viewer | null> =>
  queryViewer(db, registry, (users) =>
    users.where('u.id', '=', sql<number>`(SELECT s.user_id FROM sessions AS s WHERE s.token_hash = ${tokenHash} AND s.expires_at > now())`),
  );

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the users table's query, narrowed by the caller
type UserQuery = SelectQueryBuilder<any, any, any>;

const queryViewer = async (db: Db, registry: Registry, which: (users: UserQuery) => UserQuery): Promise<Viewer | null> => {
  const userType = registry.types.User;
  const roleArrays = Object.entries(ROLE_SOURCES).map(([role, src]) => {
    const type = registry.types[src.typename];
    const column = type.fields.find((f) => f.name === src.field)!.column;
    const userColumn = type.fields.find((f) => f.name === 'user')!.column;
    return sql<number[]>`ARRAY(SELECT r.${sql.ref(column)} FROM ${sql.table(type.table)} AS r WHERE r.${sql.ref(userColumn)} = u.id)`.as(role);
  });
  const user = await which(db.selectFrom(`${userType.table} as u`).select(['u.id', 'u.email', 'u.admin', ...roleArrays])).executeTakeFirst();
  if (!user) return null;
  const memberships = Object.fromEntries(
    Object.entries(ROLE_SOURCES).map(([role, src]) => [role, { kind: src.kind, ids: (user[role] as number[]) ?? [] }]),
  );
  return {
    userId: user.id as number,
    email: user.email as string,
    isAdmin: user.admin as boolean,
    memberships: memberships as Viewer['memberships'],
  };
};
