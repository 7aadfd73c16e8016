import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { registry, startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { newSecretToken, hashSecretToken } from '../../src/server/auth/secretTokens.ts';
import { viewerTables } from '../../src/server/auth/viewer.ts';
import { MAX_VIEWER_AGE_MS, VIEWER_CHANGE_CHANNEL } from '../../src/server/auth/viewerCache.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const ME = '{ currentUser { email isAdmin } }';

/**
 * A change made straight in the database reaches the server through its NOTIFY: at COMMIT on PGlite, a moment
 * later on PostgreSQL. Waited for, but for far less than a kept viewer lasts without news (MAX_VIEWER_AGE_MS),
 * so a change that was never heard fails the test instead of ageing out.
 */
const heard = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: MAX_VIEWER_AGE_MS / 3, interval: 50 });

/** A browser that sends `cookie` on every request, whatever the answers set. */
const withCookie = (server: TestServer, cookie: string) => {
  const client = new GraphqlClient(server.url);
  client.cookieHeader = () => cookie;
  return client;
};

const isAdmin = async (client: GraphqlClient) => (await client.request<{ currentUser: { isAdmin: boolean } }>(ME)).data!.currentUser.isAdmin;

/** The organisation admin made a platform admin straight in the database, then not: `client`'s answers follow both. */
const madeAdminAndBack = async (server: TestServer, client: GraphqlClient) => {
  const setAdmin = (admin: boolean) => server.database.db.updateTable('users').set({ admin }).where('email', '=', DEMO_USERS.orgAdmin).execute();
  await setAdmin(true);
  try {
    await heard(() => isAdmin(client)).toBe(true);
  } finally {
    await setAdmin(false);
  }
  await heard(() => isAdmin(client)).toBe(false);
};

describe.each(TEST_DATABASES)('the viewers a server keeps between requests, on %s', (kind) => {
  let server: TestServer;
  let queries = 0;
  const db = () => server.database.db;
  beforeAll(async () => {
    server = await startTestServer({ kind, onQuery: () => queries++ });
  });
  afterAll(() => server.close());

  /** The queries one request costs. */
  const costOf = async (client: GraphqlClient, query: string) => {
    const before = queries;
    const res = await client.request(query);
    expect(res.errors).toBeUndefined();
    return queries - before;
  };

  it("reads a session's viewer once: the next request costs one query less", async () => {
    const client = await signedIn(server.url, DEMO_USERS.orgAdmin);
    const first = await costOf(client, ME);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(await costOf(client, ME)).toBe(first - 1);
  });

  it('has the trigger that tells every process on every table a viewer is read from', async () => {
    const { rows } = await sql<{ table: string; events: number }>`SELECT c.relname AS table, t.tgtype::int AS events FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgfoid = 'readmin_notify_viewer_change'::regproc`.execute(db());
    expect(rows.map((r) => r.table).sort()).toEqual(viewerTables(registry).sort());
  });

  it('hears a user made an admin straight in the database, and made one no more', async () => {
    const client = await signedIn(server.url, DEMO_USERS.orgAdmin);
    expect(await isAdmin(client)).toBe(false);
    expect(await isAdmin(client)).toBe(false); // now kept
    await madeAdminAndBack(server, client);
  });

  it("hears a role row removed straight in the database: the organisation's records are out of reach", async () => {
    const client = await signedIn(server.url, DEMO_USERS.orgAdmin);
    const leagues = async () => {
      const res = await client.request<{ readminObjectsTotal: { value: number } }>(
        '{ readminObjectsTotal(typename: "League", orgId: "1") { value } }',
      );
      return res.errors ? res.errors[0].extensions!.code : res.data!.readminObjectsTotal.value;
    };
    const reachable = await leagues();
    expect(reachable).toBeGreaterThan(0);
    const roles = await db()
      .selectFrom('org_admins')
      .selectAll()
      .where('org_id', '=', 1)
      .where('user_id', '=', sql<number>`(SELECT id FROM users WHERE email = ${DEMO_USERS.orgAdmin})`)
      .execute();
    expect(roles).not.toHaveLength(0);
    await db()
      .deleteFrom('org_admins')
      .where(
        'id',
        'in',
        roles.map((r) => r.id as number),
      )
      .execute();
    try {
      await heard(leagues).not.toBe(reachable);
    } finally {
      await db().insertInto('org_admins').values(roles).execute();
    }
    await heard(leagues).toBe(reachable);
  });

  it('signs out at once: the session ended through this server is not kept for its next request', async () => {
    const client = await signedIn(server.url, DEMO_USERS.orgAdmin);
    const sameCookies = withCookie(server, client.cookieHeader()); // the session cookie as it was before the sign-out
    expect((await sameCookies.request(ME)).data).toEqual({ currentUser: { email: DEMO_USERS.orgAdmin, isAdmin: false } });
    expect((await client.request('mutation { logout(input: {}) { success } }')).errors).toBeUndefined();
    expect((await sameCookies.request(ME)).data).toEqual({ currentUser: null });
  });

  it('reads again a session at its end, with no change to tell of it', async () => {
    // Written straight in the database: a new session fires no NOTIFY, so only its end can retire its viewer.
    const token = newSecretToken();
    await sql`INSERT INTO sessions (token_hash, user_id, expires_at)
      SELECT ${hashSecretToken(token)}, id, now() + interval '2 seconds' FROM users WHERE email = ${DEMO_USERS.orgAdmin}`.execute(db());
    const browser = withCookie(server, `readmin_session=${token}`);
    const me = async () => (await browser.request<{ currentUser: { email: string } | null }>(ME)).data!.currentUser?.email ?? null;
    expect(await me()).toBe(DEMO_USERS.orgAdmin);
    await heard(me).toBeNull();
  });
});

/** PostgreSQL: the listening connection is one of its own, and it can drop. */
if (TEST_DATABASES.includes('postgres')) {
  describe('a server whose listening connection is cut, on postgres', () => {
    let server: TestServer;
    const db = () => server.database.db;
    beforeAll(async () => {
      server = await startTestServer({ kind: 'postgres' });
    });
    afterAll(() => server.close());

    const listener = async () =>
      (
        await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity
          WHERE datname = current_database() AND query = ${`LISTEN "${VIEWER_CHANGE_CHANNEL}"`}`.execute(db())
      ).rows.map((r) => r.pid);

    it('listens again, and then hears a change made straight in the database', async () => {
      const client = await signedIn(server.url, DEMO_USERS.orgAdmin);
      expect(await isAdmin(client)).toBe(false);
      const [cut] = await listener();
      expect(cut).toEqual(expect.any(Number));
      await sql`SELECT pg_terminate_backend(${cut})`.execute(db());
      await heard(async () => (await listener()).some((pid) => pid !== cut)).toBe(true);
      expect(await isAdmin(client)).toBe(false);
      await madeAdminAndBack(server, client);
    });
  });
}
