import type { AuthProvider, DataProvider } from 'react-admin';
import { createAuthProvider } from '../auth/authProvider.ts';
import type { CurrentUser } from '../auth/currentUser.ts';
import { GraphqlRequestError } from '../auth/postGraphql.ts';
import { SHELL, type ShellOrg } from '../graphql/shellResources.ts';

/**
 * In-memory stand-ins for the API, shared by component tests and stories: the real authProvider over
 * a fake session, and a dataProvider over fixture rows. Nothing here talks to a server.
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

export interface Fixtures {
  /** Rows per route, as readminObjects returns them. */
  rows?: Record<string, Record<string, unknown>[]>;
  /** Full records for getOne, per route and id (default: the row). */
  records?: Record<string, Record<string, Record<string, unknown>>>;
  orgs?: Record<string, ShellOrg>;
  /** Rows of association tabs, by association name. */
  associations?: Record<string, Record<string, unknown>[]>;
}

type Call = { method: string; resource: string; params: unknown };

/** A dataProvider answering from fixtures; `calls` records what the console asked for. */
export const fixtureDataProvider = ({ rows = {}, records = {}, orgs = {}, associations = {} }: Fixtures = {}): DataProvider & { calls: Call[] } => {
  const calls: Call[] = [];
  const log = (method: string, resource: string, params: unknown) => calls.push({ method, resource, params });
  const missing = () => Object.assign(new Error('Record Not Found'), { status: 404 });
  const provider = {
    getList: async (resource: string, params: { pagination?: { page: number; perPage: number }; meta?: Record<string, unknown> }) => {
      log('getList', resource, params);
      const all =
        resource === SHELL.association ? (associations[String(params.meta?.association)] ?? [])
        : resource === SHELL.search ? Object.values(rows).flat().map((r) => ({ ...r, id: `x:${String(r.id)}`, typename: 'Org' }))
        : (rows[resource] ?? []);
      const { page = 1, perPage = all.length } = params.pagination ?? {};
      return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
    },
    getOne: async (resource: string, params: { id: string }) => {
      log('getOne', resource, params);
      if (resource === SHELL.org) return { data: orgs[params.id] ?? { id: params.id, name: null, timeZone: null, usePublicLeaguePages: false, venues: [] } };
      if (resource === SHELL.apiPartner) return { data: { id: params.id, name: `Partner ${params.id}`, timeZone: null } };
      const record = records[resource]?.[params.id] ?? rows[resource]?.find((r) => String(r.id) === params.id);
      if (!record) throw missing();
      return { data: record };
    },
    getMany: async (resource: string, params: { ids: string[] }) => {
      log('getMany', resource, params);
      if (resource === SHELL.org) return { data: params.ids.map((id) => orgs[id]).filter(Boolean) };
      return { data: (rows[resource] ?? []).filter((r) => params.ids.includes(String(r.id))) };
    },
  };
  const unsupported = async () => Promise.reject(new Error('not in fixtures'));
  return Object.assign(
    { ...provider, getManyReference: unsupported, create: unsupported, update: unsupported, updateMany: unsupported, delete: unsupported, deleteMany: unsupported } as unknown as DataProvider,
    { calls },
  );
};
