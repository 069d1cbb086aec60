/**
 * A card's statuses and the few limits the card list's screen reads, apart from the card schemas
 * (card.ts, card-list.ts, card-fields.ts re-export them) so that the card list's first load holds
 * no zod: a list screen loads zod when a form opens (docs/architecture.md "First load", step 9).
 */

/** Stored: active or blocked. Answered: also expired (valid_until before today) and deleted. */
export const CARD_STATUSES = ['active', 'expired', 'blocked', 'deleted'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** Statuses a live list filters on (deleted cards are never in it). */
export const CARD_LIST_STATUSES = ['active', 'expired', 'blocked'] as const;

/** Batch print refuses more cards than this in one PDF. */
export const PRINT_BATCH_MAX = 500;

/** The longest reason a card's block, unblock or delete takes. */
export const REASON_MAX = 500;
