/** Card Scan: inspectors' scans and challans from the app, the blocklist, and the panel's list. */
import { count, eq } from 'drizzle-orm';
import type { FeatureModule } from '../../platform/services.ts';
import { rowsUsing, type InUseCheck } from '../../platform/records/in-use.ts';
import { cardScanRoutes, scanAppRoutes } from './scans.http.ts';
import { cardScans, challans } from './scans.schema.ts';

/** An inspector with scans cannot be deleted (deactivate instead). */
const scansByInspector: InUseCheck = {
  entity: 'mobile_user',
  what: 'card scans',
  async count(tx, id) {
    const [row] = await tx.select({ n: count() }).from(cardScans).where(eq(cardScans.mobile_user_id, id));
    return row?.n ?? 0;
  },
};

/** An offence challans were written for cannot be deleted (deactivate it instead). */
const challansForOffence = rowsUsing('offence', 'challans', challans, challans.offence_id);

export const scansModule: FeatureModule = { name: 'scans', admin: cardScanRoutes, mobile: scanAppRoutes, inUse: [scansByInspector, challansForOffence] };
