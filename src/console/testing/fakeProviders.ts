import type { AuthProvider } from 'react-admin';
import { createAuthProvider } from '../auth/authProvider.ts';
import type { CurrentUser } from '../auth/currentUser.ts';
import { GraphqlRequestError } from '../auth/postGraphql.ts';

/**
 * In-memory stand-in for the session, shared by component tests and stories: the real authProvider over
 * a fake session (the data side is fixtureDataProvider.ts). Nothing here talks to a server.
 */
export const fakeAuthProvider = (user: CurrentUser | null, { password = 'secret', signedIn = true } = {}): AuthProvider & { calls: string[] } => {
  let current = signedIn ? user : null;
  const calls: string[] = [];
  const refused = () => new GraphqlRequestError([{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }]);
  const provider = createAuthProvider({
    currentUser: async () => {
      if (!current) throw refused();
      return current;
    },
    login: async (_email, pw) => {
      calls.push('login');
      if (pw !== password || !user) throw new GraphqlRequestError([{ message: 'Invalid email or password.' }]);
      current = user;
      return user;
    },
    logout: async () => {
      calls.push('logout');
      current = null;
    },
  });
  return Object.assign(provider, { calls });
};
