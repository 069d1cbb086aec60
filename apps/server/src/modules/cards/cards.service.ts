/**
 * Issuing and changing cards. Each write is one transaction with its audit event (before/after,
 * personal data masked). Files are stored before the transaction and deleted again if it fails,
 * so a failed create leaves no card, no consumed number and no file; files a change replaces are
 * deleted only after the commit (platform/storage/store-and-claim.ts).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CARD_MESSAGES, cardCreateSchema, cardUpdateSchema, idProofLast4, type CardReasonInput } from '@passdesk/contract/cards/card-fields';
import type { Card } from '@passdesk/contract/cards/card';
import { CARD_FILE_MESSAGES, CARD_DOCUMENT_MAX_COUNT } from '@passdesk/contract/cards/card-files';
import { audit, maskChanges } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../platform/database/database.ts';
import { HttpError, badRequest, conflict, notFound, unprocessable } from '../../platform/http/errors.ts';
import type { Services } from '../../platform/services.ts';
import { newStorageKey } from '../../platform/storage/storage.ts';
import { storeAndClaim, type RowFiles } from '../../platform/storage/store-and-claim.ts';
import { dayIn } from '../../platform/time/today.ts';
import { changedFields } from '../../platform/audit/audit.ts';
import type { CardForm } from './card-form.ts';
import { nextCardNumber } from './card-numbers.ts';
import { checkIssueFacts, findDuplicates, holderValues, parseFields } from './card-rules.ts';
import type { SigningKey } from './card-signing.ts';
import { cardDocuments, cards } from './cards.schema.ts';
import type { IdHasher } from './id-hash.ts';
import { loadCard } from './card-view.ts';
import { ownPhotoKeys } from './demo-photos.ts';

/** Called inside the card's transaction when a card is issued from a web application (the applications feature gives it). */
export type ApplicationIssued = (services: Services, tx: DbOrTx, request: FastifyRequest, issued: { applicationId: number; cardId: number }) => Promise<void>;
/** The web application a card was issued from, or null: the application keeps the link (its `card_id`). */
export type ApplicationOf = (db: DbOrTx, cardId: number) => Promise<number | null>;

export interface CardsContext {
  services: Services;
  signingKey: SigningKey;
  hashId: IdHasher;
  applicationIssued?: ApplicationIssued;
  applicationOf?: ApplicationOf;
}

const ENTITY = 'card';
export const today = (context: CardsContext): string => dayIn(context.services.config.timeZone);

/** Fields as the audit log shows them: personal data masked, the ID hash never. */
export function auditView(values: Record<string, unknown>): Record<string, unknown> {
  const { id_proof_hash: _hash, search_text: _search, updated_at: _updated, created_at: _created, ...rest } = values;
  return maskChanges(rest);
}

export interface StoredFiles {
  photoKey?: string;
  documents: Array<{ storage_key: string; file_name: string; content_type: string; size: number }>;
}

/**
 * Stores a form's photo and documents under `<prefix>-photos/…` and `<prefix>-documents/…`
 * through the row's file holder (platform/storage/store-and-claim.ts): the transaction that writes
 * the rows naming them claims them with `files.claim(tx)`, and if it does not commit, none stays.
 */
export async function storeFiles(files: RowFiles, form: Pick<CardForm, 'photo' | 'documents'>, prefix = 'card'): Promise<StoredFiles> {
  const photo = form.photo ? { key: newStorageKey(`${prefix}-photos`, 'jpg'), body: form.photo, contentType: 'image/jpeg' } : undefined;
  const documents = form.documents.map((document) => ({ key: newStorageKey(`${prefix}-documents`, document.extension), body: document.content, contentType: document.contentType, document }));
  await files.put([...(photo ? [photo] : []), ...documents]);
  return {
    photoKey: photo?.key,
    documents: documents.map(({ key, document }) => ({ storage_key: key, file_name: document.fileName, content_type: document.contentType, size: document.content.length })),
  };
}

function duplicateRefusal(cardNumber: string): HttpError {
  const message = CARD_MESSAGES.duplicateId(cardNumber);
  return new HttpError(409, message, { id_proof_number: message });
}

