/** The audit trail's paths (docs/api.md "Audit trail"), under ADMIN_API; super admins only. */
export const AUDIT_PATHS = {
  list: '/audit',
  exportCsv: '/audit/export/csv',
  options: '/audit/options',
  one: '/audit/:id',
} as const;
