import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/browser.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every MUI module the console and its stories import (statically or on demand), pre-bundled when the browser
 * starts: one Vite finds mid-run (a component newly importing @mui/material/FormGroup) makes it reload the
 * page, failing the stories running at that moment.
 */
const muiModules = [
  ...new Set(
    ['src'].flatMap((dir) =>
      readdirSync(path.join(dirname, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file))
        .flatMap((file) => [...readFileSync(path.join(dirname, dir, file), 'utf8').matchAll(/(?:from |import\()'(@mui\/[^']+)'/g)].map((m) => m[1])),
    ),
  ),
];

/**
 * Node resolves 'graphql' to its CommonJS build (the package has no "exports"), and so do graphql-yoga and
 * GraphQL Armor; Vite would hand our own server modules the .mjs build instead, and graphql-js refuses
 * types from two copies of itself. Server-side tests resolve it as Node does.
 */
const graphqlAsNode = { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] };

/**
 * npm test runs these projects: 'unit' (pure logic, metadata checks, generator), 'server' (GraphQL on the
 * embedded database, and on PostgreSQL when TEST_DATABASE_URL is set), 'components' (React in jsdom).
 * The Storybook project runs every story as a test in Chromium. End-to-end tests: vitest.e2e.config.ts.
 */
export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summaryReporter.ts'],
    projects: [
      {
        resolve: graphqlAsNode,
        test: {
          name: 'unit',
          environment: 'node',
          testTimeout: 30_000,
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'],
          // ra-data-graphql's ESM imports @apollo/client by name, which Node resolves to its CommonJS build: let
          // Vite resolve it as the browser build does (its ESM), so the console's dataProvider runs here as it is.
          server: { deps: { inline: ['ra-data-graphql'] } },
        },
      },
      {
        resolve: graphqlAsNode,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A migrated, seeded template made once per run, which each file's databases are copied from.
          globalSetup: ['./tests/support/databaseTemplates.ts'],
          // A worker runs file after file in one module graph: the server's modules and PGlite's WebAssembly load once
          // per worker, not once per file. Every file opens and closes its own servers and databases, so what the
          // modules keep (caches keyed by registry or database) is never a file's state.
          isolate: false,
          // Each file has databases of its own (an in-memory PGlite, a PostgreSQL database it creates and drops), so
          // two run side by side: much of their time is spent waiting on PostgreSQL or a job, so two keep a 2-core
          // machine busy where one left it half idle. Vitest runs a project with a worker count of its own in a group
          // of its own: these run after the other projects (group 1), which use the default (one worker on 2 cores,
          // beside the stories in Chromium).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          testTimeout: 120_000,
          setupFiles: ['./tests/support/componentsSetup.ts'],
        },
      },
      {
        // Every story (.storybook/main.ts) runs as a test, play function included, in Debian's Chromium.
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        optimizeDeps: { include: muiModules },
        test: {
          name: 'storybook',
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              // Stories of Copy buttons write and read the real clipboard.
              contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] },
              launchOptions: {
                executablePath: CHROMIUM_PATH,
                args: CHROMIUM_ARGS,
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
