import { act, cleanup, render } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_BOOT_ELEMENT_ID } from '../../shared/consoleBoot.ts';
import { INLINED_ORG, ORGS_PAGE_BOOT } from '../testing/inlinedOrgsPage.ts';

afterEach(cleanup);

const FIRST = { pagination: { page: 1, perPage: 10 }, filter: { orderOption: 'name' }, meta: {} };

/** A page served with the orgs list's first rows; the hook loaded afresh, as the page's scripts load it. */
const servePage = async () => {
  vi.resetModules();
  document.head.innerHTML = `<script type="application/json" id="${CONSOLE_BOOT_ELEMENT_ID}">${JSON.stringify(ORGS_PAGE_BOOT)}</script>`;
  return (await import('./useInlinedFirstPage.ts')).useInlinedFirstPage;
};

/** A part of the page whose code is still loading (React.lazy) until `release`. */
const loadingPart = () => {
  let release = () => {};
  const loaded = new Promise<void>((resolve) => (release = resolve));
  let ready = false;
  void loaded.then(() => (ready = true));
  const Part = () => {
    if (!ready) throw loaded;
    return null;
  };
  return { Part, release: () => act(async () => release()) };
};

describe('useInlinedFirstPage', () => {
  it('gives the rows to the render that reaches the screen, when React discarded an earlier one', async () => {
    const useInlinedFirstPage = await servePage();
    const shown: unknown[] = [];
    const List = () => {
      const options = useInlinedFirstPage('orgs', FIRST);
      shown.push(options);
      return null;
    };
    const part = loadingPart();
    render(
      <Suspense fallback="loading">
        <List />
        <part.Part />
      </Suspense>,
    );
    await part.release();
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.at(-1)).toMatchObject({ refetchOnMount: false, initialData: { pages: [{ data: [INLINED_ORG] }] } });
  });

  it('ends with the first list on screen: a list shown after it asks the server', async () => {
    const useInlinedFirstPage = await servePage();
    const shown: unknown[] = [];
    const List = () => {
      shown.push(useInlinedFirstPage('orgs', FIRST));
      return null;
    };
    render(<List />);
    cleanup();
    render(<List />);
    expect(shown[0]).toMatchObject({ refetchOnMount: false });
    expect(shown.at(-1)).toBeUndefined();
  });
});
