import { describe, expect, it } from 'vitest';
import { useE2E } from '../support/e2e.ts';

/**
 * A list page served signed in carries its first rows and its columns' choices (src/server/http/consoleBoot.ts):
 * they show without the GraphQL client, which loads with the page's first other request.
 */
describe('the first list page shows its rows from the page, in Chromium', () => {
  const { page, url, db } = useE2E({ signIn: 'admin@example.com', timeout: 20_000 });

  it('shows the organisations without a GraphQL request, then searches through the client it loads then', { timeout: 120_000 }, async () => {
    const orgs = await db().selectFrom('orgs').select('name').orderBy('name').execute();
    const graphqlRequests: string[] = [];
    const runtimeScripts: string[] = [];
    page().on('request', (request) => {
      if (request.url().endsWith('/graphql')) graphqlRequests.push(request.postData() ?? '');
      if (/\/assets\/graphqlRuntime-[\w-]+\.js$/.test(request.url())) runtimeScripts.push(request.url());
    });
    await page().goto(url('/readmin/orgs'));
    const rows = page().getByRole('row');
    await expect.poll(() => rows.filter({ hasText: orgs[0].name }).count()).toBe(1);
    // Its Sport column shows the sports' labels, from the page too.
    await expect.poll(() => page().getByRole('cell', { name: 'Basketball', exact: true }).count()).toBeGreaterThan(0);
    expect(graphqlRequests).toEqual([]);
    expect(runtimeScripts).toEqual([]);

    const last = orgs[orgs.length - 1].name;
    await page().getByLabel('Search').fill(last);
    await expect.poll(() => rows.filter({ hasText: orgs[0].name }).count()).toBe(0);
    await expect.poll(() => rows.filter({ hasText: last }).count()).toBe(1);
    expect(runtimeScripts).toHaveLength(1);
    expect(graphqlRequests.some((body) => body.includes('ReadminList') && body.includes(JSON.stringify(last)))).toBe(true);
  });
});
