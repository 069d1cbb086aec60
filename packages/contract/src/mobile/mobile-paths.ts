/** Mobile App Management's paths (docs/api.md "Mobile App Management"). */

/** Under ADMIN_API: inspectors' accounts in the panel. */
export const MOBILE_USER_PATHS = {
  list: '/mobile_user/view',
  exportCsv: '/mobile_user/export/csv',
  options: '/mobile_user/options',
  one: '/mobile_user/view/:id',
  create: '/mobile_user/create',
  update: '/mobile_user/update-user/:id',
  remove: '/mobile_user/delete/:id',
  sessions: '/mobile_user/sessions/:id',
  session: '/mobile_user/sessions/:id/:session_id',
} as const;

/** Under MOBILE_API: the inspector app's sign-in. */
export const MOBILE_AUTH_PATHS = {
  login: '/login',
  logout: '/logout',
  me: '/me',
} as const;

/** Under ADMIN_API: APK versions. */
export const APK_PATHS = {
  list: '/apk-files/android',
  upload: '/apk-files/android',
  makeCurrent: '/apk-files/android/:id/current',
} as const;

/** Under MOBILE_API: the current APK and downloads (public). */
export const APK_APP_PATHS = {
  latest: '/apk/latest',
  latestDownload: '/apk/latest/download',
  download: '/apk/:id/download',
} as const;

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
