/**
 * The Cards paths (docs/api.md "Card Management": the list, view, create, update, delete, renewal history and export, plus block/unblock, print, the duplicate-ID check
 * and a card's documents), written once for the server routes, the web client and the tests.
 */

/**
 * Under ADMIN_API; fill a template with `pathOf` (http/paths.ts). Methods: list/view/renewHistory/
 * exportExcel/exportCsv/print/printBatch/document/options/routeOptions GET; create, block, unblock,
 * checkDuplicate POST; update PUT; delete DELETE.
 */
export const CARD_PATHS = {
  list: '/cards',
  view: '/cards/view/:id',
  create: '/cards/create',
  update: '/cards/update/:id',
  delete: '/cards/delete/:id',
  block: '/cards/block/:id',
  unblock: '/cards/unblock/:id',
  renewHistory: '/cards/renew/history/:id',
  exportExcel: '/cards/export/excel',
  exportCsv: '/cards/export/csv',
  print: '/cards/print/:id',
  printBatch: '/cards/print',
  checkDuplicate: '/cards/check-duplicate',
  document: '/cards/documents/:id/:documentId',
  /** The form's and the filters' choices (categories, centers, the staff member's center). */
  options: '/cards/options',
  /** Active routes matching a search, for the form's and the filters' route picker. */
  routeOptions: '/cards/options/routes',
} as const;

/** Under MOBILE_API (no sign-in): the public keys of card QR signatures. */
export const MOBILE_CARD_PATHS = {
  keys: '/keys',
} as const;
