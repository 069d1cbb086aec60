/** The data behind a receipt: a renewal's, or a new card's (its issue payment). */
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../platform/config/config.ts';
import type { DbOrTx } from '../../platform/database/database.ts';
import { adminUsers } from '../access/access.schema.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { cards } from '../cards/cards.public.ts';
import { centers } from '../centers/centers.schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { ReceiptDetails } from './receipt-pdf.ts';
import { findRenewal, renewalById } from './renewal-rows.ts';
import { RENEWAL_NOT_FOUND } from './renewal-history.ts';

export async function renewalReceipt(db: DbOrTx, config: Config, renewalId: number): Promise<ReceiptDetails> {
  const renewal = await findRenewal(db, renewalById(renewalId), config.currency);
  if (!renewal || renewal.deleted_at) throw notFound(RENEWAL_NOT_FOUND);
  return {
    purpose: 'renewal',
    receiptNumber: renewal.receipt_number,
    paidAt: new Date(renewal.renewed_at),
    cardNumber: renewal.card_number,
    holderName: renewal.holder_name,
    category: `${renewal.category_name} (${renewal.category_code})`,
    validFrom: renewal.valid_from,
    validUntil: renewal.valid_until,
    amountMinor: renewal.fee_paid,
    currency: renewal.currency,
    paymentMode: renewal.payment_mode,
    center: renewal.center_name,
    staff: renewal.renewed_by_name,
    timeZone: config.timeZone,
  };
}

/** A new card's receipt: what was paid when it was issued, for its first period. */
export async function cardReceipt(db: DbOrTx, config: Config, cardId: number): Promise<ReceiptDetails> {
  const [card] = await db
    .select({
      card_number: cards.card_number,
      holder: sql<string>`trim(${cards.first_name} || ' ' || ${cards.last_name})`,
      category: sql<string>`${cardCategories.name} || ' (' || ${cardCategories.code} || ')'`,
      issue_date: cards.issue_date,
      valid_until: cards.valid_until,
      created_at: cards.created_at,
      fee_paid: cards.fee_paid,
      payment_mode: cards.payment_mode,
      receipt_number: cards.receipt_number,
      center: centers.name,
      staff: sql<string | null>`trim(${adminUsers.first_name} || ' ' || ${adminUsers.last_name})`,
      deleted_at: cards.deleted_at,
      first_valid_from: sql<string>`coalesce((select r.previous_valid_from::text from card_renewals r where r.card_id = ${cards.id} order by r.id limit 1), ${cards.valid_from}::text)`,
      first_valid_until: sql<string>`coalesce((select r.previous_valid_until::text from card_renewals r where r.card_id = ${cards.id} order by r.id limit 1), ${cards.valid_until}::text)`,
    })
    .from(cards)
    .innerJoin(cardCategories, eq(cardCategories.id, cards.category_id))
    .leftJoin(centers, eq(centers.id, cards.center_id))
    .leftJoin(adminUsers, eq(adminUsers.id, cards.created_by))
    .where(eq(cards.id, cardId))
    .limit(1);
  if (!card || card.deleted_at) throw notFound('Card not found');
  return {
    purpose: 'new',
    receiptNumber: card.receipt_number,
    paidAt: card.created_at,
    cardNumber: card.card_number,
    holderName: card.holder,
    category: card.category,
    // A renewed card's own period has moved on; the issue receipt shows the first one.
    validFrom: card.first_valid_from,
    validUntil: card.first_valid_until,
    amountMinor: card.fee_paid,
    currency: config.currency,
    paymentMode: card.payment_mode,
    center: card.center,
    staff: card.staff ?? '—',
    timeZone: config.timeZone,
  };
}
