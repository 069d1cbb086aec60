/**
 * Delete Cards (docs/api.md "Delete Cards": cards/all, cards/deleted-cards/history,
 * cards/renew/history/{id}) plus the batch delete and the restore, written once for the server
 * routes, the web client and the tests (filled with `pathOf`). Every call needs the Delete Cards
 * permission.
 */
/**
 * Under ADMIN_API. all, history and their CSV exports GET (read); deleteMany DELETE (delete; JSON body, as the single
 * `DELETE cards/delete/{id}`); restore POST (update). The renewal history is the cards feature's
 * `cards/renew/history/{id}`, which Delete Cards read opens too.
 */
export const DELETE_CARD_PATHS = {
  all: '/cards/all',
  allCsv: '/cards/all/export/csv',
  history: '/cards/deleted-cards/history',
  historyCsv: '/cards/deleted-cards/history/export/csv',
  deleteMany: '/cards/delete',
  restore: '/cards/restore/:id',
} as const;
