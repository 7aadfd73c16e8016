import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_BOOT_ELEMENT_ID, type ConsoleBoot } from '../../shared/consoleBoot.ts';
import type { GetListResult } from 'react-admin';
import { fixtureOperations } from '../testing/fixtureOperations.ts';
import { providerWith } from '../testing/providerWith.ts';
import { INLINED_ORG, ORGS_PAGE_BOOT } from '../testing/inlinedOrgsPage.ts';

const BOOT: ConsoleBoot = { ...ORGS_PAGE_BOOT, optionSources: { sports: [{ value: 'basketball', label: 'Basketball' }] } };
/** react-admin's params for the orgs list page's first request (GenericList). */
const FIRST = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: { orderOption: 'name' }, meta: {} };

/** A page as the server sends it, the first list page it carries, and the console's dataProvider over a GraphQL client that counts its loads. */
const servePage = async (boot: ConsoleBoot) => {
  vi.resetModules();
  document.body.innerHTML = `<script type="application/json" id="${CONSOLE_BOOT_ELEMENT_ID}">${JSON.stringify(boot)}</script>`;
  const { lazyDataProvider } = await import('./lazyDataProvider.ts');
  const { answersFromPage, firstListPage } = await import('./firstListAnswer.ts');
  const { forgetFirstList } = await import('../auth/bootData.ts');
  const asked: unknown[][] = [];
  const real = providerWith({
    getList: async (resource, params): Promise<GetListResult> => (asked.push([resource, params]), { data: [], total: 0 }),
    ...fixtureOperations({ queries: { optionsQuery: (params) => (asked.push(['optionsQuery', params]), []) } }),
  });
  const load = vi.fn(() => Promise.resolve(real));
  const provider = lazyDataProvider(load, { answeredByPage: answersFromPage });
  return { provider, firstListPage, forgetFirstList, load, asked };
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a list page answered from the page', () => {
  it('has the first rows and the columns’ choices without loading the GraphQL client', async () => {
    const { provider, firstListPage, load } = await servePage(BOOT);
    expect(firstListPage('orgs', FIRST)).toEqual({ data: [INLINED_ORG], total: 1, meta: { approximateTotal: false } });
    const sports = { query: 'sports' };
    expect(await provider.consoleQuery('optionsQuery', sports)).toEqual([{ value: 'basketball', label: 'Basketball' }]);
    expect(await provider.consoleQuery('optionsQuery', sports)).toEqual([{ value: 'basketball', label: 'Basketball' }]);
    expect(load).not.toHaveBeenCalled();
  });

  it('gives the first page until a list of it is on screen: then a refetch of the same page asks the server', async () => {
    const { provider, firstListPage, forgetFirstList, load, asked } = await servePage(BOOT);
    expect(firstListPage('orgs', FIRST)).toMatchObject({ data: [INLINED_ORG] });
    // A render React discarded read it too: the one that shows reads it again.
    expect(firstListPage('orgs', FIRST)).toMatchObject({ data: [INLINED_ORG] });
    forgetFirstList('games');
    expect(firstListPage('orgs', FIRST)).toMatchObject({ data: [INLINED_ORG] });
    forgetFirstList('orgs');
    expect(firstListPage('orgs', FIRST)).toBeUndefined();
    await provider.getList('orgs', FIRST);
    expect(load).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([['orgs', FIRST]]);
  });

  it('has none for a different first request (a filter in the hash), and none once that list is shown', async () => {
    const { firstListPage, forgetFirstList } = await servePage(BOOT);
    expect(firstListPage('orgs', { ...FIRST, filter: { orderOption: 'name', scopeFilter: 'active' } })).toBeUndefined();
    forgetFirstList('orgs');
    expect(firstListPage('orgs', FIRST)).toBeUndefined();
  });

  it('keeps the answer for its own resource, and asks for choices the page does not carry', async () => {
    const { provider, firstListPage, asked } = await servePage(BOOT);
    const countries = { query: 'countries' };
    expect(firstListPage('games', FIRST)).toBeUndefined();
    await provider.consoleQuery('optionsQuery', countries);
    expect(firstListPage('orgs', FIRST)).toMatchObject({ data: [INLINED_ORG] });
    expect(asked).toEqual([['optionsQuery', countries]]);
  });
});
