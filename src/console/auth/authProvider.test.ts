import { describe, expect, it } from 'vitest';
import { registry } from '../testing/allTypes.ts';
import { orgAdmin } from '../testing/fixtures.ts';
import { createAuthProvider } from './authProvider.ts';
import type { CurrentUser } from './currentUser.ts';
import { GraphqlRequestError } from './postGraphql.ts';
import type { SessionApi } from './sessionApi.ts';

const unauthenticated = () => new GraphqlRequestError([{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }]);

/** A server session in memory; `calls` lists what the console asked for. */
const fakeSession = (signedIn: boolean) => {
  const state = { signedIn, calls: [] as string[] };
  const session: SessionApi = {
    currentUser: async () => {
      state.calls.push('currentUser');
      if (!state.signedIn) throw unauthenticated();
      return orgAdmin;
    },
    login: async (_email, password): Promise<CurrentUser> => {
      state.calls.push('login');
      if (password !== 'right') throw new GraphqlRequestError([{ message: 'Invalid email or password.' }]);
      state.signedIn = true;
      return orgAdmin;
    },
    logout: async () => {
      state.calls.push('logout');
      state.signedIn = false;
    },
  };
  return { state, session };
};

describe('authProvider', () => {
  it('rejects checkAuth for a signed-out visitor, and does not log out on the server then', async () => {
    const { state, session } = fakeSession(false);
    const auth = createAuthProvider(session);
    await expect(auth.checkAuth({})).rejects.toBeDefined();
    await auth.logout({});
    expect(state.calls).toEqual(['currentUser']);
  });

  it('logs in, then answers checkAuth, identity and permissions without asking again', async () => {
    const { state, session } = fakeSession(false);
    const auth = createAuthProvider(session);
    await auth.login({ email: orgAdmin.email, password: 'right' });
    await auth.checkAuth({});
    expect(await auth.getIdentity!()).toMatchObject({ email: orgAdmin.email, fullName: orgAdmin.email });
    expect(await auth.getPermissions!({})).toEqual({ roles: ['orgAdmin'], orgIds: ['10'], venueIds: [], apiPartnerIds: [] });
    expect(state.calls).toEqual(['login']);
  });

  it("puts the signed-in user's access into the console's registry, and takes it out on sign-out", async () => {
    const { Game } = registry.types;
    const mayRun = (name: string) => Game.actions.find((a) => a.name === name)?.roles;
    const auth = createAuthProvider(fakeSession(false).session);
    await expect(auth.checkAuth({})).rejects.toBeDefined();
    expect(mayRun('enablePotw')).toEqual([]); // signed out: the bundle grants nothing
    await auth.login({ email: orgAdmin.email, password: 'right' });
    expect(Object.keys(Game.permissions)).toEqual(['orgAdmin']);
    expect(mayRun('enablePotw')).toEqual(['orgAdmin']);
    expect(mayRun('delete')).toEqual([]); // platform admins only: never sent to an organisation admin
    await auth.logout({ signOut: true });
    expect(Game.permissions).toEqual({});
    expect(mayRun('enablePotw')).toEqual([]);
  });

  it('turns a refused login into the one login message, and keeps other failures', async () => {
    await expect(createAuthProvider(fakeSession(false).session).login({ email: 'a@b.c', password: 'wrong' })).rejects.toThrow(
      'Invalid email or password.',
    );
    const down: SessionApi = { ...fakeSession(false).session, login: async () => Promise.reject(new TypeError('Failed to fetch')) };
    await expect(createAuthProvider(down).login({ email: 'a@b.c', password: 'x' })).rejects.toThrow('Failed to fetch');
  });

  it('logs out on the server and clears the caches', async () => {
    const { state, session } = fakeSession(true);
    let cleared = 0;
    const auth = createAuthProvider(session, { clearCaches: async () => cleared++ });
    await auth.checkAuth({});
    await auth.logout({ signOut: true });
    await expect(auth.checkAuth({})).rejects.toBeDefined();
    expect(state.calls).toEqual(['currentUser', 'logout', 'currentUser']);
    expect(cleared).toBe(1);
  });

  it('treats only UNAUTHENTICATED as a reason to sign out', async () => {
    const auth = createAuthProvider(fakeSession(true).session);
    await expect(auth.checkError({ body: { graphQLErrors: [{ extensions: { code: 'UNAUTHENTICATED' } }] } })).rejects.toBeDefined();
    await expect(auth.checkError({ body: { graphQLErrors: [{ message: 'Name is required' }] } })).resolves.toBeUndefined();
  });
});
