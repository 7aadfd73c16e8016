import type { AuthProvider, UserIdentity } from 'react-admin';
import { INVALID_LOGIN, isUnauthenticated } from './authErrors.ts';
import { forgetBoot } from './bootData.ts';
import { permissionsOf, type CurrentUser } from './currentUser.ts';
import type { SessionApi } from './sessionApi.ts';
import { setViewerAccess } from './viewerAccessState.ts';
import { loginKeepingHash, signedOutError } from './signedOutError.ts';

export type ConsoleIdentity = UserIdentity & CurrentUser;

export interface AuthProviderOptions {
  /** Forgets every cached record (the Apollo store) when the session ends. */
  clearCaches?: () => Promise<unknown>;
}

/**
 * Session handling (spec 000 §2.5, §2.6, §4.6). The current user is fetched once and kept until login or
 * logout, so the checkAuth react-admin runs on every page costs no request; a request the API refuses
 * as UNAUTHENTICATED ends it (checkError).
 *
 * @example const authProvider = createAuthProvider(graphqlSession(), { clearCaches: () => client.clearStore() });
 */
export const createAuthProvider = (session: SessionApi, { clearCaches }: AuthProviderOptions = {}): AuthProvider => {
  let cached: Promise<CurrentUser | null> | null = null;
  // react-admin also calls logout() to send a signed-out visitor to the login page: no mutation then.
  let signedIn = false;

  /**
   * The one place the signed-in user changes: loaded, signed in, or gone (null). The console's registry
   * gets exactly this user's access back (viewerAccessState.ts), so no earlier user's grants outlive a sign-out.
   */
  const settle = (user: CurrentUser | null): CurrentUser | null => {
    signedIn = Boolean(user);
    if (!user) {
      cached = null;
      forgetBoot();
    }
    setViewerAccess(user?.access ?? null);
    return user;
  };

  const currentUser = (): Promise<CurrentUser | null> => {
    cached ??= session.currentUser().then(settle, (error: unknown) => {
      if (!isUnauthenticated(error)) console.error(error);
      return settle(null);
    });
    return cached;
  };

  const forget = async () => {
    settle(null);
    await clearCaches?.();
  };

  return {
    async login({ email, password }: { email: string; password: string }) {
      try {
        cached = Promise.resolve(settle(await session.login(email, password)));
      } catch (error) {
        // Only a refused login reads as bad credentials; a server or network failure keeps its message.
        const refused = ((error as { graphQLErrors?: unknown[] }).graphQLErrors?.length ?? 0) > 0;
        throw refused ? new Error(INVALID_LOGIN) : error;
      }
    },

    async logout(params?: { signOut?: boolean }) {
      if (signedIn || params?.signOut) await session.logout().catch(() => undefined);
      await forget();
      // A signed-out visitor sent to the login page (react-admin's LogoutOnMount) comes back with the page's hash.
      return loginKeepingHash();
    },

    async checkAuth() {
      if (!(await currentUser())) throw signedOutError();
    },

    async checkError(error: unknown) {
      if (isUnauthenticated(error)) {
        await forget(); // the server already ended the session
        throw error;
      }
    },

    async getIdentity(): Promise<ConsoleIdentity> {
      const user = await currentUser();
      if (!user) throw new Error('Not signed in');
      return { ...user, fullName: user.email };
    },

    async getPermissions() {
      const user = await currentUser();
      return user ? permissionsOf(user) : null;
    },
  };
};
