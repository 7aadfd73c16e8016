import type { Db } from '../db/database.ts';
import type { Registry, Role, ScopeKind } from '../../metadata/normalized.ts';

/** Who is asking, with the ids of everything each of their roles covers. */
export interface Viewer {
  userId: number;
  email: string;
  isAdmin: boolean;
  scopes: Record<Exclude<Role, 'platformAdmin'>, { kind: ScopeKind; ids: number[] }>;
}

/** The record types whose rows grant a role, and the reference that names the scope. */
const ROLE_SOURCES = {
  orgAdmin: { typename: 'OrgAdmin', field: 'org', kind: 'org' },
  venueAdmin: { typename: 'VenueAdmin', field: 'venue', kind: 'venue' },
  apiPartnerAdmin: { typename: 'ApiAdmin', field: 'apiPartner', kind: 'apiPartner' },
  scorekeeper: { typename: 'ScorekeeperUser', field: 'org', kind: 'org' },
} as const;

export const loadViewer = async (db: Db, registry: Registry, userId: number): Promise<Viewer | null> => {
  const userType = registry.types.User;
  const user = await db.selectFrom(userType.table).select(['id', 'email', 'admin']).where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const entries = await Promise.all(
    Object.entries(ROLE_SOURCES).map(async ([role, src]) => {
      const type = registry.types[src.typename];
      const column = type.fields.find((f) => f.name === src.field)!.column;
      const userColumn = type.fields.find((f) => f.name === 'user')!.column;
      const rows = await db.selectFrom(type.table).select(column).where(userColumn, '=', userId).execute();
      return [role, { kind: src.kind, ids: rows.map((r) => r[column] as number) }] as const;
    }),
  );
  return {
    userId: user.id as number,
    email: user.email as string,
    isAdmin: user.admin as boolean,
    scopes: Object.fromEntries(entries) as Viewer['scopes'],
  };
};

export const hasAnyAdminRole = (v: Viewer): boolean =>
  v.isAdmin || Object.entries(v.scopes).some(([role, s]) => role !== 'scorekeeper' && s.ids.length > 0);
