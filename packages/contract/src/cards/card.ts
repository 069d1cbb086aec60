/** A card as the API answers it (list rows, the view), with its derived status. */
import { z } from 'zod';
import { holderDetailsShape, PAYMENT_MODES } from './card-fields.ts';
import { CARD_STATUSES, type CardStatus } from './card-statuses.ts';

export { CARD_STATUSES, type CardStatus } from './card-statuses.ts';

/**
 * Deleted wins, then blocked, then expired: a blocked card stays blocked after its end date, so an
 * inspector is told the stronger fact.
 */
export function deriveCardStatus(card: { status: 'active' | 'blocked'; deleted_at: string | null; valid_until: string }, today: string): CardStatus {
  if (card.deleted_at) return 'deleted';
  if (card.status === 'blocked') return 'blocked';
  return card.valid_until < today ? 'expired' : 'active';
}

const reference = z.object({ id: z.number().int(), name: z.string() });
export const cardCategoryRefSchema = reference.extend({ code: z.string(), colour: z.string(), route_scope: z.enum(['all_routes', 'single_route']) });
export const cardRouteRefSchema = reference.extend({ route_number: z.string() });
export const cardCenterRefSchema = reference.extend({ code: z.string() });

/** One row of the card list. */
export const cardListItemSchema = z.object({
  id: z.number().int(),
  card_number: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  mobile: z.string(),
  photo_url: z.string(),
  category: cardCategoryRefSchema,
  route: cardRouteRefSchema.nullable(),
  center: cardCenterRefSchema,
  issue_date: z.string(),
  valid_from: z.string(),
  valid_until: z.string(),
  status: z.enum(CARD_STATUSES),
  block_reason: z.string().nullable(),
  version: z.number().int(),
});
export type CardListItem = z.infer<typeof cardListItemSchema>;

export const cardDocumentSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** A permission-checked API path (documents are not public media): fetch it with the bearer token. */
  url: z.string(),
});
export type CardDocument = z.infer<typeof cardDocumentSchema>;

export const cardAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actor: z.string().nullable(),
  /** Before/after of the fields that changed, personal data masked. */
  changes: z.record(z.string(), z.unknown()).nullable(),
});
export type CardAuditEntry = z.infer<typeof cardAuditEntrySchema>;

/** GET cards/view/{id}: everything about one card. */
export const cardSchema = cardListItemSchema.extend({
  ...holderDetailsShape,
  date_of_birth: z.string(),
  fee_paid: z.number().int(),
  payment_mode: z.enum(PAYMENT_MODES),
  receipt_number: z.string(),
  application_id: z.number().int().nullable(),
  deleted_at: z.string().nullable(),
  delete_reason: z.string().nullable(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  documents: z.array(cardDocumentSchema),
  /** The signed QR text printed on the card (docs/api.md "Card QR"). */
  qr: z.string(),
  audit: z.array(cardAuditEntrySchema),
});
export type Card = z.infer<typeof cardSchema>;

/** One entry of GET cards/renew/history/{id} (filled by the renewals feature). */
export const cardRenewalSchema = z.object({
  id: z.number().int(),
  previous_valid_until: z.string(),
  valid_from: z.string(),
  valid_until: z.string(),
  fee_paid: z.number().int(),
  payment_mode: z.enum(PAYMENT_MODES),
  receipt_number: z.string(),
  center: cardCenterRefSchema.nullable(),
  renewed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  /** A corrected entry stays in the history, marked (docs/api.md "Renew Card"). */
  deleted_at: z.string().nullable(),
  delete_reason: z.string().nullable(),
});
export type CardRenewal = z.infer<typeof cardRenewalSchema>;

/** A live card already holding the same ID (POST cards/check-duplicate, and the create's 409). */
export const cardDuplicateSchema = z.object({
  id: z.number().int(),
  card_number: z.string(),
  holder: z.string(),
  status: z.enum(CARD_STATUSES),
  valid_until: z.string(),
});
export type CardDuplicate = z.infer<typeof cardDuplicateSchema>;
