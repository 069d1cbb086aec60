/** Browser local-storage keys (docs/panel.md "Constants"). */
export const STORAGE_KEYS = {
  token: 'passdesk.accessToken',
  user: 'passdesk.userData',
  permissions: 'passdesk.permissions',
  settings: 'passdesk.settings',
  language: 'passdesk.language',
} as const;
