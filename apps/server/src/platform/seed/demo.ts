/**
 * Demo data: each feature module may contribute rows (FeatureModule.demo). A module's rows are
 * loaded once, in order, when DEMO_DATA is on; a marker per module records that it was done, so a
 * restart never duplicates them and a module added later still brings its own rows.
 */
import { eq } from 'drizzle-orm';
import type { FeatureModule, Services } from '../services.ts';
import { systemState } from '../database/system-state.schema.ts';

const markerOf = (module: FeatureModule) => `demo:${module.name}`;

/** Returns the names of the modules whose demo rows were loaded now. */
export async function loadDemoData(services: Services, modules: readonly FeatureModule[]): Promise<string[]> {
  const loaded: string[] = [];
  const seeds = modules.filter((module) => module.demo).sort((a, b) => (a.demo?.order ?? 0) - (b.demo?.order ?? 0));
  for (const module of seeds) {
    const [marker] = await services.db.select().from(systemState).where(eq(systemState.key, markerOf(module))).limit(1);
    if (marker) continue;
    await module.demo?.run(services);
    await services.db.insert(systemState).values({ key: markerOf(module), value: new Date().toISOString() }).onConflictDoNothing();
    loaded.push(module.name);
  }
  return loaded;
}
