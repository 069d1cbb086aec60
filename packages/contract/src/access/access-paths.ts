/** User Management's paths, under ADMIN_API (docs/api.md "User Management"). */
export const PERMISSION_PATHS = {
  list: '/permissions',
  create: '/permissions/create',
  update: '/permissions/update/:id',
  remove: '/permissions/delete/:id',
  exportCsv: '/permissions/export/csv',
} as const;

export const ROLE_PATHS = {
  list: '/roles',
  create: '/roles/create',
  one: '/roles/:id',
  exportCsv: '/roles/export/csv',
} as const;

export const ADMIN_USER_PATHS = {
  list: '/admin_users',
  create: '/admin_users/create',
  options: '/admin_users/options',
  exportCsv: '/admin_users/export/csv',
  one: '/admin_users/:id',
  /** POST: takes the user's second factor off and signs them out everywhere (docs/api.md "Second factor"). */
  resetSecondFactor: '/admin_users/:id/second-factor/reset',
  /** The same operations under their alias names (docs/api.md "User Management"). */
  aliases: {
    list: '/view-users',
    create: '/create-user',
    view: '/view-user/:id',
    update: '/update-user/:id',
  },
} as const;
