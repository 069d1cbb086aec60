/** The audit trail's calls (docs/api.md "Audit trail"): super admins only, read-only. */
import { AUDIT_PATHS } from '@passdesk/contract/audit/audit-paths';
import { readOnlyPaths } from '../../lib/record-api.ts';

export const AUDIT_LIST_PATHS = readOnlyPaths(AUDIT_PATHS.list);
export const AUDIT_EXPORT_PATH = AUDIT_PATHS.exportCsv;
export const AUDIT_OPTIONS_PATH = AUDIT_PATHS.options;
