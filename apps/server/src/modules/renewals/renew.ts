/**
 * Renewing an expired card at the counter (docs/api.md "Renew Card"). One transaction writes the
 * renewal and the card's new period (bumping its version), with its audit event. The card row is
 * locked first, so two renewals of one card — a double click, a retry, two clerks — queue behind
 * each other; an idempotency key seen before gets the first renewal back instead of a second one.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { validUntil } from '@passdesk/contract/cards/card-fields';
import { deriveCardStatus, type CardStatus } from '@passdesk/contract/cards/card';
import type { Renewal, RenewalQuote, RenewInput } from '@passdesk/contract/renewals/renewal';
import { audit, changedFields } from '../../platform/audit/audit.ts';
import type { Config } from '../../platform/config/config.ts';
import type { Db, DbOrTx } from '../../platform/database/database.ts';
import { adminUsers } from '../access/access.schema.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { cardRenewals } from './renewals.schema.ts';
import { cards, ownPhotoKeys } from '../cards/cards.public.ts';
import { centers } from '../centers/centers.schema.ts';
import { HttpError, badRequest, conflict, notFound, pgConstraint, pgErrorCode, unprocessable } from '../../platform/http/errors.ts';
import { mediaUrl } from '../media/media-url.ts';
import { dayIn } from '../../platform/time/today.ts';
import { daysBetween } from '../../platform/time/zoned-time.ts';
import { expiredColumns } from './renewal-lists.ts';
import { findRenewal, renewalById } from './renewal-rows.ts';
import type { RowFiles } from '../../platform/storage/store-and-claim.ts';

const RENEWAL_MESSAGES = {
  cardNotFound: 'Card not found',
  deleted: 'This card has been deleted, so it cannot be renewed.',
  blocked: 'This card is blocked. Unblock it before renewing.',
  notExpired: (validUntil: string) => `This card is valid until ${validUntil}. Only expired cards can be renewed.`,
  keyReused: 'This idempotency key was already used to renew another card.',
  keysDiffer: 'The Idempotency-Key header and the idempotency_key field differ.',
  centerUnknown: 'Center not found',
} as const;

const IDEMPOTENCY_INDEX = 'card_renewals_idempotency_key';

async function cardWithCategory(db: DbOrTx, cardId: number, lock: boolean) {
  const query = db
    .select({
      ...expiredColumns,
      status: cards.status,
      deleted_at: cards.deleted_at,
      version: cards.version,
      validity_days: cardCategories.validity_days,
      renewal_fee: cardCategories.renewal_fee,
    })
    .from(cards)
    .innerJoin(cardCategories, eq(cardCategories.id, cards.category_id))
    .leftJoin(centers, eq(centers.id, cards.center_id))
    .where(eq(cards.id, cardId))
    .limit(1);
  const [card] = lock ? await query.for('update', { of: cards }) : await query;
  return card;
}
type CardForRenewal = NonNullable<Awaited<ReturnType<typeof cardWithCategory>>>;

const statusOf = (card: CardForRenewal, today: string): CardStatus =>
  deriveCardStatus({ status: card.status, deleted_at: card.deleted_at?.toISOString() ?? null, valid_until: card.valid_until }, today);

/** Why the card cannot be renewed today, or null when it can. */
function refusalFor(card: CardForRenewal, today: string): string | null {
  const status = statusOf(card, today);
  if (status === 'deleted') return RENEWAL_MESSAGES.deleted;
  if (status === 'blocked') return RENEWAL_MESSAGES.blocked;
  if (status === 'active') return RENEWAL_MESSAGES.notExpired(card.valid_until);
  return null;
}

/** GET cards/renew/{id}: the card, the fee and the period a renewal made now would get. */
export async function quoteRenewal(db: DbOrTx, config: Config, cardId: number): Promise<RenewalQuote> {
  const card = await cardWithCategory(db, cardId, false);
  if (!card) throw notFound(RENEWAL_MESSAGES.cardNotFound);
  const today = dayIn(config.timeZone);
  return {
    card: {
      id: card.id,
      card_number: card.card_number,
      first_name: card.first_name,
      last_name: card.last_name,
      mobile: card.mobile,
      photo_url: mediaUrl(card.photo_key),
      category_id: card.category_id,
      category_name: card.category_name,
      category_code: card.category_code,
      center_id: card.center_id,
      center_name: card.center_name,
      valid_from: card.valid_from,
      valid_until: card.valid_until,
      days_expired: daysBetween(card.valid_until, today),
      status: statusOf(card, today),
      deleted: card.deleted_at !== null,
    },
    renewal_fee: card.renewal_fee,
    validity_days: card.validity_days,
    valid_from: today,
    valid_until: validUntil(today, card.validity_days),
    currency: config.currency,
    refusal: refusalFor(card, today),
  };
}

export interface RenewResult {
  renewal: Renewal;
  /** True when the key was seen before and the earlier renewal is answered again. */
  replayed: boolean;
}

