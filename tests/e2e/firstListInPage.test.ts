import { describe, expect, it } from 'vitest';
import { useE2E } from '../support/e2e.ts';

/**
 * A list page served signed in carries its first rows and its columns' choices (src/server/http/consoleBoot.ts):
 * they show without the GraphQL client, which loads with the page's first other request.
 */
describe('the first list page shows its rows from the page, in Chromium', () => {
  const { page, url, db } = useE2E({ signIn: 'admin@example.com', timeout: 20_000 });

  /** The page's GraphQL request bodies and its loads of the GraphQL runtime's chunk, from now on. */
  const recordRequests = () => {
    const recorded = { graphql: [] as string[], runtimeScripts: [] as string[] };
    page().on('request', (request) => {
      if (request.url().endsWith('/graphql')) recorded.graphql.push(request.postData() ?? '');
      if (/\/assets\/graphqlRuntime-[\w-]+\.js$/.test(request.url())) recorded.runtimeScripts.push(request.url());
    });
    return recorded;
  };

  it('shows the organisations without a GraphQL request, then searches through the client it loads then', { timeout: 120_000 }, async () => {
    const orgs = await db().selectFrom('orgs').select('name').orderBy('name').execute();
    const { graphql: graphqlRequests, runtimeScripts } = recordRequests();
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

  it('shows the games with their filter pickers, which load and ask for their records only when reached for', { timeout: 120_000 }, async () => {
    const [league] = await db().selectFrom('leagues').select('name').orderBy('name').limit(1).execute();
    const { graphql: graphqlRequests, runtimeScripts } = recordRequests();
    await page().goto(url('/readmin/games'));
    await expect.poll(() => page().locator('table tbody tr').filter({ hasText: /\S/ }).count()).toBeGreaterThan(0);
    // Each picker is a read-only stand-in until it is reached for (filterBar/ReferenceFilterSlot.tsx): no picker
    // code, no GraphQL client, no request.
    const picker = page().getByRole('combobox', { name: 'League' });
    // Still one after the page has been idle (when a filter holding a record mounts its picker).
    await page().evaluate(() => new Promise((idle) => requestIdleCallback(() => requestIdleCallback(idle))));
    expect(await picker.getAttribute('readonly')).not.toBeNull();
    expect(graphqlRequests).toEqual([]);
    expect(runtimeScripts).toEqual([]);

    await picker.click();
    await expect.poll(() => page().getByRole('option', { name: league.name, exact: true }).count()).toBeGreaterThan(0);
    expect(runtimeScripts).toHaveLength(1);
    expect(graphqlRequests.filter((body) => body.includes('ReadminPicker'))).toHaveLength(1);
  });
});
