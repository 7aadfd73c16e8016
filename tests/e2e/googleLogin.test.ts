import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eventually, useE2E } from '../support/e2e.ts';

/**
 * Google sign-in (spec 000 §7.3) through a real OpenID Connect flow: a local OpenID provider
 * (oidc-provider, with its development login form, where any login is accepted as that email) stands in
 * for Google; the console's login page opens the popup, and the popup's message signs the opener in.
 */
describe('Google sign-in outside production, in Chromium', () => {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => void res.writeHead(503).end();
  let providerServer: Server;
  let issuer = '';
  beforeAll(async () => {
    providerServer = createServer((req, res) => handler(req, res));
    await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;
  });
  const { url, newPage } = useE2E({ server: () => ({ googleLogin: { issuer, clientId: 'readmin-test', clientSecret: 'test-secret' } }) });
  beforeAll(() => {
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: 'readmin-test',
          client_secret: 'test-secret',
          redirect_uris: [url('/auth/google_login/callback')],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      // The development login form accepts any login: it is used as the account's email, verified unless it says otherwise.
      findAccount: (_ctx, id) => ({
        accountId: id,
        claims: () => ({ sub: id, email: id, email_verified: !id.startsWith('unverified') }),
      }),
      claims: { openid: ['sub'], email: ['email', 'email_verified'] },
      cookies: { keys: ['readmin-test-cookie-key'] },
    });
    handler = provider.callback();
  });
  afterAll(() => new Promise<void>((resolve) => providerServer.close(() => resolve())));

  const currentUserOf = (page: Page) =>
    page.evaluate(async () => {
      const body = JSON.stringify({ query: '{ currentUser { email } }' });
      const answer = (await (await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json()) as {
        data: { currentUser: { email: string } | null };
      };
      return answer.data.currentUser;
    });

  /** Clicks the button, signs in on the provider's form in the popup as `login`, and consents. */
  const signInWithGoogle = async (page: Page, login: string) => {
    await page.goto(url('/readmin/login'));
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in with Google' }).click()]);
    await popup.locator('input[name="login"]').fill(login);
    await popup.locator('input[name="password"]').fill('anything');
    await popup.getByRole('button', { name: 'Sign-in' }).click();
    await popup.getByRole('button', { name: 'Continue' }).click();
  };

  it('signs in the user whose verified email the provider confirms, and the opener goes on to the console', async () => {
    const page = await newPage();
    await signInWithGoogle(page, 'admin@example.com');
    await page.waitForURL(url('/readmin'));
    expect(await currentUserOf(page)).toEqual({ email: 'admin@example.com' });
    await page.context().close();
  });

  it.each([
    ['an email without an account', 'stranger@example.com', 'No administrator account uses stranger@example.com.'],
    ['an email the provider did not verify', 'unverified.admin@example.com', 'Google did not confirm this email address.'],
  ])('signs nobody in for %s', async (_case, login, message) => {
    const page = await newPage();
    await signInWithGoogle(page, login);
    await eventually(() => page.getByRole('alert').textContent()).toBe(message);
    expect(new URL(page.url()).pathname).toBe('/readmin/login');
    expect(await currentUserOf(page)).toBeNull();
    await page.context().close();
  });

  it('refuses a sign-in started without the page CSRF parameter', async () => {
    const response = await fetch(url('/auth/google_login'), { method: 'POST', body: new URLSearchParams({ authenticity_token: 'forged' }) });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Missing or invalid CSRF token.');
  });
});
