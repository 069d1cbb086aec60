/** Browser local-storage keys (spec section 9: product-specific names). */
export const STORAGE_KEYS = {
  token: 'passdesk.accessToken',
  user: 'passdesk.userData',
  permissions: 'passdesk.permissions',
  settings: 'passdesk.settings',
  language: 'passdesk.language',
} as const;
