import { resolve } from 'node:path';
import type { Plugin } from 'vite';

interface StandIn {
  /** The package whose import is redirected (only its own files' imports are). */
  library: string;
  /** The import as that package writes it. */
  source: string;
  /** The console's module that answers it instead (relative to the project root). */
  replacement: string;
}

/**
 * Modules of react-admin's packages swapped for the console's own: for code paths the console does not take on a
 * first page, a stand-in that keeps the path working (loading the original when it runs) or, where the path cannot
 * be reached, says so; and a module whose work costs a first page time, one that gives the same answer for the
 * console's use. Each stand-in's comment says why it is safe.
 */
export const STAND_INS: readonly StandIn[] = [
  // react-admin's default CSV exporter would load with every list page; the console exports on the server.
  { library: 'ra-core', source: 'jsonexport/dist/index.js', replacement: 'src/console/csvExports/jsonexportOnDemand.ts' },
  // react-admin's admin router copies its routes into state once the permissions settle, re-rendering the whole
  // console and re-registering every resource just after a first list page's rows: the stand-in keeps its routes
  // when the children give the same elements.
  { library: 'ra-core', source: './useConfigureAdminRouterFromChildren.js', replacement: 'src/console/adminRoutesFromChildren.ts' },
  // ra-data-graphql's client for callers that give it none would bring InMemoryCache along; the console gives one.
  { library: 'ra-data-graphql', source: './buildApolloClient.js', replacement: 'src/console/graphql/noDefaultApolloClient.ts' },
];

/** Redirects each stand-in's import, made from its library's own files, to the console's module. */
export const libraryStandIns = (standIns: readonly StandIn[] = STAND_INS): Plugin => {
  let root = process.cwd();
  return {
    name: 'readmin:library-stand-ins',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      const standIn = standIns.find((each) => each.source === source && importer?.includes(`/node_modules/${each.library}/`));
      return standIn ? resolve(root, standIn.replacement) : null;
    },
  };
};
