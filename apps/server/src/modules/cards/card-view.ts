/** One card as GET cards/view/{id} answers it: every field, documents, the signed QR and the audit trail. */
import { deriveCardStatus, type Card } from '@passdesk/contract/cards/card';
import { CARD_MESSAGES, pickHolder } from '@passdesk/contract/cards/card-fields';
import { maskHolderName } from '@passdesk/contract/cards/card-qr';
import { notFound } from '../../platform/http/errors.ts';
import { dayIn } from '../../platform/time/today.ts';
import { mediaUrl } from '../media/media-url.ts';
import { signCardQr } from './card-signing.ts';
import { cardAuditTrail, findCardRow, listDocuments, type CardRow } from './cards.queries.ts';
import type { CardsContext } from './cards.service.ts';

/** The QR text printed on a card (docs/api.md "Card QR"). */
export const cardQrOf = (context: Pick<CardsContext, 'signingKey'>, row: Pick<CardRow, 'card' | 'category'>): string =>
  signCardQr(context.signingKey, {
    card_number: row.card.card_number,
    category_code: row.category.code,
    valid_until: row.card.valid_until,
    masked_name: maskHolderName(row.card.first_name, row.card.last_name) || '-',
  });

export async function loadCard(context: CardsContext, id: number): Promise<Card> {
  const { db } = context.services;
  const row = await findCardRow(db, id);
  if (!row) throw notFound(CARD_MESSAGES.notFound);
  const [documents, audit, applicationId] = await Promise.all([listDocuments(db, id), cardAuditTrail(db, id), context.applicationOf?.(db, id) ?? null]);
  const { card } = row;
  const today = dayIn(context.services.config.timeZone);
  return {
    id: card.id,
    card_number: card.card_number,
    ...pickHolder(card),
    id_proof_type: card.id_proof_type as Card['id_proof_type'],
    id_proof_last4: card.id_proof_last4,
    photo_url: mediaUrl(card.photo_key),
    category: row.category,
    route: row.route ? { id: row.route.id, route_number: row.route.route_number, name: row.route.name } : null,
    center: { id: row.center.id, name: row.center.name, code: row.center.code },
    issue_date: card.issue_date,
    valid_from: card.valid_from,
    valid_until: card.valid_until,
    fee_paid: card.fee_paid,
    payment_mode: card.payment_mode,
    receipt_number: card.receipt_number,
    application_id: applicationId,
    status: deriveCardStatus({ status: card.status, deleted_at: card.deleted_at?.toISOString() ?? null, valid_until: card.valid_until }, today),
    block_reason: card.block_reason,
    deleted_at: card.deleted_at?.toISOString() ?? null,
    delete_reason: card.delete_reason,
    version: card.version,
    created_by: card.created_by !== null && row.created_by_name ? { id: card.created_by, name: row.created_by_name.trim() } : null,
    created_at: card.created_at.toISOString(),
    updated_at: card.updated_at.toISOString(),
    documents: documents.map(({ storage_key: _key, ...document }) => document),
    qr: cardQrOf(context, row),
    audit,
  };
}
