/**
 * A card's renewal history, and its correction: deleting an entry (with a reason) keeps the row,
 * marked deleted, and — when it was the card's latest live renewal — puts the card's previous
 * period back. The audit log records both the deletion and the restored validity.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Renewal } from '@passdesk/contract/renewals/renewal';
import { cards, type RenewalHistory } from '../cards/cards.public.ts';
import { audit, changedFields } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../platform/database/database.ts';
import { cardRenewals } from './renewals.schema.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { findRenewal, renewalById, selectRenewals, toRenewal } from './renewal-rows.ts';

export const RENEWAL_NOT_FOUND = 'Renewal not found';

/** Every renewal of a card, newest first, deleted ones included (marked). */
async function renewalHistory(db: DbOrTx, cardId: number, currency: string): Promise<Renewal[]> {
  const rows = await selectRenewals(db).where(eq(cardRenewals.card_id, cardId)).orderBy(desc(cardRenewals.id));
  return rows.map((row) => toRenewal(row, currency));
}

/** The cards feature's `GET cards/renew/history/{id}` in its shape (cardsModule's renewalHistory hook). */
export const cardRenewalHistory: RenewalHistory = async (db, cardId) =>
  (await renewalHistory(db, cardId, '')).map((renewal) => ({
    id: renewal.id,
    previous_valid_until: renewal.previous_valid_until,
    valid_from: renewal.valid_from,
    valid_until: renewal.valid_until,
    fee_paid: renewal.fee_paid,
    payment_mode: renewal.payment_mode,
    receipt_number: renewal.receipt_number,
    center: renewal.center_id === null ? null : { id: renewal.center_id, name: renewal.center_name ?? '', code: renewal.center_code ?? '' },
    renewed_by: { id: renewal.renewed_by, name: renewal.renewed_by_name },
    created_at: renewal.renewed_at,
    deleted_at: renewal.deleted_at,
    delete_reason: renewal.delete_reason,
  }));

export interface DeleteRenewalResult {
  renewal: Renewal;
  /** The card's period after the deletion when it was put back, else null. */
  restored: { valid_from: string; valid_until: string } | null;
}

export async function deleteRenewal(db: Db, request: FastifyRequest, renewalId: number, reason: string, currency: string): Promise<DeleteRenewalResult> {
  const userId = request.admin?.userId;
  if (userId === undefined) throw new HttpError(401, 'Authentication required');
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ card_id: cardRenewals.card_id }).from(cardRenewals).where(eq(cardRenewals.id, renewalId)).limit(1);
    if (!target) throw notFound(RENEWAL_NOT_FOUND);
    // The card first, as renewing does, so a renewal and a deletion of one card never deadlock.
    const [card] = await tx
      .select({ valid_from: cards.valid_from, valid_until: cards.valid_until })
      .from(cards)
      .where(eq(cards.id, target.card_id))
      .for('update');
    const [renewal] = await tx.select().from(cardRenewals).where(eq(cardRenewals.id, renewalId)).for('update');
    if (!card || !renewal || renewal.deleted_at) throw notFound(RENEWAL_NOT_FOUND);

    const [latest] = await tx
      .select({ id: cardRenewals.id })
      .from(cardRenewals)
      .where(and(eq(cardRenewals.card_id, renewal.card_id), isNull(cardRenewals.deleted_at)))
      .orderBy(desc(cardRenewals.id))
      .limit(1);
    await tx.update(cardRenewals).set({ deleted_at: new Date(), deleted_by: userId, delete_reason: reason }).where(eq(cardRenewals.id, renewalId));

    let restored: DeleteRenewalResult['restored'] = null;
    if (latest?.id === renewalId) {
      restored = { valid_from: renewal.previous_valid_from, valid_until: renewal.previous_valid_until };
      await tx
        .update(cards)
        .set({ ...restored, version: sql`${cards.version} + 1` })
        .where(eq(cards.id, renewal.card_id));
    }
    // The shared format (platform/audit): the entry's deletion, and on the card (its audit trail) the validity put back.
    await audit(tx, request, {
      action: 'delete',
      entity: 'card_renewal',
      entityId: renewalId,
      changes: {
        reason,
        card_id: renewal.card_id,
        before: { valid_from: renewal.valid_from, valid_until: renewal.valid_until, fee_paid: renewal.fee_paid, receipt_number: renewal.receipt_number },
        restored_card_validity: restored !== null,
      },
    });
    await audit(tx, request, {
      action: 'renewal_deleted',
      entity: 'card',
      entityId: renewal.card_id,
      changes: { reason, renewal_id: renewalId, ...(restored ? changedFields(card, restored) : {}) },
    });
    const answer = await findRenewal(tx, renewalById(renewalId), currency);
    if (!answer) throw notFound(RENEWAL_NOT_FOUND);
    return { renewal: answer, restored };
  });
}
