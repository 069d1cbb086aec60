/** The audit trail's calls (docs/api.md "Audit trail"): super admins only, read-only. */
import { AUDIT_PATHS } from '@passdesk/contract/audit/audit-paths';
import { readOnlyPaths } from '../../lib/record-api.ts';

export const AUDIT_LIST_PATHS = readOnlyPaths(AUDIT_PATHS.list);
export const AUDIT_EXPORT_PATH = AUDIT_PATHS.exportCsv;
export const AUDIT_OPTIONS_PATH = AUDIT_PATHS.options;

/**
 * The module whose flags useRecordList reads; a super admin holds them all, and `readOnly` turns
 * every write off. Nobody else reaches the page (SUPER_ADMIN_PATHS) or the API (access.superAdmin()).
 */
export const AUDIT_PERMISSION = 'User Management';
