/** Mobile App User's paths (docs/api.md "Mobile App Management"): the panel's inspector accounts and the inspector app's sign-in. */

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
