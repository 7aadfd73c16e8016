import { preloadable, sharedPreloadable } from '../browser/preloadable.ts';
import type { ConsolePageParts, ConsolePart } from '../shared/consoleParts.ts';

/**
 * The console's heavy parts load on demand: the login page needs none of them, and a list page does not
 * need the detail page's code. A first page loads its own before it renders (preloadConsoleParts), so none
 * of them suspends then.
 */
export const consolePages = {
  Layout: preloadable(() => import('./layout/ConsoleLayout.tsx')),
  Home: preloadable(() => import('./home/HomePage.tsx')),
  List: preloadable(() => import('./list/ListPage.tsx')),
  Detail: preloadable(() => import('./detail/DetailPage.tsx')),
  CsvExport: preloadable(() => import('./csvExports/CsvExportPage.tsx')),
  OpsWarnings: preloadable(() => import('./opsWarnings/OpsWarningsPage.tsx')),
  RefereeManagement: preloadable(() => import('./referees/RefereeManagementPage.tsx')),
  Graphiql: preloadable(() => import('./partnerApi/GraphiqlPage.tsx')),
  Help: preloadable(() => import('./help/HelpPage.tsx')),
  Login: preloadable(() => import('./auth/LoginPage.tsx')),
  Logout: preloadable(() => import('./auth/LogoutPage.tsx')),
  ResetPassword: preloadable(() => import('./auth/ResetPasswordPage.tsx')),
};

/**
 * Parts of pages that load when first shown, by the name the pages that show them give them (e.g.
 * filterBar/FilterBar.tsx): shared by name, not by import, so that those pages' chunks do not import this one.
 */
const sharedParts = {
  dateRange: sharedPreloadable('dateRange', () => import('./dateRange/DateRangeControl.tsx')),
  recordGrid: sharedPreloadable('recordGrid', () => import('./list/RecordGrid.tsx')),
  layoutToggle: sharedPreloadable('layoutToggle', () => import('./list/ListLayoutToggle.tsx')),
};

const PRELOADS: Record<Exclude<ConsolePart, 'console'>, () => Promise<unknown>> = {
  layout: consolePages.Layout.preload,
  // The data provider's Apollo runtime (ConsoleApp.tsx loadRuntime) is not rendered: its chunk only needs fetching.
  runtime: () => import('./graphql/graphqlRuntime.ts'),
  login: consolePages.Login.preload,
  home: consolePages.Home.preload,
  list: consolePages.List.preload,
  detail: consolePages.Detail.preload,
  dateRange: sharedParts.dateRange.preload,
  recordGrid: sharedParts.recordGrid.preload,
  layoutToggle: sharedParts.layoutToggle.preload,
};

/** Loads the parts and record types a first page shows (the server names them: shared/consoleParts.ts). */
export const preloadConsoleParts = async (page: ConsolePageParts): Promise<void> => {
  // The registry comes with the layout's chunk, not the console's: the login page does not load it.
  const types = page.types.length ? import('./registry.ts').then((registry) => registry.loadTypes(page.types)) : undefined;
  await Promise.all([...page.parts.filter((part) => part !== 'console').map((part) => PRELOADS[part]()), types]);
};