/** A photo already stored for this renewal (renew-photo.ts), which becomes the card's: claimed, and the one it replaces released, in the renewal's transaction. */
export interface NewPhoto {
  key: string;
  files: RowFiles;
}

/** The key from the header or the body; both may be sent if they agree. */
export function idempotencyKeyOf(header: string | undefined, body: string | undefined): string | undefined {
  if (header !== undefined && body !== undefined && header !== body) throw badRequest(RENEWAL_MESSAGES.keysDiffer, { idempotency_key: RENEWAL_MESSAGES.keysDiffer });
  return header ?? body;
}

async function replay(db: DbOrTx, key: string, cardId: number, currency: string): Promise<RenewResult | undefined> {
  const [earlier] = await db.select({ id: cardRenewals.id, card_id: cardRenewals.card_id }).from(cardRenewals).where(eq(cardRenewals.idempotency_key, key)).limit(1);
  if (!earlier) return undefined;
  if (earlier.card_id !== cardId) throw conflict(RENEWAL_MESSAGES.keyReused, 'idempotency_key');
  const renewal = await findRenewal(db, renewalById(earlier.id), currency);
  if (!renewal) return undefined;
  return { renewal, replayed: true };
}

async function centerFor(tx: DbOrTx, request: FastifyRequest, input: RenewInput, card: CardForRenewal): Promise<number> {
  if (input.center_id) {
    const [center] = await tx.select({ id: centers.id }).from(centers).where(eq(centers.id, input.center_id)).limit(1);
    if (!center) throw unprocessable(RENEWAL_MESSAGES.centerUnknown, { center_id: RENEWAL_MESSAGES.centerUnknown });
    return center.id;
  }
  const userId = request.admin?.userId;
  if (userId !== undefined) {
    const [user] = await tx.select({ center_id: adminUsers.center_id }).from(adminUsers).where(eq(adminUsers.id, userId)).limit(1);
    if (user?.center_id) return user.center_id;
  }
  return card.center_id;
}

export async function renewCard(db: Db, request: FastifyRequest, config: Config, cardId: number, input: RenewInput, key: string | undefined, newPhoto?: NewPhoto): Promise<RenewResult> {
  const userId = request.admin?.userId;
  if (userId === undefined) throw new HttpError(401, 'Authentication required');
  try {
    return await db.transaction(async (tx) => {
      const card = await cardWithCategory(tx, cardId, true);
      if (!card) throw notFound(RENEWAL_MESSAGES.cardNotFound);
      // Under the card's lock: a request with the same key that went first has committed by now.
      if (key) {
        const earlier = await replay(tx, key, cardId, config.currency);
        if (earlier) return earlier;
      }
      const today = dayIn(config.timeZone);
      const refusal = refusalFor(card, today);
      if (refusal) throw unprocessable(refusal);

      const period = { valid_from: today, valid_until: validUntil(today, card.validity_days) };
      const fee = input.payment_mode === 'waived' ? 0 : card.renewal_fee;
      const centerId = await centerFor(tx, request, input, card);
      const [row] = await tx
        .insert(cardRenewals)
        .values({
          card_id: card.id,
          previous_valid_from: card.valid_from,
          previous_valid_until: card.valid_until,
          ...period,
          fee_paid: fee,
          payment_mode: input.payment_mode,
          receipt_number: input.receipt_number,
          center_id: centerId,
          renewed_by: userId,
          idempotency_key: key ?? null,
        })
        .returning({ id: cardRenewals.id });
      if (!row) throw new Error('renewal insert returned nothing');
      await tx
        .update(cards)
        .set({ ...period, ...(newPhoto ? { photo_key: newPhoto.key } : {}), version: sql`${cards.version} + 1` })
        .where(eq(cards.id, card.id));
      if (newPhoto) {
        // The new photo is the card's from this commit on; the one it replaces goes once it commits.
        await newPhoto.files.claim(tx);
        await newPhoto.files.release(tx, ownPhotoKeys(card.photo_key));
      }
      // The shared format (platform/audit): the card's fields before and after, then what the renewal adds.
      await audit(tx, request, {
        action: 'renew',
        entity: 'card',
        entityId: card.id,
        changes: {
          ...changedFields(
            { valid_from: card.valid_from, valid_until: card.valid_until, photo_key: card.photo_key },
            { ...period, photo_key: newPhoto?.key ?? card.photo_key },
          ),
          renewal_id: row.id,
          fee_paid: fee,
          payment_mode: input.payment_mode,
          receipt_number: input.receipt_number,
          center_id: centerId,
        },
      });
      const renewal = await findRenewal(tx, renewalById(row.id), config.currency);
      if (!renewal) throw new Error('renewal vanished inside its own transaction');
      return { renewal, replayed: false };
    });
  } catch (error) {
    // Two requests with one key for two different cards: the unique index stopped the second.
    if (key && pgErrorCode(error) === '23505' && pgConstraint(error) === IDEMPOTENCY_INDEX) {
      const earlier = await replay(db, key, cardId, config.currency);
      if (earlier) return earlier;
    }
    throw error;
  }
}
