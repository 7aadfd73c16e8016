import type { Role } from '../../metadata/normalized.ts';
import type { ViewerAccess } from '../../shared/viewerAccess.ts';

/** A linked record as the shell queries return it. */
interface NamedLink {
  id: string;
  readminName: string;
}

/** The CurrentUser of spec 000 §3.2, as selected by CURRENT_USER_FIELDS. */
export interface CurrentUser {
  id: string;
  email: string;
  isAdmin: boolean;
  onsenUrl?: string | null;
  /** The scorekeeper app's address (the Dashboard's Scorekeeper panel). */
  scorekeeperUrl?: string | null;
  orgAdmins: { id: string; orgId: string; org: NamedLink | null }[];
  venueAdmins: { id: string; venueId: string; venue: NamedLink | null }[];
  apiAdmins: { id: string; apiPartnerId: string; apiPartner: NamedLink | null }[];
  /** This user's roles' grants and actions, which the console's registry gets back on sign-in (registry.ts). */
  access: ViewerAccess;
  /** Help, and the platform tools the server has addresses for (src/server/config/externalLinks.ts). */
  externalLinks: { key: string; label: string; url: string }[];
}

/** What authProvider.getPermissions returns: the user's roles and the records each role other than platform admin covers (its memberships). */
export interface Permissions {
  roles: Role[];
  orgIds: string[];
  venueIds: string[];
  apiPartnerIds: string[];
}

export const permissionsOf = (user: Pick<CurrentUser, 'isAdmin' | 'orgAdmins' | 'venueAdmins' | 'apiAdmins'>): Permissions => {
  const roles: Role[] = [];
  if (user.isAdmin) roles.push('platformAdmin');
  if (user.orgAdmins.length) roles.push('orgAdmin');
  if (user.venueAdmins.length) roles.push('venueAdmin');
  if (user.apiAdmins.length) roles.push('apiPartnerAdmin');
  return {
    roles,
    orgIds: user.orgAdmins.map((a) => a.orgId),
    venueIds: user.venueAdmins.map((a) => a.venueId),
    apiPartnerIds: user.apiAdmins.map((a) => a.apiPartnerId),
  };
};

/** Spec 000 §2.11: a user with none of these roles sees 'No Access'. */
export const hasAdminAccess = (user: CurrentUser): boolean => permissionsOf(user).roles.length > 0;
