import { ownEntry, type Grant, type Registry, type Role } from '../metadata/normalized.ts';

/**
 * What one signed-in user's roles may do, as currentUser.access brings it to the console: per record type
 * the user's roles can reach, the type's grants of those roles only and, by action name, which of those
 * roles may run each action. The console bundle holds neither (src/generator/consoleRegistry.ts strips
 * `permissions` and action `roles`): it is public, so the permission model comes only after sign-in.
 */
export interface ViewerAccess {
  types: Record<string, { permissions: Partial<Record<Role, Grant[]>>; actions: Record<string, Role[]> }>;
}

/** The access of a user holding `roles`, computed from the full registry (the server's, or the tests' copy of it). */
export const viewerAccess = (registry: Registry, roles: readonly Role[]): ViewerAccess => {
  const types: ViewerAccess['types'] = {};
  for (const type of Object.values(registry.types)) {
    const permissions = Object.fromEntries(roles.filter((r) => type.permissions[r]?.length).map((r) => [r, type.permissions[r]]));
    const actions = Object.fromEntries(
      type.actions.map((a) => [a.name, a.roles.filter((r) => roles.includes(r))] as const).filter(([, mayRun]) => mayRun.length),
    );
    if (Object.keys(permissions).length || Object.keys(actions).length) types[type.typename] = { permissions, actions };
  }
  return { types };
};

/**
 * Puts a user's access back into a registry without any (the console's): every type's `permissions` and
 * every action's `roles` become that user's, or none at all for null (signed out), so code reading
 * `type.permissions[role]` and `action.roles` works unchanged and never sees an earlier user's access.
 */
export const applyViewerAccess = (registry: Registry, access: ViewerAccess | null): void => {
  for (const type of Object.values(registry.types)) {
    const granted = access ? ownEntry(access.types, type.typename) : undefined;
    type.permissions = { ...granted?.permissions } as Record<Role, Grant[]>;
    for (const action of type.actions) action.roles = (granted && ownEntry(granted.actions, action.name)) ?? [];
  }
};
