/** The audit trail screen: super admins read the append-only audit_events table (platform/audit). */
import type { FeatureModule } from '../../platform/services.ts';
import { auditRoutes } from './audit.http.ts';

export const auditModule: FeatureModule = { name: 'audit', admin: auditRoutes };
