import { describe, expect, it } from 'vitest';
import { useE2E } from '../support/e2e.ts';

describe('signing in and out in Chromium', () => {
  const { url, newPage, signIn } = useE2E();

  it('sends a signed-out visitor to the login page and back to the wanted page', async () => {
    const page = await newPage();
    await page.goto(url('/readmin/orgs'));
    await page.waitForURL(url('/readmin/login?redirect=%2Freadmin%2Forgs'));
    await expect(page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).resolves.toBe('/readmin/reset-password');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('demo-password-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(url('/readmin/orgs'));
    await page.getByText('Southern Lakes Netball League').waitFor();
    expect(await page.getByText('Harbour City Basketball Association').count()).toBeGreaterThan(0);
  });

  it('shows the login form before the console has loaded, and keeps what was typed into it', async () => {
    const page = await newPage();
    // The console's scripts wait until the visitor has typed: the form on screen is the one sent in the page.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(url('/readmin/login?redirect=%2Freadmin%2Forgs'), { waitUntil: 'commit' });
    const sent = page.locator('#readmin-prerendered-login');
    await sent.getByLabel('Email').fill('admin@example.com');
    await sent.getByLabel('Password').fill('demo-password-1');
    expect(await sent.getByRole('button', { name: 'Login' }).isDisabled()).toBe(true);
    releaseScripts();
    await sent.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Email').inputValue()).toBe('admin@example.com');
    expect(await page.getByLabel('Password').inputValue()).toBe('demo-password-1');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(url('/readmin/orgs'));
  });

  it("shows 'Invalid email or password.' for a wrong password", async () => {
    const page = await newPage();
    await page.goto(url('/readmin/login'));
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email or password.').first().waitFor();
    expect(page.url()).toBe(url('/readmin/login'));
  });

  it('sends a signed-in visitor on the login page on to the redirect target', async () => {
    const page = await signIn('orgadmin@example.com');
    await page.goto(url('/readmin/login?redirect=%2Freadmin%2Forgs%2F1%2Fleagues'));
    await page.waitForURL(url('/readmin/orgs/1/leagues'));
  });

  it('logs out, clears the session and goes to the landing page', async () => {
    const page = await signIn('admin@example.com');
    await page.goto(url('/readmin/logout'));
    await page.waitForURL(url('/'));
    await page.goto(url('/readmin'));
    await page.waitForURL(/\/readmin\/login/);
  });

  it('shows the not-found page for an unknown path', async () => {
    const page = await newPage();
    await page.goto(url('/no/such/page'));
    await page.getByText('Page Not Found').waitFor();
  });
});
