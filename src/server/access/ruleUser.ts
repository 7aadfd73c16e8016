import type { Role } from '../../metadata/normalized.ts';
import type { Viewer } from '../auth/viewer.ts';

/** The roles a viewer holds, as availability rules read them ({"var": "user.roles"}). */
export const rolesOf = (viewer: Viewer): Role[] => [
  ...(viewer.isAdmin ? (['platformAdmin'] as Role[]) : []),
  ...(Object.entries(viewer.memberships) as [Role, { ids: number[] }][]).filter(([, s]) => s.ids.length).map(([role]) => role),
];

/** The signed-in user as rules read it ({"var": "user.email"}): availability and a field's `defaultFrom`, as the console's. */
export const ruleUser = (viewer: Viewer) => ({ id: String(viewer.userId), email: viewer.email, isAdmin: viewer.isAdmin, roles: rolesOf(viewer) });
