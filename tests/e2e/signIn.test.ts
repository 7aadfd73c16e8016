import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/e2e.ts';

describe('signing in and out in Chromium', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e.close());

  it('sends a signed-out visitor to the login page and back to the wanted page', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.server.url}/readmin/orgs`);
    await page.waitForURL(`${e2e.server.url}/readmin/login?redirect=%2Freadmin%2Forgs`);
    await expect(page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).resolves.toBe('/readmin/reset-password');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('demo-password-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${e2e.server.url}/readmin/orgs`);
    await page.getByText('Southern Lakes Netball League').waitFor();
    expect(await page.getByText('Harbour City Basketball Association').count()).toBeGreaterThan(0);
  });

  it("shows 'Invalid email or password.' for a wrong password", async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.server.url}/readmin/login`);
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email or password.').first().waitFor();
    expect(page.url()).toBe(`${e2e.server.url}/readmin/login`);
  });

  it('sends a signed-in visitor on the login page on to the redirect target', async () => {
    const page = await e2e.signIn('orgadmin@example.com');
    await page.goto(`${e2e.server.url}/readmin/login?redirect=%2Freadmin%2Forgs%2F1%2Fleagues`);
    await page.waitForURL(`${e2e.server.url}/readmin/orgs/1/leagues`);
  });

  it('logs out, clears the session and goes to the landing page', async () => {
    const page = await e2e.signIn('admin@example.com');
    await page.goto(`${e2e.server.url}/readmin/logout`);
    await page.waitForURL(`${e2e.server.url}/`);
    await page.goto(`${e2e.server.url}/readmin`);
    await page.waitForURL(/\/readmin\/login/);
  });

  it('shows the not-found page for an unknown path', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.server.url}/no/such/page`);
    await page.getByText('Page Not Found').waitFor();
  });
});
