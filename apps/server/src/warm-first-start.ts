/**
 * `npm install` runs this (root postinstall, after the database template and the demo avatars): it
 * prepares this install's first `npm start` on an empty DATA_DIR (prepare-first-start.ts), under the settings
 * the server would read (the environment and `.env`). Never fails the install.
 */
import { loadConfig } from './platform/config/config.ts';
import { loadEnvFile } from './platform/config/env-file.ts';
import { PREPARED_FOLDER } from './platform/first-start/prepared-data-dir.ts';
import { prepareFirstStart } from './prepare-first-start.ts';

try {
  loadEnvFile();
  const started = performance.now();
  const prepared = await prepareFirstStart(loadConfig());
  if (prepared === 'prepared') process.stdout.write(`passdesk: prepared the first start's demo data (${PREPARED_FOLDER}, ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
} catch (error) {
  process.stdout.write(`passdesk: could not prepare the first start's demo data (${(error as Error).message}); the first start will load it\n`);
}
// Nothing the stopped runtime might leave behind (a timer, a handle) may hold the install open.
process.exit(0);
