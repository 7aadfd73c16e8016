import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';

const sidebar = (page: Page) => page.locator('nav').first();

describe('what each demo account sees, in Chromium', () => {
  const { db, url, signIn } = useE2E();
  let ids: { secondOrgCourt: number; lakeside: number };
  beforeAll(async () => {
    const lakeside = await db().selectFrom('venues').select('id').where('name', '=', 'Lakeside Stadium').executeTakeFirstOrThrow();
    const court = await db().selectFrom('courts').select('id').where('venue_id', '=', lakeside.id).orderBy('id').executeTakeFirstOrThrow();
    ids = { secondOrgCourt: court.id, lakeside: lakeside.id };
  });

  it('platform admin: the platform groups, the home search and every organisation', async () => {
    const page = await signIn('admin@example.com');
    await page.getByText('You have admin access to Readmin').waitFor();
    for (const group of ['Integration', 'Organisation Management', 'Venue Management', 'Others']) {
      await sidebar(page).getByText(group, { exact: true }).waitFor();
    }
    await page.getByLabel('Search organisations and venues').fill('Lakes');
    await page.getByRole('link', { name: 'View' }).first().waitFor();
    const results = await page.getByRole('table', { name: 'Search results' }).innerText();
    expect(results).toContain('Southern Lakes Netball League');
    expect(results).toContain('Lakeside Stadium');
    expect(results).not.toContain('Harbour City Basketball Association');
  });

  it("organisation admin: their organisation's group and rows, nothing of the second organisation", async () => {
    const page = await signIn('orgadmin@example.com');
    await page.getByText('Click the organisation database you would like to access').waitFor();
    await sidebar(page).getByText('Harbour City Basketball Association').first().waitFor();
    expect(await sidebar(page).getByText('Organisation Management').count()).toBe(0);
    await page.goto(url('/readmin/orgs/1/courts'));
    await page.getByText('DHSC Court 1').waitFor();
    expect(await page.locator('main').innerText()).not.toContain('Lakeside Court');
    await page.goto(url(`/readmin/courts/${ids.secondOrgCourt}`));
    await page.getByText('Record Not Found').waitFor();
    // Another organisation's pages, or one that does not exist: nothing of it, no Add button, no footer link to it.
    for (const path of ['/readmin/orgs/2/games', '/readmin/orgs/999/games', '/readmin/orgs/2']) {
      await page.goto(url(path));
      await page.getByText('Record Not Found').waitFor();
      expect(await page.getByRole('button', { name: 'Add Game' }).count()).toBe(0);
      expect(await page.locator('footer').getByRole('link').count()).toBe(0);
    }
  });

  it('venue admin: a link to their venue and its courts', async () => {
    const page = await signIn('venueadmin@example.com');
    await sidebar(page).getByText('Lakeside Stadium').first().click();
    await page.waitForURL(url(`/readmin/venues/${ids.lakeside}`));
    await page.getByRole('heading', { name: 'Lakeside Stadium' }).waitFor();
    await page.getByRole('tab', { name: 'Courts' }).click();
    await page.getByText('Lakeside Court 1').waitFor();
    expect(await sidebar(page).getByText('Organisation Management').count()).toBe(0);
  });

  it('API partner admin: their partner only', async () => {
    const page = await signIn('partneradmin@example.com');
    await sidebar(page).getByText('CourtSide Data').first().waitFor();
    expect(await sidebar(page).getByText('League Link').count()).toBe(0);
  });

  it("a user without admin roles sees 'No Access'", async () => {
    const page = await signIn('noroles@example.com');
    await page.getByText('No Access').waitFor();
  });

  it('opens a generated detail page with its Details tab', async () => {
    const page = await signIn('admin@example.com');
    await page.goto(url('/readmin/games/1'));
    await page.getByRole('heading', { name: / vs / }).waitFor();
    await page.getByText('Played at').first().waitFor();
  });
});

describe('bundle splitting', () => {
  const { url, newPage } = useE2E();

  it('loads no console code on a public page', async () => {
    const page = await newPage();
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (/javascript/.test(res.headers()['content-type'] ?? '')) scripts.push(res.url());
    });
    await page.goto(url('/live_scorer/some-token'), { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /Console|graphqlRuntime|Admin/.test(s))).toEqual([]);
  });
});
