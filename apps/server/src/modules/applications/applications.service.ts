/**
 * Web applications' writes (docs/api.md "Web applications"): a citizen's submission, a reviewer's
 * rejection, and the approval made when a card is issued from an application (inside the card's
 * transaction). Deciding is one conditional UPDATE (`… WHERE status = 'pending'`), so two reviewers
 * acting at once get one success and one 409, and a decided application never changes its mind.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  APPLICATION_MESSAGES,
  APPLICATION_NUMBER_ALPHABET,
  HONEYPOT_FIELD,
  applicationSubmitSchema,
  type ApplicationReceipt,
  type ApplicationSubmitInput,
  type ApplicationRejectInput,
  type ApplicationStatus,
} from '@passdesk/contract/applications/application';
import { idProofLast4 } from '@passdesk/contract/cards/card-fields';
import { audit } from '../../platform/audit/audit.ts';
import type { DbOrTx } from '../../platform/database/database.ts';
import { badRequest, conflict, notFound, pgConstraint, unprocessable } from '../../platform/http/errors.ts';
import type { Services } from '../../platform/services.ts';
import { storeAndClaim, type RowFiles } from '../../platform/storage/store-and-claim.ts';
import { dayIn } from '../../platform/time/today.ts';
import { requestAddress } from '../../platform/rate-limit/client-address.ts';
import { consume, giveBack } from '../../platform/rate-limit/rate-limit.ts';
import { type ApplicationIssued, type ApplicationOf, type CardParts, checkCardFiles, checkIssueFacts, holderValues, type IdHasher, type IssueFacts, parseFields, type StoredFiles, storeFiles } from '../cards/cards.public.ts';
import { APPLICATION_MAIL_JOB, type ApplicationMailKind } from './applications-mail.ts';
import { claimChallenge, refuseUsedChallenge, type ApplicationChallenges } from './application-challenge.ts';
import { perAddressDaily, perAddressDailyKey, refuseWhenFull } from './application-intake.ts';
import { applicationDocuments, applications } from './applications.schema.ts';

export interface ApplicationsContext {
  services: Services;
  hashId: IdHasher;
  challenges: ApplicationChallenges;
}

const ENTITY = 'application';

/** `WA-7KQ9M-2XDHF`: 50 random bits. */
export function newApplicationNumber(): string {
  const bytes = crypto.randomBytes(10);
  const chars = [...bytes].map((byte) => APPLICATION_NUMBER_ALPHABET[byte % 32]).join('');
  return `WA-${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The honeypot, then the form's challenge: signed by us, old enough, its proof of work, not used yet. The challenge's id. */
async function checkBot(context: ApplicationsContext, input: { challenge: string; pow_nonce: number; mobile: string; [HONEYPOT_FIELD]?: string | undefined }): Promise<string> {
  if (input[HONEYPOT_FIELD]) throw badRequest(APPLICATION_MESSAGES.botCheck);
  const challengeId = context.challenges.verify(input.challenge, input.mobile, input.pow_nonce);
  await refuseUsedChallenge(context.services.db, challengeId);
  return challengeId;
}

async function enqueueMail(services: Services, tx: DbOrTx, applicationId: number, kind: ApplicationMailKind): Promise<void> {
  await services.jobs.enqueue(APPLICATION_MAIL_JOB, { application_id: applicationId, kind }, { tx, maxAttempts: 5 });
}

/**
 * POST /api/v1/users/applications. Cheap checks come first, the files' work last: the fields, the
 * bot check, the photo's presence and what the fields point at; then the form's intake (the pending
 * files' budget, this address's applications today — taken before the work and given back if the
 * form is refused); then the photo (re-encoded) and the documents (by content and size, PDFs
 * parsed). Only then are the files stored; if the row cannot be written they are deleted again — a
 * refused application leaves no row and no file.
 */
export async function submitApplication(context: ApplicationsContext, request: FastifyRequest, parts: CardParts): Promise<ApplicationReceipt> {
  const input = parseFields(applicationSubmitSchema, parts.fields);
  const challengeId = await checkBot(context, input);
  if (!parts.photo) throw badRequest(APPLICATION_MESSAGES.photoRequired, { photo: APPLICATION_MESSAGES.photoRequired });
  const { services } = context;
  const today = dayIn(services.config.timeZone);
  const facts = await checkIssueFacts(services.db, input, { issueDate: today, staffUserId: undefined });
  await refuseWhenFull(services);
  const dailyKey = perAddressDailyKey(requestAddress(request));
  await consume(services.db, dailyKey, perAddressDaily(services.config.applications.perAddressPerDay));
  try {
    const form = await checkCardFiles(parts);
    const filesBytes = (form.photo?.length ?? 0) + form.documents.reduce((total, document) => total + document.content.length, 0);
    const row = await storeAndClaim(services, async (files) => {
      const stored = await storeFiles(files, form, 'application');
      return insertApplication(context, request, { input, facts, stored, files, challengeId, filesBytes });
    });
    return { application_number: row.application_number, status: row.status, submitted_at: row.created_at.toISOString() };
  } catch (error) {
    // Only accepted applications count against the address's day.
    await giveBack(services.db, dailyKey);
    throw error;
  }
}

interface NewApplication {
  input: ApplicationSubmitInput;
  facts: IssueFacts;
  stored: StoredFiles;
  files: RowFiles;
  challengeId: string;
  filesBytes: number;
}

/** The row, its documents, the challenge's use and the audit event, in one transaction. */
async function insertApplication(context: ApplicationsContext, request: FastifyRequest, { input, facts, stored, files, challengeId, filesBytes }: NewApplication) {
  const { services } = context;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await services.db.transaction(async (tx) => {
        const values = {
          application_number: newApplicationNumber(),
          ...holderValues(input),
          id_proof_last4: idProofLast4(input.id_proof_number),
          id_proof_hash: context.hashId(input.id_proof_type, input.id_proof_number),
          photo_key: stored.photoKey ?? '',
          category_id: facts.category.id,
          route_id: facts.route?.id ?? null,
          center_id: facts.center.id,
          consent_at: new Date(),
          submitted_ip: request.ip.slice(0, 64),
          files_bytes: filesBytes,
          language: input.language ?? null,
        };
        const [inserted] = await tx.insert(applications).values(values).returning();
        if (!inserted) throw new Error('application insert returned nothing');
        await claimChallenge(tx, challengeId);
        await files.claim(tx);
        if (stored.documents.length > 0) await tx.insert(applicationDocuments).values(stored.documents.map((document) => ({ ...document, application_id: inserted.id })));
        await audit(tx, request, {
          action: 'submit',
          entity: ENTITY,
          entityId: inserted.id,
          changes: { application_number: inserted.application_number, category_id: inserted.category_id, center_id: inserted.center_id, mobile: inserted.mobile, documents: stored.documents.map((document) => document.file_name) },
        });
        if (inserted.email) await enqueueMail(services, tx, inserted.id, 'submitted');
        return inserted;
      });
    } catch (error) {
      // 50 random bits collide about never; if they do, draw again.
      if (attempt < 3 && pgConstraint(error) === 'applications_application_number_key') continue;
      throw error;
    }
  }
}

/** Why a decision found the application no longer pending: 404, or 409 naming what it became. */
async function refusal(tx: DbOrTx, id: number, field?: string): Promise<never> {
  const [current] = await tx.select({ status: applications.status }).from(applications).where(eq(applications.id, id));
  if (!current) throw field ? unprocessable(APPLICATION_MESSAGES.notFound, { [field]: APPLICATION_MESSAGES.notFound }) : notFound(APPLICATION_MESSAGES.notFound);
  throw conflict(APPLICATION_MESSAGES.alreadyDecided(current.status as ApplicationStatus), field);
}

/** POST applications/reject/{id}: pending → rejected with the note the applicant will read. */
export async function rejectApplication(services: Services, request: FastifyRequest, id: number, input: ApplicationRejectInput): Promise<void> {
  await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(applications)
      .set({ status: 'rejected', review_note: input.note, reviewed_by: request.admin?.userId ?? null, reviewed_at: new Date() })
      .where(and(eq(applications.id, id), eq(applications.status, 'pending')))
      .returning({ id: applications.id, email: applications.email });
    if (!row) return refusal(tx, id);
    await audit(tx, request, { action: 'reject', entity: ENTITY, entityId: id, changes: { before: { status: 'pending' }, after: { status: 'rejected' }, note: input.note } });
    if (row.email) await enqueueMail(services, tx, id, 'rejected');
  });
}

/** Given to the cards module: the application a card was issued from (the application keeps the link). */
export const applicationOfCard: ApplicationOf = async (db, cardId) => {
  const [row] = await db.select({ id: applications.id }).from(applications).where(eq(applications.card_id, cardId)).limit(1);
  return row?.id ?? null;
};

/**
 * Given to the cards module: a card issued with `application_id` approves that application in the
 * card's own transaction. An application no longer pending refuses the card (409), so two clerks
 * issuing from one application make one card.
 */
export const approveWithCard: ApplicationIssued = async (services, tx, request, { applicationId, cardId }) => {
  const [row] = await tx
    .update(applications)
    .set({ status: 'approved', card_id: cardId, reviewed_by: request.admin?.userId ?? null, reviewed_at: new Date(), review_note: null })
    .where(and(eq(applications.id, applicationId), eq(applications.status, 'pending')))
    .returning({ id: applications.id, email: applications.email });
  if (!row) return refusal(tx, applicationId, 'application_id');
  await audit(tx, request, { action: 'approve', entity: ENTITY, entityId: applicationId, changes: { before: { status: 'pending' }, after: { status: 'approved', card_id: cardId } } });
  if (row.email) await enqueueMail(services, tx, applicationId, 'approved');
};
