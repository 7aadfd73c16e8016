import { useGetIdentity, usePermissions } from 'react-admin';
import type { Role } from '../../metadata/normalized.ts';
import type { Permissions } from '../auth/currentUser.ts';

export interface DialogUser extends Record<string, unknown> {
  isAdmin: boolean;
  roles: Role[];
}

/** The signed-in user as actions read it (roles, availability conditions, admin-only fields); undefined while loading. */
export const useDialogUser = (): DialogUser | undefined => {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<Permissions | null>();
  if (!identity || !permissions) return undefined;
  return { ...identity, isAdmin: identity.isAdmin === true, roles: permissions.roles };
};
