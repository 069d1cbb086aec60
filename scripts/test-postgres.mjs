#!/usr/bin/env node
/**
 * Runs the server's API tests again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
 * TEST_POSTGRES_NODE, when set, names the Node.js binary this pass runs on (`.ci/run` gives it the
 * newest Node the project supports, so the second pass tests that runtime; docs/architecture.md
 * "Dependencies").
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

if (!process.env.TEST_DATABASE_URL) {
  console.log('test:postgres: TEST_DATABASE_URL is not set, so the API tests ran on PGlite only.');
  process.exit(0);
}
const node = process.env.TEST_POSTGRES_NODE || process.execPath;
const vitest = path.join(path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(`test:postgres: the API tests on PostgreSQL, on Node ${version}`);
const run = spawnSync(node, [vitest, 'run', '--project', 'server'], { stdio: 'inherit', env: { ...process.env, TEST_DB: 'postgres' } });
process.exit(run.status ?? 1);
