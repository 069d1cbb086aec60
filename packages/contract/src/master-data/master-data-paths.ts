/** Master data's paths (docs/api.md "Master data"). */

/** Under ADMIN_API. */
export const CATEGORY_PATHS = {
  list: '/category',
  create: '/category/create',
  update: '/category/update/:id',
  remove: '/category/delete/:id',
  exportCsv: '/category/export/csv',
} as const;

/** Under USERS_API: the active categories for the public application form. */
export const PUBLIC_CATEGORY_PATHS = {
  list: '/applications/categories',
} as const;

/** Under ADMIN_API: list and create on `centers`, `centers/{id}` to edit and delete. */
export const CENTER_PATHS = {
  list: '/centers',
  create: '/centers',
  /** `centers/create` is accepted too, like the other resources' create paths. */
  createAlias: '/centers/create',
  one: '/centers/:id',
  exportCsv: '/centers/export/csv',
} as const;

/** Under ADMIN_API. */
export const ROUTE_PATHS = {
  list: '/routes',
  create: '/routes/create',
  update: '/routes/update/:id',
  remove: '/routes/delete/:id',
  exportCsv: '/routes/export/csv',
} as const;