export async function createCard(context: CardsContext, request: FastifyRequest, form: CardForm): Promise<Card> {
  const input = parseFields(cardCreateSchema, form.fields);
  if (!form.photo) throw badRequest(CARD_MESSAGES.photoRequired, { photo: CARD_MESSAGES.photoRequired });
  const { db } = context.services;
  const issueDate = today(context);
  const facts = await checkIssueFacts(db, input, { issueDate, staffUserId: request.admin?.userId });
  const idProofHash = context.hashId(input.id_proof_type, input.id_proof_number);
  const [duplicate] = await findDuplicates(db, idProofHash, issueDate);
  if (duplicate && !input.duplicate_reason) throw duplicateRefusal(duplicate.card_number);

  const id = await storeAndClaim(context.services, async (files) => {
    const stored = await storeFiles(files, form);
    return db.transaction(async (tx) => {
      const cardNumber = await nextCardNumber(tx, facts.center, Number(issueDate.slice(0, 4)));
      const values = {
        card_number: cardNumber,
        ...holderValues(input),
        id_proof_last4: idProofLast4(input.id_proof_number),
        id_proof_hash: idProofHash,
        photo_key: stored.photoKey ?? '',
        category_id: facts.category.id,
        route_id: facts.route?.id ?? null,
        center_id: facts.center.id,
        issue_date: issueDate,
        valid_from: facts.valid_from,
        valid_until: facts.valid_until,
        fee_paid: input.fee_paid,
        payment_mode: input.payment_mode,
        receipt_number: input.receipt_number,
        created_by: request.admin?.userId ?? null,
      };
      const [row] = await tx.insert(cards).values(values).returning({ id: cards.id });
      if (!row) throw new Error('card insert returned nothing');
      await files.claim(tx);
      if (stored.documents.length > 0) await tx.insert(cardDocuments).values(stored.documents.map((document) => ({ ...document, card_id: row.id })));
      if (input.application_id !== undefined) {
        if (!context.applicationIssued) throw unprocessable('Web applications are not enabled', { application_id: 'Web applications are not enabled' });
        await context.applicationIssued(context.services, tx, request, { applicationId: input.application_id, cardId: row.id });
      }
      await audit(tx, request, {
        action: 'create',
        entity: ENTITY,
        entityId: row.id,
        changes: {
          after: auditView({ ...values, application_id: input.application_id ?? null }),
          documents: stored.documents.map((document) => document.file_name),
          ...(duplicate ? { duplicate_of: duplicate.card_number, duplicate_reason: input.duplicate_reason } : {}),
        },
      });
      return row.id;
    });
  });
  return loadCard(context, id);
}

async function lockCard(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(cards).where(eq(cards.id, id)).for('update');
  if (!row) throw notFound(CARD_MESSAGES.notFound);
  return row;
}

const refuseDeleted = (row: { deleted_at: Date | null }) => {
  if (row.deleted_at) throw unprocessable('This card has been deleted and cannot be changed');
};

