import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { LoadingClasses } from 'react-admin';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ConsoleAdmin } from '../ConsoleAdmin.tsx';
import { fakeAuthProvider } from '../testing/fakeProviders.ts';
import { fixtureDataProvider } from '../testing/fixtureDataProvider.ts';
import { gameRows, platformAdmin } from '../testing/fixtures.ts';

/**
 * The pages rendered, one after the other, and what shows each has rendered: a list with the frame, the filter
 * bar, its date range and a table of rows (its sidebar renders just after the rows); a record's page with its
 * tabs; the console's home, where signing in leads.
 */
const PAGES = [
  { path: '/readmin/games', rendered: ['table tbody td', '[role="group"][aria-label="Date range"]', 'nav a[href]'] },
  { path: '/readmin/games/1', rendered: ['[role="toolbar"][aria-label="Record actions"]', '[role="tab"]'] },
  { path: '/readmin', rendered: ['main input'], heading: 'Readmin Admin' },
];
const WAIT_MS = 60_000;

export interface FirstPageStyles {
  /** Emotion's name of each style, in the order emotion inserted them. */
  ids: string[];
  /** Their rules, in the same order: a stylesheet. */
  css: string;
}

/** Polls until every selector finds something in `root`, and the heading shows (React renders on its scheduler's tasks). */
const rendered = async (root: Element, { path, rendered: selectors, heading }: (typeof PAGES)[number]): Promise<void> => {
  const started = Date.now();
  const shown = () => selectors.every((selector) => root.querySelector(selector)) && (!heading || root.querySelector('h1')?.textContent === heading);
  while (!shown()) {
    if (Date.now() - started > WAIT_MS) throw new Error(`${path} did not render ${selectors.join(' and ')} within ${WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Renders after the first, which loads the modules, before keeping one with the spinner's styles. */
const TRIES = 3;

/**
 * Renders the console's first pages (PAGES) over fixture data into `root` and returns every style emotion
 * inserted for them (shared/prerenderedStyles.ts). The list comes first, so the stylesheet holds its styles in
 * the order the browser's emotion would insert them on a list page. Build-time only (scripts/prerender-styles.ts
 * runs it in jsdom, in production mode so class names are the browser's); the console never imports it.
 *
 * The first render loads every module through Vite, so parts that load on demand show late, in an order that
 * depends on the machine's speed, and signing in can take over the second after which react-admin shows its
 * loading spinner. The first render's styles are dropped: the next render, with every module loaded, is the one kept, unless
 * the spinner showed in it too (then it is done again, TRIES times at most). The stylesheet then holds the same
 * styles in the same order, and has the same name, from build to build.
 */
export const renderFirstPageStyles = async (root: Element): Promise<FirstPageStyles & { renders: number; spinnerShown: boolean }> => {
  await renderPass(root);
  for (let tried = 1; ; tried += 1) {
    const { styles, spinnerShown } = await renderPass(root);
    // A machine this slow still gets a working stylesheet: the spinner's few styles in it do no harm.
    if (!spinnerShown || tried === TRIES) return { ...styles, renders: tried + 1, spinnerShown };
  }
};

/**
 * One render of PAGES with an emotion cache of its own. Emotion compiles each style to rules and hands them one
 * by one to its cache's sheet: wrapping the cache's insert names the style being compiled, wrapping the sheet's
 * insert collects its rules. Global styles (CssBaseline) use a sheet of their own and are not kept by name, so
 * they are left to the browser.
 */
const renderPass = async (root: Element): Promise<{ styles: FirstPageStyles; spinnerShown: boolean }> => {
  const cache = createCache({ key: 'css' });
  const rules = new Map<string, string[]>();
  let compiling: string | undefined;
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    compiling = shouldCache ? serialized.name : undefined;
    try {
      return insert(selector, serialized, sheet, shouldCache);
    } finally {
      compiling = undefined;
    }
  };
  const sheetInsert = cache.sheet.insert.bind(cache.sheet);
  cache.sheet.insert = (rule: string) => {
    if (compiling) {
      const kept = rules.get(compiling);
      if (kept) kept.push(rule);
      else rules.set(compiling, [rule]);
    }
    sheetInsert(rule);
  };
  let spinnerShown = false;
  const spinner = new MutationObserver(() => {
    spinnerShown ||= root.querySelector(`.${LoadingClasses.message}`) !== null;
  });
  spinner.observe(root, { childList: true, subtree: true });
  const router = createMemoryRouter(
    [
      {
        path: '/readmin/*',
        element: <ConsoleAdmin authProvider={fakeAuthProvider(platformAdmin)} dataProvider={fixtureDataProvider({ rows: { games: gameRows } })} />,
      },
    ],
    { initialEntries: [PAGES[0].path] },
  );
  const reactRoot = createRoot(root);
  reactRoot.render(
    <CacheProvider value={cache}>
      <RouterProvider router={router} />
    </CacheProvider>,
  );
  try {
    for (const page of PAGES) {
      if (router.state.location.pathname !== page.path) await router.navigate(page.path);
      await rendered(root, page);
    }
  } finally {
    reactRoot.unmount();
    spinner.disconnect();
    cache.sheet.flush();
  }
  return { styles: { ids: [...rules.keys()], css: [...rules.values()].flat().join('') }, spinnerShown };
};
