/**
 * Deleting several cards and restoring one (docs/api.md "Delete Cards"). A batch is one
 * transaction: every card is locked and checked first, and if one cannot be deleted none is, the
 * answer naming each refused card and why. Each deleted or restored card gets its own audit event
 * (so its audit trail shows it); the trigger on cards records the status events the inspectors'
 * blocklist reads. A card's number is never freed: the row stays, and numbers come from a counter.
 */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CARD_MESSAGES } from '@passdesk/contract/cards/card-fields';
import { DELETE_CARD_MESSAGES, type DeleteCardsInput, type DeleteCardsResult, type RestoreCardInput } from '@passdesk/contract/delete-cards/delete-cards';
import { audit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/database/database.ts';
import { notFound, unprocessable } from '../../platform/http/errors.ts';
import { cards } from '../cards/cards.public.ts';
import { lockCards } from './delete-cards.queries.ts';

const ENTITY = 'card';

export async function deleteCards(db: Db, request: FastifyRequest, input: DeleteCardsInput): Promise<DeleteCardsResult> {
  return db.transaction(async (tx) => {
    const found = new Map((await lockCards(tx, input.ids)).map((row) => [row.id, row]));
    const refusals: Record<string, string> = {};
    input.ids.forEach((id, index) => {
      const row = found.get(id);
      if (!row) refusals[`ids.${index}`] = DELETE_CARD_MESSAGES.notFound(id);
      else if (row.deleted_at) refusals[`ids.${index}`] = DELETE_CARD_MESSAGES.alreadyDeleted(row.card_number);
    });
    const failed = Object.keys(refusals).length;
    if (failed > 0) throw unprocessable(DELETE_CARD_MESSAGES.refused(failed, input.ids.length), refusals);

    const deletedBy = request.admin?.userId ?? null;
    const rows = input.ids.map((id) => found.get(id)).filter((row) => row !== undefined);
    const updated = await tx
      .update(cards)
      .set({ deleted_at: new Date(), deleted_by: deletedBy, delete_reason: input.reason, version: sql`${cards.version} + 1` })
      .where(and(inArray(cards.id, [...input.ids]), isNull(cards.deleted_at)))
      .returning({ id: cards.id });
    // Locked above, so every row is still live; a mismatch would be a bug, and must not commit.
    if (updated.length !== rows.length) throw new Error(`batch delete updated ${updated.length} of ${rows.length} cards`);
    for (const row of rows) {
      await audit(tx, request, {
        action: 'delete',
        entity: ENTITY,
        entityId: row.id,
        changes: { reason: input.reason, before: { status: row.status }, after: { status: 'deleted' }, ...(rows.length > 1 ? { batch_size: rows.length } : {}) },
      });
    }
    return { deleted: rows.map((row) => ({ id: row.id, card_number: row.card_number })) };
  });
}

export async function restoreCard(db: Db, request: FastifyRequest, id: number, input: RestoreCardInput): Promise<{ id: number; card_number: string }> {
  return db.transaction(async (tx) => {
    const [row] = await lockCards(tx, [id]);
    if (!row) throw notFound(CARD_MESSAGES.notFound);
    if (!row.deleted_at) throw unprocessable(DELETE_CARD_MESSAGES.notDeleted);
    await tx
      .update(cards)
      .set({ deleted_at: null, deleted_by: null, delete_reason: null, version: row.version + 1 })
      .where(and(eq(cards.id, id), isNotNull(cards.deleted_at)));
    await audit(tx, request, {
      action: 'restore',
      entity: ENTITY,
      entityId: id,
      changes: {
        reason: input.reason,
        before: { status: 'deleted', deleted_at: row.deleted_at.toISOString(), deleted_by: row.deleted_by, delete_reason: row.delete_reason },
        after: { status: row.status },
      },
    });
    return { id: row.id, card_number: row.card_number };
  });
}
