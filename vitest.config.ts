import { defineConfig } from 'vitest/config';

/**
 * npm test runs these projects: 'unit' (pure logic, metadata checks, generator), 'server' (GraphQL on the
 * embedded database, and on PostgreSQL when TEST_DATABASE_URL is set), 'components' (React in jsdom).
 * The Storybook project runs every story as a test in Chromium. End-to-end tests: vitest.e2e.config.ts.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: { name: 'components', environment: 'jsdom', include: ['src/**/*.test.tsx'], testTimeout: 20_000 },
      },
    ],
  },
});
