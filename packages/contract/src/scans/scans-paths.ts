/** Card Scan's paths (docs/api.md "Mobile App Management"): the inspector app's scans and challans, the panel's list. */

/** Under MOBILE_API: scans, challans and the blocklist (signed-in inspector). */
export const SCAN_APP_PATHS = {
  scans: '/scans',
  challans: '/challans',
  blocklist: '/blocklist',
  /** Routes for the trip and the offences with their penalties for the challan form. */
  options: '/options',
} as const;

/** Under ADMIN_API: the Card Scan screen (`cards/scan`, `cards/scan/export/csv`). */
export const CARD_SCAN_PATHS = {
  list: '/cards/scan',
  exportCsv: '/cards/scan/export/csv',
  options: '/cards/scan/options',
} as const;
