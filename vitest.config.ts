import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    experimental: { fsModuleCache: true },
    // One test file per core, not vitest's default of one fewer: the files spend most of their time
    // waiting (on PostgreSQL, a spawned server, Chromium), so a 2-core machine runs two at once
    // (docs/architecture.md "Test suite time").
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
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
          // The build's own plugins (apps/web/vite-*.ts) are tested beside them, in Node.
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/vite-*.test.ts'],
          environment: 'jsdom',
          // One import of React, MUI and the screens per worker, not per file (three quarters of the
          // project's time); each test renders and cleans up its own tree (docs/architecture.md
          // "Test suite time").
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // Loads the demo data once per run; each file's server starts from a copy (e2e/support/server.ts),
          // so files share nothing at run time and run side by side.
          globalSetup: ['e2e/support/demo-template.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
