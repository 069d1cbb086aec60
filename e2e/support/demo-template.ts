/**
 * The e2e project's globalSetup: bundles the server as `npm start` does (every file's server runs
 * that bundle), then one server loads the demo data into a DATA_DIR of its own and
 * stops; every test file's server then starts from a copy of that folder (see server.ts). Made
 * once per run, never kept between runs: the demo's dates count from today.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServerBundle } from '../../apps/server/src/test/server-process.ts';
import { passwordOnlyAdministrator } from './admin-second-factor.ts';
import { DEMO_TEMPLATE_ENV, startServer } from './server.ts';

export async function setup(): Promise<() => void> {
  buildServerBundle();
  delete process.env[DEMO_TEMPLATE_ENV];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-e2e-template-'));
  const server = await startServer({ DATA_DIR: dataDir });
  // The tests' administrator signs in with the password alone; the second factor's tests set up their own.
  await passwordOnlyAdministrator(server.url);
  const code = await server.stop();
  if (code !== 0) throw new Error(`the demo-data server exited with ${code}:\n${server.output()}`);
  process.env[DEMO_TEMPLATE_ENV] = dataDir;
  return () => {
    delete process.env[DEMO_TEMPLATE_ENV];
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
