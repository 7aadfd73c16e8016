import { useGetIdentity, usePermissions } from 'react-admin';
import type { Permissions } from '../auth/currentUser.ts';
import type { ActionUser } from './listActions.ts';

/** The signed-in user with their roles, as action roles and availability conditions read it; undefined while loading. */
export const useActionUser = (): ActionUser | undefined => {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<Permissions | null>();
  if (!identity || !permissions) return undefined;
  return { ...identity, roles: permissions.roles };
};
