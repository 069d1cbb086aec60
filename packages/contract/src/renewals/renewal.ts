/**
 * Renewal of expired cards (docs/api.md "Renew Card"): the renew payload, the renewal answer, the
 * expired and renewed lists, history correction and expiry reminders — for server and panel.
 */
import { z } from 'zod';
import { CARD_STATUSES } from '../cards/card.ts';
import { CARD_MESSAGES, formId, PAYMENT_MODES } from '../cards/card-fields.ts';
import { idParamSchema } from '../http/ids.ts';
import { enumFilter, listQuerySchemaFor } from '../http/list-query.ts';
import { EXPIRED_SORTS, RENEWED_SORTS } from '../http/list-sorts.ts';

export { EXPIRED_SORTS, RENEWED_SORTS } from '../http/list-sorts.ts';

export const paymentModeSchema = z.enum(PAYMENT_MODES, { error: 'Payment mode must be cash, upi, card or waived' });

/** How long ago a card expired, for the Expired tab's filter. */
export const EXPIRED_SINCE = ['last_7_days', 'last_30_days', 'last_90_days', 'over_90_days'] as const;
export type ExpiredSince = (typeof EXPIRED_SINCE)[number];

/** Sent as the `Idempotency-Key` header or the `idempotency_key` field: the same key renews once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string({ error: 'Idempotency key must be text' })
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'Idempotency key must be 8 to 100 letters, digits or _ . : -');

export const RECEIPT_NUMBER_MAX = 40;
export const receiptNumberSchema = z
  .string({ error: 'Receipt number must be text' })
  .trim()
  .max(RECEIPT_NUMBER_MAX, `Receipt number must be at most ${RECEIPT_NUMBER_MAX} characters`)
  .regex(/^[A-Za-z0-9/ _-]*$/, 'Receipt number may hold letters, digits, spaces and / _ -');

/**
 * POST cards/renew/{id}. The fee is the category's renewal fee (none when waived) and the period
 * is decided by the server, so neither is sent.
 */
export const renewInputSchema = z
  .object({
    payment_mode: paymentModeSchema,
    receipt_number: receiptNumberSchema.default(''),
    /** Where the card was renewed; defaults to the staff member's center, else the card's. */
    center_id: formId('Center').optional(),
    idempotency_key: idempotencyKeySchema.optional(),
  })
  .superRefine((input, context) => {
    // As for a new card: a receipt number unless the fee is waived.
    if (input.payment_mode !== 'waived' && input.receipt_number === '') {
      context.addIssue({ code: 'custom', path: ['receipt_number'], message: CARD_MESSAGES.receiptRequired });
    }
  });
export type RenewInput = z.output<typeof renewInputSchema>;
export type RenewFormValues = z.input<typeof renewInputSchema>;

/** DELETE cards/renew/history/{id}. */
export const deleteRenewalInputSchema = z.object({
  reason: z.string({ error: 'Reason is required' }).trim().min(3, 'Reason must be at least 3 characters').max(500, 'Reason must be at most 500 characters'),
});
export type DeleteRenewalInput = z.output<typeof deleteRenewalInputSchema>;

const plainDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The card fields the renewal screens show (the card itself is the cards feature's). */
export const renewalCardSchema = z.object({
  id: z.number().int(),
  card_number: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  mobile: z.string(),
  photo_url: z.string().nullable(),
  category_id: z.number().int(),
  category_name: z.string(),
  category_code: z.string(),
  center_id: z.number().int().nullable(),
  center_name: z.string().nullable(),
  valid_from: plainDate,
  valid_until: plainDate,
  /** Whole days since the last valid day (1 on the day after it). */
  days_expired: z.number().int(),
});
export type RenewalCard = z.infer<typeof renewalCardSchema>;

/** GET cards/renew/{id}: what renewing now would write, or why it cannot. */
export const renewalQuoteSchema = z.object({
  /** `status` is the card's status by the rule of every card answer (deriveCardStatus); `deleted` says the same of deletion alone. */
  card: renewalCardSchema.extend({ status: z.enum(CARD_STATUSES), deleted: z.boolean() }),
  renewal_fee: z.number().int(),
  validity_days: z.number().int(),
  valid_from: plainDate,
  valid_until: plainDate,
  currency: z.string(),
  /** Null when the card may be renewed; otherwise the message POST would answer with. */
  refusal: z.string().nullable(),
});
export type RenewalQuote = z.infer<typeof renewalQuoteSchema>;

export const renewalSchema = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  card_number: z.string(),
  holder_name: z.string(),
  mobile: z.string(),
  category_name: z.string(),
  category_code: z.string(),
  previous_valid_from: plainDate,
  previous_valid_until: plainDate,
  valid_from: plainDate,
  valid_until: plainDate,
  fee_paid: z.number().int(),
  currency: z.string(),
  payment_mode: paymentModeSchema,
  receipt_number: z.string(),
  center_id: z.number().int().nullable(),
  center_name: z.string().nullable(),
  center_code: z.string().nullable(),
  renewed_by: z.number().int(),
  renewed_by_name: z.string(),
  renewed_at: z.string(),
  deleted_at: z.string().nullable(),
  deleted_by_name: z.string().nullable(),
  delete_reason: z.string().nullable(),
});
export type Renewal = z.infer<typeof renewalSchema>;

const optionalIdFilter = (name: string) => idParamSchema(name).optional();
const dateFilter = (name: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${name}: must be a date like 2026-01-31`).optional();

/** GET cards/expired: expired cards that are neither blocked nor deleted. */
export const expiredListQuerySchema = listQuerySchemaFor({
  sort: EXPIRED_SORTS,
  defaultSort: 'valid_until',
  defaultOrder: 'desc',
  filters: {
    category_id: optionalIdFilter('category_id'),
    center_id: optionalIdFilter('center_id'),
    expired: enumFilter('expired', EXPIRED_SINCE),
  },
});
export type ExpiredListQuery = z.output<typeof expiredListQuerySchema>;

/** GET cards/renewed: renewals (not deleted) with a date range on the day renewed (configured zone). */
export const renewedListQuerySchema = listQuerySchemaFor({
  sort: RENEWED_SORTS,
  defaultSort: 'renewed_at',
  defaultOrder: 'desc',
  filters: {
    from: dateFilter('from'),
    to: dateFilter('to'),
    center_id: optionalIdFilter('center_id'),
    renewed_by: optionalIdFilter('renewed_by'),
    category_id: optionalIdFilter('category_id'),
  },
});
export type RenewedListQuery = z.output<typeof renewedListQuerySchema>;

/** The renewal screens' choices: centers, categories and the staff who renewed. */
export const renewalOptionsSchema = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() })),
  centers: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() })),
  staff: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The signed-in user's center: where a renewal happens unless another is chosen. */
  default_center_id: z.number().int().nullable(),
});
export type RenewalOptions = z.infer<typeof renewalOptionsSchema>;

export const REMINDER_STATUSES = ['sending', 'sent', 'failed'] as const;

/** An expiry reminder mailed to a card holder (visible on the card's view). */
export const expiryReminderSchema = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  valid_until: plainDate,
  email: z.string(),
  status: z.enum(REMINDER_STATUSES),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type ExpiryReminder = z.infer<typeof expiryReminderSchema>;

/** Days before the last valid day that the holder is reminded. */
export const REMINDER_DAYS_BEFORE = 7;
