/**
 * The parts of the console a page loads before it shows anything, by name, with the source module each one
 * is: the server turns them into modulepreload links through Vite's manifest (server/http/consolePreloads.ts),
 * and the browser loads them before the first render (src/main.tsx, console/lazyPages.ts), so that no part
 * of a first page suspends.
 */
export const CONSOLE_PARTS = {
  console: 'src/console/ConsoleApp.tsx',
  layout: 'src/console/layout/ConsoleLayout.tsx',
  runtime: 'src/console/graphql/graphqlRuntime.ts',
  login: 'src/console/auth/LoginPage.tsx',
  home: 'src/console/home/HomePage.tsx',
  list: 'src/console/list/ListPage.tsx',
  detail: 'src/console/detail/DetailPage.tsx',
  dateRange: 'src/console/dateRange/DateRangeControl.tsx',
  recordGrid: 'src/console/list/RecordGrid.tsx',
  layoutToggle: 'src/console/list/ListLayoutToggle.tsx',
} as const;

export type ConsolePart = keyof typeof CONSOLE_PARTS;

/** The source module of a record type's chunk (console/registry.ts). */
export const consoleTypeModule = (typename: string) => `src/generated/consoleTypes/${typename}.json`;

/** What a console page loads first: named parts and record types. */
export interface ConsolePageParts {
  parts: ConsolePart[];
  types: string[];
}

/** The page's parts, inlined by the server as JSON in this element. */
export const CONSOLE_PARTS_ELEMENT_ID = 'readmin-parts';
