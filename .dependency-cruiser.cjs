/**
 * The import boundaries of src/, checked in npm test (npm run check:imports). The layers, from the bottom:
 *
 *   src/shared, src/metadata      pure code both sides use (naming, routes, the normalized registry's types)
 *   src/generator                 what npm run generate emits; reads the metadata, runs nothing of the server or console
 *   src/server (the engine)       HTTP, GraphQL, records, access, the operation executor, audit, database, auth, jobs
 *   src/server/features/*         media, live streams, referees, …: each plugs into the engine through the one
 *                                 registration list (src/server/features/index.ts); the engine names none of them
 *   src/server/main.ts, demo/     the composition: the engine with the features list, and the demo data seeded into it
 *   src/browser                   the browser's own helpers (CSRF token, retry policy, preloading, titles, idle time)
 *   src/console, src/public       the browser's pages: the generic console and its custom components, the public pages
 *   src/app, src/main.tsx         the browser's entry: the route table that loads each page, and the render
 */
const browser = '^src/(browser|console|app|public)/|^src/main\\.tsx$';
const browserEntry = '^src/app/|^src/main\\.tsx$';
const server = '^src/server/';
const composition = '^src/server/(main\\.ts$|demo/)';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'A cycle makes every file in it depend on every other: split the shared part into a file of its own.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'server-not-browser',
      severity: 'error',
      comment: 'The server never imports console or public page code: what both need lives in src/shared.',
      from: { path: server },
      to: { path: browser },
    },
    {
      name: 'browser-not-server',
      severity: 'error',
      comment: 'The browser bundle never loads server code: what both need lives in src/shared.',
      from: { path: browser },
      to: { path: server },
    },
    {
      name: 'browser-entry-on-top',
      severity: 'error',
      comment: 'The entry loads the pages, not the other way round: what a page and the entry both use lives in src/browser.',
      from: { path: browser, pathNot: browserEntry },
      to: { path: browserEntry },
    },
    {
      name: 'browser-helpers-below-pages',
      severity: 'error',
      comment: 'src/browser sits below the pages: it imports neither the console nor the public pages.',
      from: { path: '^src/browser/' },
      to: { path: '^src/(console|public)/' },
    },
    {
      name: 'generator-neither',
      severity: 'error',
      comment: 'The generator reads metadata and writes files; it imports neither the server nor the console.',
      from: { path: '^src/generator/' },
      to: { path: `${server}|${browser}` },
    },
    {
      name: 'shared-below-all',
      severity: 'error',
      comment: 'src/shared and src/metadata sit below the server, the console and the generator.',
      from: { path: '^src/(shared|metadata)/' },
      to: { path: `${server}|${browser}|^src/generator/` },
    },
    {
      name: 'engine-not-features',
      severity: 'error',
      comment: 'The engine names no feature: a feature plugs in through src/server/features/index.ts.',
      from: { path: server, pathNot: `^src/server/features/|${composition}` },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'demo-on-top',
      severity: 'error',
      comment: 'The demo data is seeded into the server, not read by it: nothing but main.ts imports src/server/demo.',
      from: { path: server, pathNot: `${composition}` },
      to: { path: '^src/server/demo/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(test|spec|stories)\\.tsx?$|/testing/' },
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
