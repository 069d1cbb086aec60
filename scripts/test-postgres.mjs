#!/usr/bin/env node
/** Runs the server's API tests again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it). */
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('test:postgres: TEST_DATABASE_URL is not set, so the API tests ran on PGlite only.');
  process.exit(0);
}
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit', env: { ...process.env, TEST_DB: 'postgres' } });
process.exit(run.status ?? 1);
