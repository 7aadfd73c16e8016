import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: the built console (npm run build) served by the real server on the demo data, driven
 * in Debian's headless Chromium through playwright-core. Runs on PGlite, and on PostgreSQL too when
 * TEST_DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ['default', './tests/support/summaryReporter.ts'],
  },
});
