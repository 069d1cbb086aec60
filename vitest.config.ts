import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    experimental: { fsModuleCache: true },
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // The API tests run twice: on PGlite, then on PostgreSQL (TEST_DB=postgres). A test that
          // only makes sense on one database is named *.pglite.test.ts or *.postgres.test.ts.
          exclude: ['**/node_modules/**', process.env.TEST_DB === 'postgres' ? '**/*.pglite.test.ts' : '**/*.postgres.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // Loads the demo data once per run; each file's server starts from a copy (e2e/support/server.ts).
          globalSetup: ['e2e/support/demo-template.ts'],
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
