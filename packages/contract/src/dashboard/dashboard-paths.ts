/** The dashboard's path (docs/api.md "Dashboard and reports"), under ADMIN_API: every figure in one answer. GET. */
export const DASHBOARD_PATHS = {
  cards: '/dashboard/cards',
} as const;
