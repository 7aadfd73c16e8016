import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: the built console (npm run build) served by the real server on the demo data, driven
 * in Debian's headless Chromium through playwright-core. Runs on PGlite, and on PostgreSQL too when
 * TEST_DATABASE_URL is set.
 */
export default defineConfig({
  // As in vitest.config.ts: the server resolves 'graphql' as Node does, one copy for it and graphql-yoga.
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // As the server tests: one module graph for file after file, so the server's modules load once.
    isolate: false,
    // As the server tests: each file's database is a copy of a migrated, seeded template made once per run.
    globalSetup: ['./tests/support/databaseTemplates.ts'],
    reporters: ['default', './tests/support/summaryReporter.ts'],
  },
});
