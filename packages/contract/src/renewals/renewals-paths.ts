/**
 * The Renew Card paths (docs/api.md "Renew Card": the lists, renew and the history's correction, plus the renewal view, the renew screen's
 * quote, receipts and reminders), written once for the server routes, the web client and the tests.
 * Under ADMIN_API; fill a template with `pathOf` (http/paths.ts). Methods: renew POST,
 * deleteHistory DELETE, the others GET. `history` (GET) is served by the cards module (CARD_PATHS.renewHistory).
 */
export const RENEWAL_PATHS = {
  expired: '/cards/expired',
  expiredCsv: '/cards/expired/export/csv',
  renewed: '/cards/renewed',
  renewedCsv: '/cards/renewed/export/csv',
  options: '/cards/renewed/options',
  view: '/cards/renewed/:id',
  receipt: '/cards/renewed/:id/receipt',
  quote: '/cards/renew/:id',
  renew: '/cards/renew/:id',
  deleteHistory: '/cards/renew/history/:id',
  reminders: '/cards/reminders/:id',
  cardReceipt: '/cards/receipt/:id',
} as const;
