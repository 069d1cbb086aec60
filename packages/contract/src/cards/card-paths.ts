/**
 * The Cards paths (spec section 7, Cards row, plus block/unblock, print, the duplicate-ID check
 * and a card's documents), written once for the server routes, the web client and the tests.
 */
import { pathOf, type PathParams } from '../http/paths.ts';

/** Under ADMIN_API. Methods: list/view/renewHistory/exportExcel/print/printBatch/document GET; create, block, unblock, checkDuplicate POST; update PUT; delete DELETE. */
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
  print: '/cards/print/:id',
  printBatch: '/cards/print',
  checkDuplicate: '/cards/check-duplicate',
  document: '/cards/documents/:id/:documentId',
} as const;
export type CardPathName = keyof typeof CARD_PATHS;

/** Under MOBILE_API (no sign-in): the public keys of card QR signatures. */
export const MOBILE_CARD_PATHS = {
  keys: '/keys',
} as const;

/** A card path with its parameters filled in: `cardPath('view', { id: 7 })` → `/cards/view/7`. */
export function cardPath<N extends CardPathName>(name: N, ...params: PathParams<(typeof CARD_PATHS)[N]> extends never ? [] : [Record<PathParams<(typeof CARD_PATHS)[N]>, string | number>]): string {
  const template: string = CARD_PATHS[name];
  return pathOf(template, (params[0] ?? {}) as Record<string, string | number>);
}
