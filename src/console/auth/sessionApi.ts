import { CURRENT_USER_QUERY, LOGIN_MUTATION, LOGOUT_MUTATION } from '../../shared/sessionDocuments.ts';
import { bootCurrentUser } from './bootData.ts';
import type { CurrentUser } from './currentUser.ts';
import { postGraphql, type PostOptions } from './postGraphql.ts';

/** The three session calls of spec 000 §7.2 and §7.4. */
export interface SessionApi {
  currentUser(): Promise<CurrentUser | null>;
  login(email: string, password: string): Promise<CurrentUser>;
  logout(): Promise<void>;
}

export const graphqlSession = (options: PostOptions = {}): SessionApi => ({
  // The page inlines the viewer's, or null when served signed out (bootData.ts): no request then.
  currentUser: async () => {
    const inlined = bootCurrentUser();
    return inlined !== undefined ? inlined : (await postGraphql<{ currentUser: CurrentUser | null }>(CURRENT_USER_QUERY, {}, options)).currentUser;
  },
  login: async (email, password) =>
    (await postGraphql<{ login: { currentUser: CurrentUser } }>(LOGIN_MUTATION, { input: { email, password } }, options)).login.currentUser,
  logout: async () => {
    await postGraphql(LOGOUT_MUTATION, {}, options);
  },
});
