/**
 * Delete Cards (docs/api.md "Delete Cards": cards/all, cards/deleted-cards/history,
 * cards/renew/history/{id}) plus the batch delete and the restore, written once for the server
 * routes, the web client and the tests (filled with `pathOf`). Every call needs the Delete Cards
 * permission.
 */
/**
 * Under ADMIN_API. all, history GET (read); deleteMany DELETE (delete; JSON body, as the single
 * `DELETE cards/delete/{id}`); restore POST (update). The renewal history is the cards feature's
 * `cards/renew/history/{id}`, which Delete Cards read opens too.
 */
export const DELETE_CARD_PATHS = {
  all: '/cards/all',
  history: '/cards/deleted-cards/history',
  deleteMany: '/cards/delete',
  restore: '/cards/restore/:id',
} as const;
