import type { ViewerAccess } from '../../shared/viewerAccess.ts';

let current: ViewerAccess | null = null;
const listeners = new Set<(access: ViewerAccess | null) => void>();

/**
 * The signed-in user's access (currentUser.access), or null when signed out; the authProvider alone sets
 * it. Kept apart from registry.ts so that the login page, whose authProvider sets it, loads no registry.
 */
export const setViewerAccess = (access: ViewerAccess | null): void => {
  current = access;
  for (const listener of listeners) listener(access);
};

export const viewerAccessNow = (): ViewerAccess | null => current;

/** Calls `listener` with the access now and on every change. */
export const onViewerAccess = (listener: (access: ViewerAccess | null) => void): void => {
  listeners.add(listener);
  listener(current);
};
