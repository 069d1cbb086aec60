/**
 * Delete Cards (docs/domain.md "deleted card", docs/api.md "Delete Cards"): the batch delete and
 * the restore payloads, the deleted-cards history and its rows, for the server and the panel.
 */
import { z } from 'zod';
import { cardListItemSchema } from '../cards/card.ts';
import { GENDERS, PAYMENT_MODES, reasonSchema } from '../cards/card-fields.ts';
import { dateFilter } from '../cards/card-list.ts';
import { idParamSchema, idSchema } from '../http/ids.ts';
import { listQuerySchemaFor } from '../http/list-query.ts';
import { listResultSchema } from '../http/list.ts';
import { DELETED_CARD_SORTS } from '../http/list-sorts.ts';

export { DELETED_CARD_SORTS } from '../http/list-sorts.ts';

/** One request deletes at most this many cards (a page of the list at its largest). */
export const DELETE_BATCH_MAX = 100;

export const DELETE_CARD_MESSAGES = {
  typeCount: (count: number) => `Type the number of cards (${count}) to confirm`,
  duplicateIds: 'ids: a card is listed twice',
  notFound: (id: number) => `Card #${id} was not found`,
  alreadyDeleted: (cardNumber: string) => `${cardNumber} is already deleted`,
  refused: (failed: number, asked: number) => `${failed} of ${asked} cards cannot be deleted, so none was deleted`,
  deleted: (count: number) => (count === 1 ? '1 card deleted' : `${count} cards deleted`),
  notDeleted: 'This card is not deleted',
  restored: 'Card restored',
} as const;

/**
 * DELETE cards/delete: the cards (ids), a reason (required) and, for more than one card, the
 * number of cards typed by the user (`count`) — the same rule the confirmation dialog applies.
 */
export const deleteCardsSchema = z
  .object({
    ids: z
      .array(idSchema('ids'), { error: 'ids: list the cards to delete' })
      .min(1, 'ids: choose at least one card')
      .max(DELETE_BATCH_MAX, `ids: at most ${DELETE_BATCH_MAX} cards at once`),
    reason: reasonSchema(),
    count: z.number({ error: 'count must be a number' }).int('count must be a whole number').optional(),
  })
  .superRefine((input, context) => {
    if (new Set(input.ids).size !== input.ids.length) context.addIssue({ code: 'custom', path: ['ids'], message: DELETE_CARD_MESSAGES.duplicateIds });
    else if (input.ids.length > 1 && input.count !== input.ids.length) {
      context.addIssue({ code: 'custom', path: ['count'], message: DELETE_CARD_MESSAGES.typeCount(input.ids.length) });
    }
  });
export type DeleteCardsInput = z.infer<typeof deleteCardsSchema>;

export const deletedCardRefSchema = z.object({ id: z.number().int(), card_number: z.string() });
export const deleteCardsResultSchema = z.object({ deleted: z.array(deletedCardRefSchema) });
export type DeleteCardsResult = z.infer<typeof deleteCardsResultSchema>;

/** POST cards/restore/{id}. */
export const restoreCardSchema = z.object({ reason: reasonSchema() });
export type RestoreCardInput = z.infer<typeof restoreCardSchema>;

export type DeletedCardSort = (typeof DELETED_CARD_SORTS)[number];

/** GET cards/deleted-cards/history: search by number, name or mobile; category, center and deletion dates (the configured time zone's days). */
export const deletedCardsQuerySchema = listQuerySchemaFor({
  sort: DELETED_CARD_SORTS,
  defaultSort: 'deleted_at',
  defaultOrder: 'desc',
  filters: {
    category_id: idParamSchema('category_id').optional(),
    center_id: idParamSchema('center_id').optional(),
    deleted_from: dateFilter('deleted_from'),
    deleted_to: dateFilter('deleted_to'),
  },
});
export type DeletedCardsQuery = z.output<typeof deletedCardsQuerySchema>;

/** One deleted card: who deleted it, when and why, and the card's details. */
export const deletedCardSchema = cardListItemSchema.extend({
  deleted_at: z.string(),
  delete_reason: z.string().nullable(),
  deleted_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  date_of_birth: z.string(),
  gender: z.enum(GENDERS),
  email: z.string(),
  city: z.string(),
  institution: z.string(),
  fee_paid: z.number().int(),
  payment_mode: z.enum(PAYMENT_MODES),
  receipt_number: z.string(),
});
export type DeletedCard = z.infer<typeof deletedCardSchema>;

export const deletedCardsResultSchema = listResultSchema(deletedCardSchema);
export type DeletedCardsResult = z.infer<typeof deletedCardsResultSchema>;
