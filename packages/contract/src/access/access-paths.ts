/** User Management's paths, under ADMIN_API (docs/api.md "User Management"). */
export const PERMISSION_PATHS = {
  list: '/permissions',
  create: '/permissions/create',
  update: '/permissions/update/:id',
  remove: '/permissions/delete/:id',
} as const;

export const ROLE_PATHS = {
  list: '/roles',
  create: '/roles/create',
  one: '/roles/:id',
} as const;

export const ADMIN_USER_PATHS = {
  list: '/admin_users',
  create: '/admin_users/create',
  options: '/admin_users/options',
  one: '/admin_users/:id',
  /** The same operations under their alias names (docs/api.md "User Management"). */
  aliases: {
    list: '/view-users',
    create: '/create-user',
    view: '/view-user/:id',
    update: '/update-user/:id',
  },
} as const;
