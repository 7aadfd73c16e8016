import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { captureLogs } from '../support/logCapture.ts';
import { GraphqlClient } from '../support/graphqlClient.ts';
import type { LoginThrottleSettings } from '../../src/server/auth/loginThrottle.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const INVALID = 'Invalid email or password.';
const THROTTLED = 'password check throttled';

describe.each(TEST_DATABASES)('sign-in throttling on %s', (kind) => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const s of servers.splice(0).reverse()) await s.close();
  });
  const start = async (loginThrottle: LoginThrottleSettings, shareWith?: TestServer) => {
    const logs = captureLogs();
    const server = await startTestServer({ kind, logger: logs.logger, loginThrottle, database: shareWith?.database });
    servers.push(server);
    return { server, logs };
  };
  /** Sign-in attempts in rounds of ten (the hash checks share the CPU), each answer's message. */
  const attempts = async (url: string, logins: [string, string][]) => {
    const client = new GraphqlClient(url);
    await client.loadPage();
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < logins.length; i += 10) {
      const round = await Promise.all(logins.slice(i, i + 10).map(([email, password]) => client.login(email, password)));
      answers.push(...round.map((r) => r.errors?.[0].message));
    }
    return answers;
  };
  const wrong = (n: number, email: string = DEMO_USERS.orgAdmin): [string, string][] =>
    Array.from({ length: n }, (_, i) => [email, `wrong-password-${i}`]);

  it('evaluates at most 10 of 100 wrong passwords for one account, with the same answer to all', async () => {
    const { server, logs } = await start({ perAccount: 10, perAddress: 1000, windowSeconds: 300 });
    const answers = await attempts(server.url, wrong(100));
    expect(new Set(answers)).toEqual(new Set([INVALID]));
    const throttled = logs.lines.filter((l) => l.msg === THROTTLED).length;
    expect(100 - throttled).toBeLessThanOrEqual(10);
    console.log(`sign-in throttling on ${kind}: ${100 - throttled} of 100 wrong passwords for one account evaluated`);
    // While the account is throttled even the right password is not looked at.
    expect(await attempts(server.url, [[DEMO_USERS.orgAdmin, 'demo-password-1']])).toEqual([INVALID]);
    // Other accounts are unaffected.
    expect(await attempts(server.url, [[DEMO_USERS.admin, 'demo-password-1']])).toEqual([undefined]);
  });

  it('lets the right password in again once the window has passed', async () => {
    const { server } = await start({ perAccount: 3, perAddress: 1000, windowSeconds: 1 });
    await attempts(server.url, wrong(5));
    expect(await attempts(server.url, [[DEMO_USERS.orgAdmin, 'demo-password-1']])).toEqual([INVALID]);
    await vi.waitFor(async () => expect(await attempts(server.url, [[DEMO_USERS.orgAdmin, 'demo-password-1']])).toEqual([undefined]), {
      timeout: 30_000,
      interval: 250,
    });
  });

  it('throttles one address guessing across many accounts', async () => {
    const { server, logs } = await start({ perAccount: 10, perAddress: 20, windowSeconds: 300 });
    const stuffing: [string, string][] = Array.from({ length: 30 }, (_, i) => [`someone${i}@example.com`, 'password123']);
    expect(new Set(await attempts(server.url, stuffing))).toEqual(new Set([INVALID]));
    expect(logs.lines.filter((l) => l.msg === THROTTLED).length).toBeGreaterThanOrEqual(10);
    expect(await attempts(server.url, [[DEMO_USERS.admin, 'demo-password-1']])).toEqual([INVALID]);
  });

  it('also guards the current password of a password change', async () => {
    const { server } = await start({ perAccount: 3, perAddress: 1000, windowSeconds: 300 });
    const client = new GraphqlClient(server.url);
    await client.login(DEMO_USERS.venueAdmin);
    const change = (currentPassword: string) =>
      client.request('mutation($input: ChangePasswordInput!) { changePassword(input: $input) { success } }', {
        input: { currentPassword, newPassword: 'a-brand-new-password' },
      });
    for (let i = 0; i < 4; i++) expect((await change(`guess-${i}`)).errors?.[0].message).toBe('Current password is incorrect');
    expect((await change('demo-password-1')).errors?.[0].message).toBe('Current password is incorrect');
  });

  if (kind === 'postgres') {
    it('shares the counters between server processes on one database', async () => {
      const settings = { perAccount: 10, perAddress: 1000, windowSeconds: 300 };
      const { server: first, logs } = await start(settings);
      const { server: second } = await start(settings, first);
      await attempts(first.url, wrong(6));
      await attempts(second.url, wrong(6));
      expect(logs.lines.filter((l) => l.msg === THROTTLED).length).toBe(0); // the second server's lines go to its own log
      expect(await attempts(first.url, [[DEMO_USERS.orgAdmin, 'demo-password-1']])).toEqual([INVALID]);
    });
  }
});
