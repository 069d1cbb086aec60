/**
 * Makes the prepared DATA_DIR (platform/first-start/prepared-data-dir.ts): the real first start's steps (migrations from
 * the migrated template, the first super admin, demo data) in a folder of its own, stopped cleanly,
 * with what that start would have printed. No port is opened and no background job runs: the
 * jobs it queued run after the claim, as they would after a first start.
 */
import fs from 'node:fs';
import type { Config } from './platform/config/config.ts';
import { isCurrent, madeWithNow, PREPARED_FOLDER, publishPrepared, seedSettings, stagingFolder } from './platform/first-start/prepared-data-dir.ts';
import type { FeatureModule } from './platform/services.ts';
import { openRuntime } from './runtime.ts';

export type Prepared = 'prepared' | 'current' | 'not for these settings';

/**
 * Prepares the DATA_DIR a first start under `config` would make today, unless the one in `folder`
 * is current. Under settings that shape the seed otherwise, an earlier prepared folder is removed
 * and nothing is made. `modules`: tests load fewer features.
 */
export async function prepareFirstStart(config: Config, options: { folder?: string; modules?: readonly FeatureModule[] } = {}): Promise<Prepared> {
  const folder = options.folder ?? PREPARED_FOLDER;
  if (!seedSettings(config)) {
    fs.rmSync(folder, { recursive: true, force: true });
    return 'not for these settings';
  }
  if (isCurrent(folder, config)) return 'current';
  const { staging, dataDir } = stagingFolder(folder);
  try {
    const made = madeWithNow(config);
    const runtime = await openRuntime({ ...config, dataDir, jobs: { ...config.jobs, worker: false } }, { logger: false, modules: options.modules });
    const notice = { firstAdmin: runtime.firstAdmin, demoModules: runtime.demoModules };
    await runtime.close();
    // Demo data made across midnight is dated from the day before: not kept.
    if (madeWithNow(config).day !== made.day) throw new Error('the day changed while preparing');
    publishPrepared(staging, config, made, notice, folder);
    return 'prepared';
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