export async function updateCard(context: CardsContext, request: FastifyRequest, id: number, form: CardForm): Promise<Card> {
  const input = parseFields(cardUpdateSchema, form.fields);
  const { db } = context.services;
  const [current] = await db.select().from(cards).where(eq(cards.id, id));
  if (!current) throw notFound(CARD_MESSAGES.notFound);
  refuseDeleted(current);
  if (current.version !== input.version) throw conflict(CARD_MESSAGES.stale, 'version');
  const facts = await checkIssueFacts(db, input, { issueDate: current.issue_date, staffUserId: request.admin?.userId, current });
  const idProofHash = input.id_proof_number === undefined ? current.id_proof_hash : context.hashId(input.id_proof_type, input.id_proof_number);
  if (idProofHash !== current.id_proof_hash) {
    const [duplicate] = await findDuplicates(db, idProofHash, today(context), id);
    if (duplicate && !input.duplicate_reason) throw duplicateRefusal(duplicate.card_number);
  } else if (input.id_proof_type !== current.id_proof_type) {
    const message = 'Enter the ID number again when changing the ID proof type';
    throw badRequest(message, { id_proof_number: message });
  }

  if (input.application_id !== undefined && input.application_id !== (await context.applicationOf?.(db, id))) {
    throw unprocessable(CARD_MESSAGES.applicationKept, { application_id: CARD_MESSAGES.applicationKept });
  }

  await storeAndClaim(context.services, async (files) => {
    const stored = await storeFiles(files, form);
    await db.transaction(async (tx) => {
      const before = await lockCard(tx, id);
      refuseDeleted(before);
      if (before.version !== input.version) throw conflict(CARD_MESSAGES.stale, 'version');
      const removed = input.remove_document_ids.length
        ? await tx.select().from(cardDocuments).where(and(eq(cardDocuments.card_id, id), inArray(cardDocuments.id, input.remove_document_ids)))
        : [];
      if (removed.length !== input.remove_document_ids.length) throw badRequest('remove_document_ids: a document is not one of this card\'s', { remove_document_ids: 'A document is not one of this card\'s' });
      const existing = (await tx.select({ id: cardDocuments.id }).from(cardDocuments).where(eq(cardDocuments.card_id, id))).length;
      if (existing - removed.length + stored.documents.length > CARD_DOCUMENT_MAX_COUNT) {
        throw badRequest(CARD_FILE_MESSAGES.tooManyDocuments, { documents: CARD_FILE_MESSAGES.tooManyDocuments });
      }
      const values = {
        ...holderValues(input),
        id_proof_last4: input.id_proof_number === undefined ? before.id_proof_last4 : idProofLast4(input.id_proof_number),
        id_proof_hash: idProofHash,
        photo_key: stored.photoKey ?? before.photo_key,
        category_id: facts.category.id,
        route_id: facts.route?.id ?? null,
        center_id: facts.center.id,
        valid_from: facts.valid_from,
        valid_until: facts.valid_until,
        fee_paid: input.fee_paid,
        payment_mode: input.payment_mode,
        receipt_number: input.receipt_number,
        version: before.version + 1,
      };
      await tx.update(cards).set(values).where(eq(cards.id, id));
      await files.claim(tx);
      if (removed.length > 0) await tx.delete(cardDocuments).where(inArray(cardDocuments.id, removed.map((document) => document.id)));
      if (stored.documents.length > 0) await tx.insert(cardDocuments).values(stored.documents.map((document) => ({ ...document, card_id: id })));
      // Compared in clear, recorded masked: a changed mobile shows as changed even if both masks look alike.
      const changed = changedFields(before, values);
      const changes = { before: auditView(changed.before), after: auditView(changed.after) };
      await audit(tx, request, {
        action: 'update',
        entity: ENTITY,
        entityId: id,
        changes: {
          ...changes,
          ...(removed.length ? { documents_removed: removed.map((document) => document.file_name) } : {}),
          ...(stored.documents.length ? { documents_added: stored.documents.map((document) => document.file_name) } : {}),
          ...(input.duplicate_reason && idProofHash !== before.id_proof_hash ? { duplicate_reason: input.duplicate_reason } : {}),
        },
      });
      const replacedPhoto = stored.photoKey && before.photo_key !== stored.photoKey ? ownPhotoKeys(before.photo_key) : [];
      // Written down in the same commit, so they go even if the process dies right after it.
      await files.release(tx, [...replacedPhoto, ...removed.map((document) => document.storage_key)]);
    });
  });
  return loadCard(context, id);
}

type StateChange = 'block' | 'unblock' | 'delete';

/** Block, unblock and (soft) delete: a reason each, kept on the card and in the audit log. */
export async function changeCardState(context: CardsContext, request: FastifyRequest, id: number, change: StateChange, input: CardReasonInput): Promise<Card> {
  const db: Db = context.services.db;
  await db.transaction(async (tx) => {
    const before = await lockCard(tx, id);
    refuseDeleted(before);
    if (change === 'block' && before.status === 'blocked') throw unprocessable('This card is already blocked');
    if (change === 'unblock' && before.status !== 'blocked') throw unprocessable('This card is not blocked');
    const values =
      change === 'delete'
        ? { deleted_at: new Date(), deleted_by: request.admin?.userId ?? null, delete_reason: input.reason }
        : change === 'block'
          ? { status: 'blocked' as const, block_reason: input.reason }
          : { status: 'active' as const, block_reason: null };
    await tx
      .update(cards)
      .set({ ...values, version: before.version + 1 })
      .where(and(eq(cards.id, id), isNull(cards.deleted_at)));
    await audit(tx, request, {
      action: change,
      entity: ENTITY,
      entityId: id,
      changes: { reason: input.reason, before: { status: before.status }, after: { status: 'status' in values ? values.status : 'deleted' } },
    });
  });
  return loadCard(context, id);
}
